/**
 * Server-only: keeps an uploaded file and its contact message out of public
 * reach. The server chooses every name (no part of the client's file name
 * reaches the disk), files are written owner-read/write only (never
 * executable), and the directory is outside anything the app serves.
 *
 * The folder is only known at run time, so its file-system calls carry `turbopackIgnore` (else Turbopack's
 * output tracer copies the whole project into `.next/standalone`).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { UploadKind } from './rules';

/** Where uploads go: UPLOAD_DIR, else `.uploads` in the storefront's working directory (gitignored). */
export function uploadDir(env: Record<string, string | undefined> = process.env): string {
  const configured = env.UPLOAD_DIR?.trim();
  return configured
    ? resolve(/*turbopackIgnore: true*/ configured)
    : resolve(/*turbopackIgnore: true*/ process.cwd(), '.uploads');
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
  await mkdir(/*turbopackIgnore: true*/ dir, { recursive: true, mode: 0o700 });
  if (file) {
    const filePath = join(/*turbopackIgnore: true*/ dir, `${id}.${file.kind}`);
    await writeFile(/*turbopackIgnore: true*/ filePath, file.bytes, { mode: 0o600, flag: 'wx' });
  }
  const record = {
    id,
    receivedAt: new Date().toISOString(),
    ...contact,
    file: file ? `${id}.${file.kind}` : null,
    size: file?.size ?? 0,
  };
  const recordPath = join(/*turbopackIgnore: true*/ dir, `${id}.json`);
  await writeFile(/*turbopackIgnore: true*/ recordPath, JSON.stringify(record, null, 2), { mode: 0o600, flag: 'wx' });
  return id;
}
