/**
 * Where finished reports (and NHTSA's vehicle pictures) live between requests: a TTL key-value
 * store of byte strings. A report's key is its VIN; other users namespace their keys with a colon
 * (`ncap-picture:<name>`, see src/sections/ncap-pictures.ts), so one store serves both.
 *
 * Every entry is fresh until `expiresAt` and is then kept for the store's stale window
 * (STALE_IF_ERROR_SECONDS): `get` answers only fresh entries, `getStale` also expired ones, for
 * serving through an upstream outage. A stale entry is never returned by `get`.
 */
import type { VinReport } from '../report/report.js';
import { createTtlMap } from './ttl-map.js';

export interface StoredEntry {
  body: Buffer;
  /** Epoch milliseconds when the entry was written: its age is now minus this. */
  storedAt: number;
  /** Epoch milliseconds after which the entry is stale (never served as fresh). */
  expiresAt: number;
  /**
   * The body already parsed, when a checked store (src/store/checked-reports.ts) read it as a
   * report, so it is not parsed again. Never kept in memory, whose bound counts body bytes.
   */
  report?: VinReport;
}

export interface ReportStore {
  /** The fresh entry for `key`, or null when absent, expired or unreadable. Never throws. */
  get(key: string): Promise<StoredEntry | null>;
  /**
   * The entry for `key` if it is still kept, fresh or expired within the stale window; for use
   * after an upstream failure only, labelled with its age. Never throws.
   */
  getStale(key: string): Promise<StoredEntry | null>;
  /**
   * Stores `body` for `ttlSeconds` (then kept stale for the store's window). May throw (full or
   * read-only disk, a refusing Redis); callers log and carry on, since the answer is already built.
   */
  set(key: string, body: Buffer, ttlSeconds: number): Promise<void>;
  /** Releases timers and connections. */
  close(): Promise<void>;
}

/** How long an expired entry is kept for getStale unless configured (STALE_IF_ERROR_SECONDS). */
export const DEFAULT_STALE_SECONDS = 30 * 86_400;

/** Above this size an entry is not cached at all (a report is normally 5 to 30 KB). */
export const MAX_CACHED_ENTRY_BYTES = 1024 * 1024;

/** An entry too large to cache: nothing was stored. */
export class CacheEntryTooLargeError extends Error {
  readonly code = 'CACHE_ENTRY_TOO_LARGE';
  constructor(bytes: number, limit: number) {
    super(`entry of ${bytes} bytes not cached: the limit is ${limit} bytes`);
    this.name = 'CacheEntryTooLargeError';
  }
}

export interface MemoryLayerOptions {
  /** Total body bytes kept in memory (MEMORY_CACHE_MAX_BYTES). */
  maxBytes: number;
  /** Entries larger than this are refused by `set`, in memory and below (default MAX_CACHED_ENTRY_BYTES). */
  maxEntryBytes?: number;
  now: () => number;
}

/** A memory layer that can say how much it holds (for tests and /healthz). */
export interface MemoryLayer extends ReportStore {
  /** Entries and body bytes currently held in memory. */
  memoryUsage(): { entries: number; bytes: number };
}

/**
 * A least-recently-used memory layer in front of a slower store, bounded by body bytes. Fresh
 * entries only: the expiry travels with each entry so memory never serves past the store's TTL,
 * and stale reads go to the slower store, which keeps expired entries.
 *
 * A write is kept in memory before the slower store is asked, so a store that throws (full disk,
 * Redis out of memory) still leaves the report cached here; the error is then passed on for logging.
 */
export function withMemoryLayer(inner: ReportStore, options: MemoryLayerOptions): MemoryLayer {
  const maxEntryBytes = options.maxEntryBytes ?? MAX_CACHED_ENTRY_BYTES;
  const entries = createTtlMap<string, StoredEntry>({ now: options.now, maxSize: options.maxBytes, sizeOf: (entry) => entry.body.length });

  const remember = (key: string, entry: StoredEntry) => {
    if (entry.body.length > maxEntryBytes) entries.delete(key);
    else entries.set(key, entry, entry.expiresAt);
  };
  const fresh = (key: string): StoredEntry | null => entries.get(key) ?? null;

  return {
    async get(key) {
      const held = fresh(key);
      if (held) return held;
      const stored = await inner.get(key);
      if (stored) remember(key, { body: stored.body, storedAt: stored.storedAt, expiresAt: stored.expiresAt });
      return stored;
    },
    async getStale(key) {
      return fresh(key) ?? inner.getStale(key);
    },
    async set(key, body, ttlSeconds) {
      if (body.length > maxEntryBytes) throw new CacheEntryTooLargeError(body.length, maxEntryBytes);
      // The expiry counts from the call, not from whenever the slower store has finished writing.
      const storedAt = options.now();
      remember(key, { body, storedAt, expiresAt: storedAt + ttlSeconds * 1000 });
      await inner.set(key, body, ttlSeconds);
    },
    close: () => inner.close(),
    memoryUsage: () => {
      const { entries: count, size } = entries.usage();
      return { entries: count, bytes: size };
    },
  };
}
