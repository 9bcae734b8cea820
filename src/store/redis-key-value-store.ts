import type { RedisConnection } from '../redis/connection.js';
import type { KeyValueStore } from './key-value-store.js';

/** The shared KeyValueStore on Redis (`{prefix}model:{key}`), so every instance asks upstream once per model. */
export function createRedisKeyValueStore(connection: RedisConnection, prefix: string): KeyValueStore {
  return {
    async get(key) {
      const value = await connection.command<Buffer | string | null>(['GET', `${prefix}model:${key}`]);
      return value === null ? null : value.toString();
    },
    async set(key, value, ttlSeconds) {
      await connection.command(['SET', `${prefix}model:${key}`, value, 'EX', String(ttlSeconds)]);
    },
  };
}
