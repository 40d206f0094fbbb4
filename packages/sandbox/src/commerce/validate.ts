/** Field checks that answer 400 naming the field. */
import { HttpError } from '../http';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function optionalString(
  body: Record<string, unknown>,
  field: string,
  max = 200,
  path = field,
): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, { [path]: 'must be a string' });
  if (value.length > max) throw new HttpError(400, { [path]: `at most ${max} characters` });
  return value.trim();
}

/** An absolute http or https URL (a page the shopper is sent to), normalised; any other scheme is refused. */
export function optionalUrl(body: Record<string, unknown>, field: string): string | undefined {
  const value = optionalString(body, field, 500);
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new HttpError(400, { [field]: 'must be an absolute URL' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new HttpError(400, { [field]: 'must be http or https' });
  return url.toString();
}

export function requiredString(body: Record<string, unknown>, field: string, max = 200, path = field): string {
  const value = optionalString(body, field, max, path);
  if (!value) throw new HttpError(400, { [path]: 'required' });
  return value;
}

export function requiredEmail(body: Record<string, unknown>, field = 'email'): string {
  const value = optionalString(body, field, 254);
  if (!value) throw new HttpError(400, { [field]: 'required' });
  if (!EMAIL_PATTERN.test(value)) throw new HttpError(400, { [field]: 'not a valid email address' });
  return value.toLowerCase();
}

export function optionalBoolean(body: Record<string, unknown>, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  throw new HttpError(400, { [field]: 'must be a boolean' });
}

export function objectField(body: Record<string, unknown>, field: string): Record<string, unknown> | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, { [field]: 'must be an object' });
  return value as Record<string, unknown>;
}

/** A whole number in [min, max] from a path or query value. */
export function intParam(
  raw: string | null | undefined,
  field: string,
  min: number,
  max: number,
  fallback?: number,
): number {
  if (raw === null || raw === undefined || raw === '') {
    if (fallback !== undefined) return fallback;
    throw new HttpError(400, { [field]: 'required' });
  }
  if (!/^-?\d+$/.test(raw)) throw new HttpError(400, { [field]: 'must be a whole number' });
  const n = Number(raw);
  if (n < min || n > max) throw new HttpError(400, { [field]: `must be between ${min} and ${max}` });
  return n;
}
