/**
 * The cross-instance build lock: `SET {prefix}lock:{VIN} token NX PX ttl`. The holder builds the
 * report; other instances wait for it to land in the shared cache. The expiry bounds how long a
 * crashed holder can block the VIN, and release deletes the key only if it still holds our token,
 * so a slow holder never frees a lock that has since passed to someone else.
 *
 * While Redis is unreachable every caller gets a token and builds (each instance still coalesces
 * its own concurrent misses): duplicate upstream calls are preferred over waiting on a dead Redis.
 */
import { randomUUID } from 'node:crypto';
import type { BuildLock } from '../report-service.js';
import { luaScript, type RedisConnection } from './connection.js';

export interface RedisBuildLockOptions {
  connection: RedisConnection;
  prefix: string;
  /** Lock expiry: longer than a build normally takes (default 30 s). */
  ttlMs?: number;
  /** How often waiters look for the holder's result (default 100 ms). */
  pollMs?: number;
  /** Longest a waiter waits before building itself (default: the lock TTL). */
  maxWaitMs?: number;
}

const RELEASE = luaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
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
  const ttlMs = options.ttlMs ?? 30_000;
  return {
    pollMs: options.pollMs ?? 100,
    maxWaitMs: options.maxWaitMs ?? ttlMs,
    async acquire(vin) {
      const token = randomUUID();
      try {
        const reply = await connection.command<string | null>(['SET', lockKey(prefix, vin), token, 'NX', 'PX', String(ttlMs)]);
        return reply === 'OK' ? token : null;
      } catch {
        return UNLOCKED;
      }
    },
    async release(vin, token) {
      if (token === UNLOCKED) return;
      try {
        await connection.script(RELEASE, [lockKey(prefix, vin)], [token]);
      } catch {
        // Unreachable Redis: the lock expires on its own.
      }
    },
  };
}
