/**
 * Server-only: keeps an uploaded file and its contact message out of public
 * reach. The server chooses every name (no part of the client's file name
 * reaches the disk), files are written owner-read/write only (never
 * executable), and the directory is outside anything the app serves.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { UploadKind } from './rules';

/** Where uploads go: UPLOAD_DIR, else `.uploads` in the storefront's working directory (gitignored). */
export function uploadDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.UPLOAD_DIR?.trim() || join(process.cwd(), '.uploads'));
}

export interface ContactRecord {
  name: string;
  email: string;
  message: string;
  locale: string;
}

/** Stores the file (if any) and the message; returns the server-chosen id. */
export async function storeUpload(
  dir: string,
  contact: ContactRecord,
  file: { kind: UploadKind; bytes: Uint8Array; size: number } | null,
): Promise<string> {
  const id = randomUUID();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (file) await writeFile(join(dir, `${id}.${file.kind}`), file.bytes, { mode: 0o600, flag: 'wx' });
  const record = {
    id,
    receivedAt: new Date().toISOString(),
    ...contact,
    file: file ? `${id}.${file.kind}` : null,
    size: file?.size ?? 0,
  };
  await writeFile(join(dir, `${id}.json`), JSON.stringify(record, null, 2), { mode: 0o600, flag: 'wx' });
  return id;
}
