/**
 * Parses the `url` query parameter every proxy takes into a safe, relative
 * upstream path. It refuses anything that could leave the configured
 * upstream: absolute URLs, protocol-relative `//`, `..` segments (also
 * percent-encoded), backslashes and control characters.
 */

export type TargetResult = { ok: true; path: string; segments: string[] } | { ok: false; reason: string };

const SEGMENT = /^[A-Za-z0-9_.~-]+$/;

export function parseTarget(raw: unknown): TargetResult {
  if (typeof raw !== 'string' || raw.length === 0) return { ok: false, reason: 'url is required' };
  if (raw.length > 512) return { ok: false, reason: 'url is too long' };
  // Control characters (C0, DEL, C1) never belong in a path.
  // eslint-disable-next-line no-control-regex -- matching them is the point
  if (/[\u0000-\u001f\u007f-\u009f]/.test(raw)) return { ok: false, reason: 'url has control characters' };
  if (raw.includes('\\')) return { ok: false, reason: 'url has a backslash' };
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) return { ok: false, reason: 'url must be a relative path' };
  if (raw.startsWith('//') || raw.includes('//')) return { ok: false, reason: 'url has an empty segment' };
  if (/[?#]/.test(raw)) return { ok: false, reason: 'url must not carry a query or fragment' };

  const trimmed = raw.replace(/^\/+/, '');
  const segments = trimmed.split('/');
  for (const encoded of segments) {
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return { ok: false, reason: 'url has a malformed escape' };
    }
    if (segment === '' || segment === '.' || segment === '..')
      return { ok: false, reason: 'url has a dot or empty segment' };
    if (!SEGMENT.test(segment))
      return { ok: false, reason: `url segment "${encoded}" has characters that are not allowed` };
  }
  return { ok: true, path: segments.join('/'), segments };
}
