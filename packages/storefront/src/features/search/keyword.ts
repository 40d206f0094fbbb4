/** Search keyword length limits. */
export const SEARCH_KEYWORD_MIN_LENGTH = 3;
export const SEARCH_KEYWORD_MAX_LENGTH = 100;

/** The query parameter of the search results page. */
export const SEARCH_KEYWORD_PARAM = 'keyword';

/** C0 and C1 control characters (a tab, a newline, a NUL…): never part of a keyword. */
const CONTROL_CHARACTERS = /\p{Cc}/u;

export type KeywordCheck =
  { ok: true; keyword: string } | { ok: false; reason: 'required' | 'too-short' | 'too-long' | 'control-characters' };

/** A search keyword: required, 3 to 100 characters once trimmed, no control characters. */
export function checkKeyword(raw: unknown): KeywordCheck {
  const text = (Array.isArray(raw) ? raw[0] : raw)?.toString() ?? '';
  const keyword = text.trim();
  if (!keyword) return { ok: false, reason: 'required' };
  if (CONTROL_CHARACTERS.test(text)) return { ok: false, reason: 'control-characters' };
  if (keyword.length < SEARCH_KEYWORD_MIN_LENGTH) return { ok: false, reason: 'too-short' };
  if (keyword.length > SEARCH_KEYWORD_MAX_LENGTH) return { ok: false, reason: 'too-long' };
  return { ok: true, keyword };
}
