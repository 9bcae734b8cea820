/**
 * The per-client daily budget. The window is the UTC day: every counter resets at UTC midnight.
 * The in-memory limiter keeps one integer per client for the current day only and drops the whole
 * day's state when the date changes, so memory is bounded by one day's distinct clients (and a hard
 * cap on top of that).
 */
import type { RateLimitState } from '../errors.js';

export interface RateLimitDecision extends RateLimitState {
  allowed: boolean;
}

export interface RateLimiter {
  /** Counts one request for `clientKey` and says whether it is within the budget. */
  take(clientKey: string): Promise<RateLimitDecision>;
  /** The client's current state without counting a request. */
  peek(clientKey: string): Promise<RateLimitDecision>;
  close(): Promise<void>;
}

export interface MemoryRateLimiterOptions {
  limit: number;
  now: () => number;
  /** Most distinct clients tracked per day; past it the oldest are forgotten (default 2,000,000). */
  maxClients?: number;
}

const DAY_MS = 86_400_000;

/** Seconds from `nowMs` to the next UTC midnight, at least 1. */
export function secondsToUtcMidnight(nowMs: number): number {
  const nextMidnight = (Math.floor(nowMs / DAY_MS) + 1) * DAY_MS;
  return Math.max(1, Math.ceil((nextMidnight - nowMs) / 1000));
}

export function createMemoryRateLimiter(options: MemoryRateLimiterOptions): RateLimiter & { size(): number } {
  const maxClients = options.maxClients ?? 2_000_000;
  let day = -1;
  let counts = new Map<string, number>();
  // One iterator kept across evictions: a fresh `keys().next()` would walk past every slot already
  // evicted (V8 compacts the table only now and then), making each eviction O(clients) during a flood.
  let oldest: Iterator<string> | undefined;

  const rollover = (nowMs: number) => {
    const today = Math.floor(nowMs / DAY_MS);
    if (today !== day) {
      day = today;
      counts = new Map();
      oldest = undefined;
    }
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

  const decision = (used: number, nowMs: number, allowed: boolean): RateLimitDecision => ({
    allowed,
    limit: options.limit,
    remaining: Math.max(0, options.limit - used),
    resetSeconds: secondsToUtcMidnight(nowMs),
  });

  return {
    // No await between reading a count and writing it, so concurrent requests are counted exactly.
    async take(clientKey) {
      const nowMs = options.now();
      rollover(nowMs);
      const used = counts.get(clientKey) ?? 0;
      if (used >= options.limit) return decision(used, nowMs, false);
      if (used === 0 && counts.size >= maxClients) {
        // Forget the client seen longest ago rather than grow without bound.
        evictOldest();
      }
      counts.set(clientKey, used + 1);
      return decision(used + 1, nowMs, true);
    },
    async peek(clientKey) {
      const nowMs = options.now();
      rollover(nowMs);
      const used = counts.get(clientKey) ?? 0;
      return decision(used, nowMs, used < options.limit);
    },
    async close() {},
    size: () => counts.size,
  };
}
