/**
 * The shared cache: one Redis string per VIN (`{prefix}report:{VIN}`) holding the exact response
 * bytes, with the entry's TTL as the key's expiry, so every instance serves the same bytes and
 * Redis itself forgets stale reports.
 *
 * While Redis is unreachable a read is a miss and a write is skipped (the report is already built
 * and answered; the connection has logged the outage once). Put `withMemoryLayer` in front: entries
 * never change before they expire, so a per-instance copy carrying the Redis expiry is always safe.
 */
import { luaScript, RedisUnavailableError, type RedisConnection } from '../redis/connection.js';
import type { ReportStore } from './report-store.js';

export interface RedisStoreOptions {
  connection: RedisConnection;
  /** Prepended to every key, e.g. "vin-report:", so deployments can share one Redis. */
  prefix: string;
  now: () => number;
}

// Body and remaining TTL in one atomic round trip, so the expiry cannot belong to another write.
const GET_WITH_TTL = luaScript(`
local body = redis.call('GET', KEYS[1])
if not body then return false end
return {body, redis.call('PTTL', KEYS[1])}
`);

/** Key of the cached report for `vin`. */
export function reportKey(prefix: string, vin: string): string {
  return `${prefix}report:${vin}`;
}

export function createRedisStore(options: RedisStoreOptions): ReportStore {
  const { connection, prefix, now } = options;
  return {
    async get(vin) {
      let reply: [Buffer, number] | null;
      try {
        reply = await connection.script<[Buffer, number] | null>(GET_WITH_TTL, [reportKey(prefix, vin)], [], { buffers: true });
      } catch {
        return null;
      }
      if (!reply) return null;
      const [body, pttl] = reply;
      // -1 means the key has no expiry (written by hand): serve it, but keep memory copies short-lived.
      const ttlMs = pttl >= 0 ? pttl : 60_000;
      if (!Buffer.isBuffer(body) || ttlMs <= 0) return null;
      return { body, expiresAt: now() + ttlMs };
    },
    async set(vin, body, ttlSeconds) {
      try {
        await connection.command(['SET', reportKey(prefix, vin), body, 'PX', String(Math.max(1, Math.round(ttlSeconds * 1000)))]);
      } catch (err) {
        // Unreachable Redis: skipped on purpose (see the policy above). Anything else is a real fault.
        if (!(err instanceof RedisUnavailableError)) throw err;
      }
    },
    // The connection is shared with the limiter and the build lock; the app closes it.
    async close() {},
  };
}
