/**
 * The per-model answer cache behind SectionContext.cached: values as JSON in a key-value store
 * with a TTL (files beside the report cache, or Redis shared by every instance), so they outlive
 * a restart, and concurrent loads of one key shared.
 */
import type { Logger } from '../logger.js';
import type { RedisConnection } from '../redis/connection.js';
import type { FileStore } from '../store/file-store.js';
import { UpstreamCancelledError } from '../upstream/fetch-json.js';

export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
}

export function createModelCache(store: KeyValueStore, logger: Logger) {
  const inFlight = new Map<string, Promise<unknown>>();
  const writes = new Set<Promise<void>>();
  function cached<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const pending = inFlight.get(key);
    // A load shared with a caller who then gave up is no answer for this one: it asks for itself.
    if (pending) return (pending as Promise<T>).catch((err: unknown) => {
      if (err instanceof UpstreamCancelledError) return cached(key, ttlSeconds, load);
      throw err;
    });
    let written: Promise<void> = Promise.resolve();
    const promise = (async () => {
      const stored = await store.get(key).catch(() => null);
      if (stored !== null) return JSON.parse(stored) as T;
      const value = await load();
      // The caller has its answer without waiting for the disk; later callers share this load
      // until the write is done. A cache that cannot be written only costs another lookup.
      written = store.set(key, JSON.stringify(value), ttlSeconds).catch((err: unknown) => logger.warn('model_cache_write_failed', { key, err }));
      writes.add(written);
      void written.finally(() => writes.delete(written));
      return value;
    })();
    inFlight.set(key, promise);
    void promise.then(() => written, () => {}).finally(() => inFlight.delete(key));
    return promise;
  }
  /** Resolves once every write started so far is done (before the store is closed). */
  const settled = async (): Promise<void> => {
    await Promise.all([...writes]);
  };
  return Object.assign(cached, { settled });
}

/** A bounded in-process KeyValueStore: entries expire, and past `maxEntries` the oldest go first. */
export function createMemoryKeyValueStore(now: () => number, maxEntries = 10_000): KeyValueStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return null;
      }
      return entry.value;
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
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
