/**
 * A list kept in the browser's localStorage (favourites, recently viewed), newest first, one entry per id.
 * What is read back is never trusted: each entry goes through `parse`, and what does not parse (another
 * version's shape, a hand edit) is dropped; anything that is not a list reads as an empty one. With
 * storage blocked or full, the list lives for the page only. Every change is announced to this tab's
 * subscribers, and other tabs' changes through the `storage` event.
 */

/** A product id as the commerce back-end writes them (`1001`). */
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface StoredList<T> {
  /** The entries, newest first (the same array until the list changes, for useSyncExternalStore). */
  read(): readonly T[];
  /** Calls `listener` after every change, in this tab or another. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Puts `entry` first (replacing the one with its id), dropping the oldest beyond the maximum. */
  add(entry: T): void;
  /** Removes the entries with these ids; ids not in the list are ignored. */
  remove(...ids: string[]): void;
  /** Replaces the whole list, keeping only valid entries. */
  replace(entries: readonly T[]): void;
}

export interface StoredListOptions<T> {
  key: string;
  max: number;
  /** The entry a stored value stands for, or null when it is not a valid one. */
  parse: (value: unknown) => T | null;
  id: (entry: T) => string;
}

const EMPTY: readonly never[] = Object.freeze([]);

/** The valid entries of `value`, distinct by id, at most `max`. */
export function validEntries<T>(value: unknown, { max, parse, id }: Omit<StoredListOptions<T>, 'key'>): T[] {
  if (!Array.isArray(value)) return [];
  const entries: T[] = [];
  const seen = new Set<string>();
  for (const raw of value) {
    if (entries.length === max) break;
    const entry = parse(raw);
    if (entry === null || seen.has(id(entry))) continue;
    seen.add(id(entry));
    entries.push(entry);
  }
  return entries;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked by a privacy setting.
    return null;
  }
}

export function storedList<T>(options: StoredListOptions<T>): StoredList<T> {
  const { key, id } = options;
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached: readonly T[] = EMPTY;
  let memory: readonly T[] | null = null;

  const read = (): readonly T[] => {
    if (memory) return memory;
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    if (raw === cachedRaw) return cached;
    cachedRaw = raw;
    let parsed: unknown = null;
    try {
      parsed = raw === null ? null : JSON.parse(raw);
    } catch {
      parsed = null;
    }
    cached = Object.freeze(validEntries(parsed, options));
    return cached;
  };

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const write = (entries: readonly T[]) => {
    const next = validEntries(entries, options);
    try {
      const store = storage();
      if (!store) throw new Error('no storage');
      store.setItem(key, JSON.stringify(next));
      memory = null;
    } catch {
      memory = Object.freeze(next);
    }
    notify();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  return {
    read,
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    add(entry) {
      write([entry, ...read().filter((other) => id(other) !== id(entry))]);
    },
    remove(...ids) {
      const current = read();
      if (!current.some((entry) => ids.includes(id(entry)))) return;
      write(current.filter((entry) => !ids.includes(id(entry))));
    },
    replace(entries) {
      write(entries);
    },
  };
}

/** A stored list of product ids. */
export function storedProductIds(key: string, max: number): StoredList<string> {
  return storedList({
    key,
    max,
    parse: (value) => (typeof value === 'string' && PRODUCT_ID_PATTERN.test(value) ? value : null),
    id: (value) => value,
  });
}
