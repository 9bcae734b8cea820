/**
 * The shared daily budget: one Redis counter per client per UTC day
 * (`{prefix}limit:{YYYY-MM-DD}:{clientKey}`), checked and incremented by one Lua script, so the
 * decision is a single atomic round trip and N instances together admit exactly `limit` requests.
 * The day in the key comes from the injected clock; the key expires at that day's UTC midnight.
 *
 * While Redis is unreachable the decision comes from `fallback` (a per-instance in-memory limiter):
 * the service fails open to a local budget rather than refusing everyone or admitting everyone.
 */
import { luaScript, RedisRefusedError, RedisUnavailableError, type RedisConnection } from '../redis/connection.js';
import type { RateLimitDecision, RateLimiter } from './rate-limiter.js';
import { secondsToUtcMidnight } from './rate-limiter.js';

export interface RedisRateLimiterOptions {
  connection: RedisConnection;
  prefix: string;
  limit: number;
  now: () => number;
  /** Answers while Redis is unreachable. */
  fallback: RateLimiter;
  /**
   * Told of a Redis error reply that is not an outage (a wrong type, a broken script): a fault to
   * log and count, though the budget still answers from `fallback`. Outages the connection logs itself.
   */
  onFault?: (err: unknown) => void;
}

const DAY_MS = 86_400_000;

// Refused requests are not counted, as in the memory limiter, so the counter never passes `limit`.
// The expiry is relative (ms to the caller's next UTC midnight) so a clock skew between an
// instance and Redis cannot expire a counter early; the date in the key keeps days apart anyway.
const TAKE = luaScript(`
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then return {used, 0} end
used = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {used, 1}
`);

/** Key of `clientKey`'s counter for the UTC day containing `nowMs`. */
export function limitKey(prefix: string, clientKey: string, nowMs: number): string {
  return `${prefix}limit:${new Date(nowMs).toISOString().slice(0, 10)}:${clientKey}`;
}

export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const { connection, prefix, limit, now, fallback, onFault } = options;
  const fellBack = (err: unknown) => {
    if (!(err instanceof RedisUnavailableError || err instanceof RedisRefusedError)) onFault?.(err);
  };

  const decision = (used: number, nowMs: number, allowed: boolean): RateLimitDecision => ({
    allowed,
    limit,
    remaining: Math.max(0, limit - used),
    resetSeconds: secondsToUtcMidnight(nowMs),
  });

  return {
    async take(clientKey) {
      const nowMs = now();
      const msToMidnight = (Math.floor(nowMs / DAY_MS) + 1) * DAY_MS - nowMs;
      try {
        const [used, allowed] = await connection.script<[number, number]>(
          TAKE,
          [limitKey(prefix, clientKey, nowMs)],
          [String(limit), String(Math.max(1, msToMidnight))],
        );
        return decision(used, nowMs, allowed === 1);
      } catch (err) {
        fellBack(err);
        return fallback.take(clientKey);
      }
    },
    async peek(clientKey) {
      const nowMs = now();
      try {
        const used = Number((await connection.command<string | null>(['GET', limitKey(prefix, clientKey, nowMs)])) ?? 0);
        return decision(used, nowMs, used < limit);
      } catch (err) {
        fellBack(err);
        return fallback.peek(clientKey);
      }
    },
    // The connection is shared; the app closes it.
    close: () => fallback.close(),
  };
}
