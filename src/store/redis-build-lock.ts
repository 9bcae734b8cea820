/**
 * The cross-instance build lock: `SET {prefix}lock:{VIN} token NX PX lease`. The holder builds the
 * report; other instances wait for it to land in the shared cache.
 *
 * The lease is short (REDIS_TIMEOUT_MS) and the holder renews it while it builds, so a lock whose
 * owner gave up (crashed, or lost Redis during a freeze and never heard back) lapses within one
 * lease of Redis answering again, instead of blocking the VIN for a whole build's length. Renewal
 * and release act only while the key still holds our token, so a slow holder never extends or frees
 * a lock that has since passed to someone else.
 *
 * While Redis is unreachable every caller gets a token and builds (each instance still coalesces
 * its own concurrent misses): duplicate upstream calls are preferred over waiting on a dead Redis.
 */
import { randomUUID } from 'node:crypto';
import { luaScript, type RedisConnection } from '../redis/connection.js';
import type { BuildLock } from './build-lock.js';

export interface RedisBuildLockOptions {
  connection: RedisConnection;
  prefix: string;
  /** How long the lock lives without renewal (REDIS_TIMEOUT_MS; at least 100 ms). */
  leaseMs: number;
  /** How often waiters look for the holder's result (default 100 ms). */
  pollMs?: number;
  /** Longest a waiter waits for a live holder before building itself (default 30 s). */
  maxWaitMs?: number;
}

const RELEASE = luaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`);

const RENEW = luaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`);

/** Handed out when Redis could not be asked: the caller builds without a lock. */
const UNLOCKED = 'unlocked';

/** Key of the build lock for `vin`. */
export function lockKey(prefix: string, vin: string): string {
  return `${prefix}lock:${vin}`;
}

export function createRedisBuildLock(options: RedisBuildLockOptions): BuildLock {
  const { connection, prefix } = options;
  const leaseMs = Math.max(100, options.leaseMs);
  // Renewed three times per lease, so one slow or lost renewal does not let the lock lapse.
  const renewEveryMs = Math.floor(leaseMs / 3);
  const renewals = new Map<string, NodeJS.Timeout>();

  const stopRenewing = (token: string) => {
    clearInterval(renewals.get(token));
    renewals.delete(token);
  };

  return {
    pollMs: options.pollMs ?? 100,
    maxWaitMs: options.maxWaitMs ?? 30_000,
    async acquire(vin) {
      const token = randomUUID();
      const key = lockKey(prefix, vin);
      try {
        const reply = await connection.command<string | null>(['SET', key, token, 'NX', 'PX', String(leaseMs)]);
        if (reply !== 'OK') return null;
      } catch {
        // Should the SET still reach Redis (a frozen Redis answers late), nobody renews it: it lapses within a lease.
        return UNLOCKED;
      }
      const timer = setInterval(() => {
        connection.script<number>(RENEW, [key], [token, String(leaseMs)]).then(
          (renewed) => {
            if (renewed !== 1) stopRenewing(token); // lapsed or taken over: no longer ours to keep
          },
          () => {}, // Redis unreachable: try again next time; the lease bounds the damage
        );
      }, renewEveryMs);
      timer.unref();
      renewals.set(token, timer);
      return token;
    },
    async release(vin, token) {
      if (token === UNLOCKED) return;
      stopRenewing(token);
      try {
        await connection.script(RELEASE, [lockKey(prefix, vin)], [token]);
      } catch {
        // Unreachable Redis: the lease lapses on its own.
      }
    },
  };
}
