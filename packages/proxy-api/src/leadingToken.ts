/**
 * The fast path for the commonest commerce body: the session token as its first key and nowhere
 * else (`{"token":"…","products":[…]}` — the contract says every body carries `token`, and the
 * back-end writes it first). The pair is cut off the bytes as they arrived from the socket: no
 * decode, parse, walk, re-serialisation or encode (about 14 ms on the 40-product grid page here),
 * and no copy into one buffer either (two 121 kB copies per grid page before).
 *
 * The fast path only answers when it can show, byte by byte, that the rest holds no token:
 * no `token` or `api-token` key (in any letter case), no known token value (raw or with JSON's
 * `\/` escape), and no `\u00XX` escape (which could spell either). Anything else returns
 * undefined and the caller takes the full parse-and-strip path, which handles every shape.
 */

/** `{"token":"<token>",…` — the token pair at the very start of the body. */
const LEADING_TOKEN = /^\{\s*"token"\s*:\s*"([A-Za-z0-9._~+/=-]{1,512})"\s*([,}])/;
/** Enough of the body's head to hold the leading token pair (tokens are at most 512 characters). */
const HEAD_BYTES = 640;
const OPEN_BRACE = Buffer.from('{');
const EMPTY_OBJECT = Buffer.from('{}');
/**
 * `\u00…` could spell an ASCII letter, and so hide a token value or a `token` key from a byte
 * search. Escapes of other characters (`\u20ac`, as PHP's json_encode writes "€") cannot, and
 * JSON's other escapes cannot produce a token character except `\/`, handled per token value.
 */
const ASCII_ESCAPE = Buffer.from('\\u00');
/** `token"`: the end of every key the full path strips (`token`, `api-token` in any case). */
const KEY_SUFFIX_BYTES = 6;
const LOWER = 0x20;
const [T, O, K, E, N, QUOTE] = [...'token"'].map((c) => c.charCodeAt(0)) as [
  number,
  number,
  number,
  number,
  number,
  number,
];

/**
 * Whether the bytes hold `token"` in any letter case: the end of a `token` or `api-token` key
 * (or of a string value that happens to end so, which costs only a fallback). It hops from one
 * `k` or `K` to the next (memchr speed: the letter is rare in JSON), where a search for `"token"`
 * would stop at every one of a page's thousands of quotes.
 */
function hasTokenSuffix(bytes: Buffer): boolean {
  for (const k of [K, K & ~LOWER]) {
    for (let i = bytes.indexOf(k, 2); i >= 0 && i + 3 < bytes.length; i = bytes.indexOf(k, i + 1)) {
      if (
        ((bytes[i - 2] as number) | LOWER) === T &&
        ((bytes[i - 1] as number) | LOWER) === O &&
        ((bytes[i + 1] as number) | LOWER) === E &&
        ((bytes[i + 2] as number) | LOWER) === N &&
        bytes[i + 3] === QUOTE
      )
        return true;
    }
  }
  return false;
}

const WHITESPACE = /^\s*$/;

export interface StrippedBody {
  /** The body without its token pair, as slices of the chunks it arrived in. */
  chunks: Buffer[];
  /** Their total length in bytes. */
  size: number;
  /** The token the body carried. */
  token: string;
}

function head(chunks: readonly Buffer[], size: number): string {
  const first = chunks[0];
  if (!first) return '';
  // Nearly always the first chunk holds the head; a tiny first chunk costs a small copy.
  const bytes =
    first.length >= HEAD_BYTES || chunks.length === 1
      ? first.subarray(0, HEAD_BYTES)
      : Buffer.concat(chunks as Buffer[], Math.min(size, HEAD_BYTES * 2)).subarray(0, HEAD_BYTES);
  // The pattern is ASCII only, so its length in characters is its length in bytes.
  return bytes.toString('latin1');
}

/** The chunks with the first `skip` bytes removed (slices, not copies). */
function dropHead(chunks: readonly Buffer[], skip: number): Buffer[] {
  const out: Buffer[] = [];
  let left = skip;
  for (const chunk of chunks) {
    if (left >= chunk.length) {
      left -= chunk.length;
      continue;
    }
    out.push(left > 0 ? chunk.subarray(left) : chunk);
    left = 0;
  }
  return out;
}

function mayHoldToken(bytes: Buffer, needles: readonly Buffer[]): boolean {
  for (const needle of needles) if (bytes.includes(needle)) return true;
  return hasTokenSuffix(bytes);
}

function anyMayHoldToken(chunks: readonly Buffer[], needles: readonly Buffer[]): boolean {
  const longest = needles.reduce((n, needle) => Math.max(n, needle.length), KEY_SUFFIX_BYTES);
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i] as Buffer;
    if (mayHoldToken(chunk, needles)) return true;
    // A pattern split across two chunks lies within the last and first (longest − 1) bytes of the pair.
    const next = chunks[i + 1];
    if (next) {
      const seam = Buffer.concat([
        chunk.subarray(Math.max(0, chunk.length - (longest - 1))),
        next.subarray(0, longest - 1),
      ]);
      if (mayHoldToken(seam, needles)) return true;
    }
  }
  return false;
}

/**
 * Cuts the leading token pair off a body, or returns undefined when the body is not of that shape
 * or the rest might still carry a token (`known`: every token value in play — the one sent, one
 * from a response header).
 */
export function stripLeadingToken(
  chunks: readonly Buffer[],
  size: number,
  known: readonly (string | undefined)[],
): StrippedBody | undefined {
  const match = LEADING_TOKEN.exec(head(chunks, size));
  const token = match?.[1];
  if (!match || !token) return undefined;
  const rest = dropHead(chunks, match[0].length);
  if (match[2] === '}') {
    // `{"token":"…"}`: nothing after it but whitespace, or the body is not the shape this path knows.
    if (!rest.every((chunk) => WHITESPACE.test(chunk.toString('latin1')))) return undefined;
    return { chunks: [EMPTY_OBJECT], size: EMPTY_OBJECT.length, token };
  }
  const needles = [ASCII_ESCAPE];
  for (const value of new Set([token, ...known])) {
    if (!value) continue;
    needles.push(Buffer.from(value));
    if (value.includes('/')) needles.push(Buffer.from(value.replaceAll('/', '\\/')));
  }
  if (anyMayHoldToken(rest, needles)) return undefined;
  return { chunks: [OPEN_BRACE, ...rest], size: size - match[0].length + 1, token };
}
