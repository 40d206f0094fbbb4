/**
 * What the contact form's upload accepts (spec: images and pdf, doc, docx,
 * sent to /upload/uploader.php). The file's type is decided by its first
 * bytes, never by the name or the Content-Type the browser claims.
 */

/** The spec's address of the contact form's upload, and the API route that serves it (see proxy.ts). */
export const UPLOAD_URL = '/upload/uploader.php';
export const UPLOAD_API_ROUTE = '/api/upload';

/** Largest file accepted. */
export const UPLOAD_MAX_FILE_BYTES = 8 * 1024 * 1024;
/** Largest request accepted (the file plus the form's text fields). */
export const UPLOAD_MAX_REQUEST_BYTES = UPLOAD_MAX_FILE_BYTES + 64 * 1024;
/** Longest message text kept. */
export const UPLOAD_MAX_MESSAGE_CHARS = 5000;

export const UPLOAD_KINDS = ['jpg', 'png', 'webp', 'gif', 'pdf', 'doc', 'docx'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Each kind's extensions (the name must carry one, checked against the content too) and MIME type. */
const KINDS: Record<UploadKind, { extensions: readonly string[]; mimeType: string }> = {
  jpg: { extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg' },
  png: { extensions: ['png'], mimeType: 'image/png' },
  webp: { extensions: ['webp'], mimeType: 'image/webp' },
  gif: { extensions: ['gif'], mimeType: 'image/gif' },
  pdf: { extensions: ['pdf'], mimeType: 'application/pdf' },
  doc: { extensions: ['doc'], mimeType: 'application/msword' },
  docx: { extensions: ['docx'], mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};

/**
 * What the file picker accepts, built from the same table the server checks
 * (extensions, then MIME types): the picker refuses before submit exactly
 * what the server would refuse after (HEIC, AVIF, SVG and other images included).
 */
export const UPLOAD_ACCEPTED_TYPES: readonly string[] = [
  ...UPLOAD_KINDS.flatMap((kind) => KINDS[kind].extensions.map((extension) => `.${extension}`)),
  ...UPLOAD_KINDS.map((kind) => KINDS[kind].mimeType),
];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** The kind of a file from its first bytes, or null when it is none the form accepts. */
export function sniffKind(bytes: Uint8Array): UploadKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  // Word 97–2003: an OLE compound file.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  // Word 2007+: a zip whose entries name word/ content.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && Buffer.from(bytes).includes('word/')) return 'docx';
  return null;
}

export type UploadCheck = { ok: true; kind: UploadKind } | { ok: false; status: 413 | 415 | 400; error: string };

/** Checks a file: not empty, not too big, its content one of the accepted kinds and matching its extension. */
export function checkUpload(name: string, bytes: Uint8Array): UploadCheck {
  if (bytes.byteLength === 0) return { ok: false, status: 400, error: 'the file is empty' };
  if (bytes.byteLength > UPLOAD_MAX_FILE_BYTES) {
    return { ok: false, status: 413, error: `the file is larger than ${UPLOAD_MAX_FILE_BYTES / 1024 / 1024} MB` };
  }
  const kind = sniffKind(bytes);
  if (!kind)
    return { ok: false, status: 415, error: 'only images (jpg, png, webp, gif), pdf, doc and docx files are accepted' };
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (!extension || !KINDS[kind].extensions.includes(extension)) {
    return { ok: false, status: 415, error: `the file's name does not match its content (${kind})` };
  }
  return { ok: true, kind };
}
