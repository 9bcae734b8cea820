/**
 * A small TTL cache for a report section's answers that are shared by many VINs (recalls,
 * complaints, ratings per make, model and year), kept in the same store as reports: in memory and
 * on disk, or in memory and in Redis, under keys namespaced `section:{name}:{key}`.
 *
 * Values are JSON. Like reports, an expired answer is kept for the store's stale window and can be
 * read with `getStale` after the upstream fails.
 */
import type { Logger } from '../logger.js';
import type { ReportStore } from './report-store.js';

export interface SectionCacheOptions {
  /** The store reports use (normally the memory layer over the file or Redis store). */
  store: ReportStore;
  /** The section's name, e.g. "recalls": the key namespace. Letters, digits and dashes. */
  name: string;
  logger: Logger;
  now: () => number;
}

export interface SectionCache<T> {
  /** The fresh answer for `key` (e.g. "HONDA|ACCORD|2003"), or undefined. Never throws. */
  get(key: string): Promise<T | undefined>;
  /** The answer for `key` even if expired (within the stale window), with its age; or undefined. Never throws. */
  getStale(key: string): Promise<{ value: T; ageSeconds: number } | undefined>;
  /** Keeps `value` for `ttlSeconds`. Never throws: a failed or refused write is logged and skipped. */
  set(key: string, value: T, ttlSeconds: number): Promise<void>;
}

/** The store key of a section answer. */
export function sectionKey(name: string, key: string): string {
  return `section:${name}:${key}`;
}

export function createSectionCache<T>(options: SectionCacheOptions): SectionCache<T> {
  const { store, name, logger, now } = options;
  if (!/^[a-z0-9-]+$/i.test(name)) throw new Error(`section cache name must be letters, digits and dashes, got "${name}"`);
  const decode = (body: Buffer): T | undefined => {
    try {
      return (JSON.parse(body.toString('utf8')) as { value: T }).value;
    } catch {
      return undefined;
    }
  };
  return {
    async get(key) {
      const entry = await store.get(sectionKey(name, key));
      return entry ? decode(entry.body) : undefined;
    },
    async getStale(key) {
      const entry = await store.getStale(sectionKey(name, key));
      if (!entry) return undefined;
      const value = decode(entry.body);
      // Wrapped, so a cached `null` answer is told apart from a miss.
      return value === undefined ? undefined : { value, ageSeconds: Math.max(0, Math.round((now() - entry.storedAt) / 1000)) };
    },
    async set(key, value, ttlSeconds) {
      try {
        await store.set(sectionKey(name, key), Buffer.from(JSON.stringify({ value })), ttlSeconds);
      } catch (err) {
        logger.warn('section_cache_write_failed', { section: name, err });
      }
    },
  };
}
