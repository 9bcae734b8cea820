import { RedisRefusedError, RedisUnavailableError, type RedisConnection } from '../redis/connection.js';
import type { KeyValueStore } from './key-value-store.js';

/** The shared KeyValueStore on Redis (`{prefix}model:{key}`), so every instance asks upstream once per model. */
export function createRedisKeyValueStore(connection: RedisConnection, prefix: string): KeyValueStore {
  return {
    async get(key) {
      let value: Buffer | string | null;
      try {
        value = await connection.command<Buffer | string | null>(['GET', `${prefix}model:${key}`]);
      } catch (err) {
        // Down or refusing is a miss the connection has already reported; any other reply is for the caller to log.
        if (err instanceof RedisUnavailableError || err instanceof RedisRefusedError) return null;
        throw err;
      }
      return value === null ? null : value.toString();
    },
    async set(key, value, ttlSeconds) {
      await connection.command(['SET', `${prefix}model:${key}`, value, 'EX', String(ttlSeconds)]);
    },
  };
}
