/**
 * A small in-process cache for slow-changing upstream lists (the recall catalogue, EPA's model
 * menu): answers kept for a while, concurrent asks for one key share one call, failures are not
 * kept, and the entry count is bounded (oldest dropped first).
 */

export interface AnswerCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

export interface AnswerCache<T> {
  /** The cached answer for `key`, or the one `load` gives (shared with concurrent callers). */
  get(key: string, load: () => Promise<T>): Promise<T>;
}

export function createAnswerCache<T>(options: AnswerCacheOptions): AnswerCache<T> {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1000;
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key, load) {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { value, expires: now() + options.ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
