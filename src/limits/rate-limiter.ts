/**
 * The per-client daily budget. The window is the UTC day: every counter resets at UTC midnight.
 * The in-memory limiter is a window counter (window-counter.ts): one integer per client for the
 * current day only, so memory is bounded by one day's distinct clients (and a hard cap on top).
 */
import type { RateLimitState } from '../errors.js';
import { createWindowCounter, secondsToWindowEnd, type WindowCount } from './window-counter.js';

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
  return secondsToWindowEnd(nowMs, DAY_MS);
}

export function createMemoryRateLimiter(options: MemoryRateLimiterOptions): RateLimiter & { size(): number } {
  const counter = createWindowCounter({ windowMs: DAY_MS, maxKeys: options.maxClients ?? 2_000_000, now: options.now });
  const decision = ({ used, resetSeconds }: WindowCount, allowed: boolean): RateLimitDecision => ({
    allowed,
    limit: options.limit,
    remaining: Math.max(0, options.limit - used),
    resetSeconds,
  });
  return {
    async take(clientKey) {
      const taken = counter.take(clientKey, 1, options.limit);
      return decision(taken, taken.allowed);
    },
    async peek(clientKey) {
      const count = counter.peek(clientKey);
      return decision(count, count.used < options.limit);
    },
    async close() {},
    size: () => counter.size(),
  };
}
