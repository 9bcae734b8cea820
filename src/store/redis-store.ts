/**
 * The shared cache: one Redis hash per key (`{prefix}report:{VIN}` for a report,
 * `{prefix}ncap-picture:<name>` for a vehicle picture) holding the exact bytes, the write time and
 * the end of freshness, both taken from Redis's own clock so instances with skewed clocks agree. The
 * key expires at the end of the stale window, so Redis itself forgets what can no longer be served.
 *
 * While Redis is unreachable, or refuses writes (out of memory, a read-only replica), a read is a
 * miss and a write is skipped: the answer is already built, and the connection has reported the
 * state once. Put `withMemoryLayer` in front: entries never change before they expire, so a
 * per-instance copy carrying the Redis expiry is always safe.
 */
import type { Logger } from '../logger.js';
import { luaScript, RedisRefusedError, RedisUnavailableError, type RedisConnection } from '../redis/connection.js';
import { DEFAULT_STALE_SECONDS, type ReportStore, type StoredEntry } from './report-store.js';

export interface RedisStoreOptions {
  connection: RedisConnection;
  /** Prepended to every key, e.g. "vin-report:", so deployments can share one Redis. */
  prefix: string;
  now: () => number;
  /** How long an expired entry is kept for getStale (default 30 days). */
  staleSeconds?: number;
  /** Told of a read that failed for a reason other than Redis being down or refusing. */
  logger?: Logger;
}

const REDIS_NOW_MS = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;

// ARGV: body, ms fresh, ms kept stale after that. A key from the previous format (a plain string) is replaced.
const SET_ENTRY = luaScript(`${REDIS_NOW_MS}
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'body', ARGV[1], 'stored', now, 'fresh', now + tonumber(ARGV[2]))
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) + tonumber(ARGV[3]))
return 1
`);

// {body, age in ms, ms until stale (negative once stale)} in one atomic round trip, or false.
const GET_ENTRY = luaScript(`${REDIS_NOW_MS}
local kind = redis.call('TYPE', KEYS[1])['ok']
if kind == 'string' then
  local pttl = redis.call('PTTL', KEYS[1])
  if pttl < 0 then pttl = 60000 end
  return {redis.call('GET', KEYS[1]), 0, pttl}
end
if kind ~= 'hash' then return false end
local v = redis.call('HMGET', KEYS[1], 'body', 'stored', 'fresh')
if not v[1] or not v[2] or not v[3] then return false end
return {v[1], now - tonumber(v[2]), tonumber(v[3]) - now}
`);

/** Key of the cached report for `vin`. */
export function reportKey(prefix: string, vin: string): string {
  return `${prefix}report:${vin}`;
}

/** The Redis key of a store key: a bare key is a VIN (under report:); a namespaced one (with a colon) is kept as it is. */
export function redisKeyFor(prefix: string, key: string): string {
  return key.includes(':') ? `${prefix}${key}` : reportKey(prefix, key);
}

export function createRedisStore(options: RedisStoreOptions): ReportStore {
  const { connection, prefix, now } = options;
  const staleMs = (options.staleSeconds ?? DEFAULT_STALE_SECONDS) * 1000;

  async function read(key: string): Promise<StoredEntry | null> {
    let reply: [Buffer, number, number] | null;
    try {
      reply = await connection.script<[Buffer, number, number] | null>(GET_ENTRY, [redisKeyFor(prefix, key)], [], { buffers: true });
    } catch (err) {
      // The connection has said it is down or refusing; any other error reply is a fault worth a line.
      if (!(err instanceof RedisUnavailableError) && !(err instanceof RedisRefusedError)) options.logger?.warn('cache_read_failed', { key, err });
      return null;
    }
    if (!Array.isArray(reply)) return null;
    const [body, ageMs, freshMs] = reply;
    if (!Buffer.isBuffer(body) || typeof ageMs !== 'number' || typeof freshMs !== 'number') return null;
    const at = now();
    return { body, storedAt: at - Math.max(0, ageMs), expiresAt: at + freshMs };
  }

  return {
    async get(key) {
      const entry = await read(key);
      return entry && entry.expiresAt > now() ? entry : null;
    },
    getStale: read,
    async set(key, body, ttlSeconds) {
      const freshMs = Math.max(1, Math.round(ttlSeconds * 1000));
      try {
        await connection.script(SET_ENTRY, [redisKeyFor(prefix, key)], [body, String(freshMs), String(staleMs)]);
      } catch (err) {
        // Unreachable or refusing Redis: skipped on purpose (see the policy above). Anything else is a real fault.
        if (!(err instanceof RedisUnavailableError) && !(err instanceof RedisRefusedError)) throw err;
      }
    },
    // The connection is shared with the limiter and the build lock; the app closes it.
    async close() {},
  };
}
