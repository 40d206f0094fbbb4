/**
 * Attempt counting for sign-in and the guest order lookup: a sliding window of
 * timestamps per key (an account's email, a client address). In memory, as a
 * real service's rate limiter would be (a restart forgets it); a reset clears it.
 */
import { HttpError } from '../http';

export class AttemptLimiter {
  private hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (kept.length) this.hits.set(key, kept);
    else this.hits.delete(key);
    return kept;
  }

  /** Seconds until another attempt is allowed: 0 when the key is under its limit. */
  retryAfterS(key: string, now = Date.now()): number {
    const kept = this.recent(key, now);
    if (kept.length < this.max) return 0;
    // The attempt that must leave the window before one more is allowed.
    const oldest = kept[kept.length - this.max] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  record(key: string, now = Date.now()): void {
    this.recent(key, now).push(now);
    if (!this.hits.has(key)) this.hits.set(key, [now]);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  clearAll(): void {
    this.hits.clear();
  }
}

/** The 429 a limited caller gets: the same words whatever the key, and when to come back. */
export function tooManyAttempts(field: string, retryAfterS: number): HttpError {
  return new HttpError(
    429,
    { [field]: 'too many attempts, try again later' },
    { retryAfter: retryAfterS },
    { 'retry-after': String(retryAfterS) },
  );
}

/** The longest wait among the keys, 0 when none is limited. */
export function longestWait(limits: [AttemptLimiter, string][], now = Date.now()): number {
  return Math.max(0, ...limits.map(([limiter, key]) => limiter.retryAfterS(key, now)));
}
