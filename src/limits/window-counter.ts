/**
 * A count per key in fixed windows of time (the UTC day for the daily report budget, the minute for
 * MCP messages): every count restarts when the window does, and the whole previous window's state
 * is dropped then. Memory holds at most `maxKeys` keys; past that the key counted first in the
 * window is forgotten, so a flood of new keys cannot grow it without bound.
 */
export interface WindowCounterOptions {
  /** The window's length; windows start at multiples of it since the epoch (a day: UTC midnight). */
  windowMs: number;
  /** Most keys counted in one window. */
  maxKeys: number;
  now: () => number;
}

export interface WindowCount {
  /** The key's count in the current window (after this take when it was allowed). */
  used: number;
  /** Seconds until the current window ends, at least 1. */
  resetSeconds: number;
}

export interface WindowCounter {
  /** Adds `count` for `key` unless that would take it past `limit`; refused, nothing is added. */
  take(key: string, count: number, limit: number): WindowCount & { allowed: boolean };
  /** The key's count without adding to it. */
  peek(key: string): WindowCount;
  /** Keys counted in the current window. */
  size(): number;
}

/** Seconds from `nowMs` to the end of its `windowMs` window, at least 1. */
export function secondsToWindowEnd(nowMs: number, windowMs: number): number {
  const end = (Math.floor(nowMs / windowMs) + 1) * windowMs;
  return Math.max(1, Math.ceil((end - nowMs) / 1000));
}

export function createWindowCounter(options: WindowCounterOptions): WindowCounter {
  const { windowMs, maxKeys, now } = options;
  let window = -1;
  let counts = new Map<string, number>();
  // One iterator kept across evictions: a fresh `keys().next()` would walk past every slot already
  // evicted (V8 compacts the table only now and then), making each eviction O(keys) during a flood.
  let oldest: Iterator<string> | undefined;

  /** The current time, after dropping the previous window's counts if it has ended. */
  const rollover = (): number => {
    const nowMs = now();
    const current = Math.floor(nowMs / windowMs);
    if (current !== window) {
      window = current;
      counts = new Map();
      oldest = undefined;
    }
    return nowMs;
  };

  const evictOldest = () => {
    oldest ??= counts.keys();
    let next = oldest.next();
    if (next.done) {
      oldest = counts.keys();
      next = oldest.next();
    }
    if (!next.done) counts.delete(next.value);
  };

  // No await anywhere, so concurrent callers are counted exactly.
  return {
    take(key, count, limit) {
      const nowMs = rollover();
      const resetSeconds = secondsToWindowEnd(nowMs, windowMs);
      const used = counts.get(key) ?? 0;
      if (used + count > limit) return { allowed: false, used, resetSeconds };
      if (!counts.has(key) && counts.size >= maxKeys) evictOldest();
      counts.set(key, used + count);
      return { allowed: true, used: used + count, resetSeconds };
    },
    peek(key) {
      const nowMs = rollover();
      return { used: counts.get(key) ?? 0, resetSeconds: secondsToWindowEnd(nowMs, windowMs) };
    },
    size: () => counts.size,
  };
}
