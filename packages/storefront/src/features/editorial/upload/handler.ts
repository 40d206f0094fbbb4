/**
 * `/upload/uploader.php` (rewritten to `/api/upload` by proxy.ts): the contact form's
 * POST. Accepts multipart/form-data with `email`, `name`, `message`, `locale`
 * and an optional `file`; stores them with {@link storeUpload}. Answers JSON:
 * `{ ok: true, id }`, or `{ errors: { field: message } }` with 400, 405, 413
 * or 415. Nothing stored is ever served back.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { checkUpload, UPLOAD_MAX_MESSAGE_CHARS, UPLOAD_MAX_REQUEST_BYTES, type UploadKind } from './rules';
import { storeUpload, uploadDir } from './store';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

class TooLarge extends Error {}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** The request body as a stream that fails once it passes the limit (a lying Content-Length cannot get past it). */
async function* limited(req: IncomingMessage, max: number) {
  let total = 0;
  for await (const chunk of req) {
    total += (chunk as Buffer).byteLength;
    if (total > max) throw new TooLarge();
    yield chunk as Buffer;
  }
}

export function createUploadHandler(options: { dir?: string; maxRequestBytes?: number } = {}) {
  const maxRequestBytes = options.maxRequestBytes ?? UPLOAD_MAX_REQUEST_BYTES;
  return async function upload(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') return send(res, 405, { errors: { method: 'POST only' } }, { allow: 'POST' });
    const type = req.headers['content-type'] ?? '';
    if (!type.startsWith('multipart/form-data')) {
      return send(res, 415, { errors: { body: 'send multipart/form-data' } });
    }
    if (Number(req.headers['content-length'] ?? 0) > maxRequestBytes) {
      return send(res, 413, { errors: { file: 'the request is too large' } });
    }
    let form: FormData;
    try {
      const body = Readable.toWeb(Readable.from(limited(req, maxRequestBytes)));
      form = await new Request('http://upload.invalid/', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
        duplex: 'half',
      } as RequestInit).formData();
    } catch (error) {
      if (error instanceof TooLarge || (error as { cause?: unknown }).cause instanceof TooLarge) {
        return send(res, 413, { errors: { file: 'the request is too large' } });
      }
      return send(res, 400, { errors: { body: 'the form could not be read' } });
    }
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const errors: Record<string, string> = {};
    const email = field('email');
    const message = field('message');
    if (!EMAIL.test(email)) errors.email = 'must be an email address';
    if (!message) errors.message = 'must not be empty';
    if (message.length > UPLOAD_MAX_MESSAGE_CHARS)
      errors.message = `must be at most ${UPLOAD_MAX_MESSAGE_CHARS} characters`;
    const entry = form.get('file');
    let file: { kind: UploadKind; bytes: Uint8Array; size: number } | null = null;
    let status = 400;
    if (entry && typeof entry !== 'string' && entry.size > 0) {
      const bytes = new Uint8Array(await entry.arrayBuffer());
      const check = checkUpload(entry.name, bytes);
      if (check.ok) file = { kind: check.kind, bytes, size: bytes.byteLength };
      else {
        errors.file = check.error;
        status = check.status;
      }
    }
    if (Object.keys(errors).length > 0) return send(res, errors.file ? status : 400, { errors });
    const id = await storeUpload(
      options.dir ?? uploadDir(),
      {
        name: field('name').slice(0, 200),
        email,
        message,
        locale: field('locale').slice(0, 5),
      },
      file,
    );
    return send(res, 201, { ok: true, id });
  };
}
