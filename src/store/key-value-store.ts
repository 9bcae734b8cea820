/**
 * The key-value store port behind the model cache (src/sections/model-cache.ts): strings with a
 * TTL. Its memory and file implementations are here; the Redis one, loaded only with REDIS_URL, is
 * redis-key-value-store.ts.
 */
import type { FileStore } from './file-store.js';
import { createTtlMap } from './ttl-map.js';

export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
}

/** A bounded in-process KeyValueStore: entries expire, and past `maxEntries` the least recently used go first. */
export function createMemoryKeyValueStore(now: () => number, maxEntries = 10_000): KeyValueStore {
  const entries = createTtlMap<string, string>({ now, maxEntries });
  return {
    async get(key) {
      return entries.get(key) ?? null;
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, value, now() + ttlSeconds * 1000);
    },
  };
}

/**
 * The KeyValueStore on a file store of its own (atomic writes, bounded size, a corrupt file is a
 * miss). Each entry starts with its key on a line of its own, so a file that answers for another
 * key is a miss too; the value follows as it is.
 */
export function createFileKeyValueStore(files: FileStore): KeyValueStore {
  return {
    async get(key) {
      const entry = await files.get(key);
      if (!entry) return null;
      const text = entry.body.toString('utf8');
      const newline = text.indexOf('\n');
      return newline >= 0 && text.slice(0, newline) === JSON.stringify(key) ? text.slice(newline + 1) : null;
    },
    async set(key, value, ttlSeconds) {
      await files.set(key, Buffer.from(`${JSON.stringify(key)}\n${value}`), ttlSeconds);
    },
  };
}

