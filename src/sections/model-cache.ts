/**
 * The per-model answer cache behind SectionContext.cached: values as JSON in a key-value store
 * with a TTL (files beside the report cache, or Redis shared by every instance), so they outlive
 * a restart, and concurrent loads of one key shared.
 */
import type { Logger } from '../logger.js';
import type { KeyValueStore } from '../store/key-value-store.js';
import { UpstreamCancelledError } from '../upstream/http/fetch-json.js';

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
      // An answer that cannot be read is asked for again, and said in the log.
      const stored = await store.get(key).catch((err: unknown) => {
        logger.warn('model_cache_read_failed', { key, err });
        return null;
      });
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
