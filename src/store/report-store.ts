/**
 * Where finished reports live between requests. Entries are the exact response bytes of a cache
 * hit, so serving one costs a lookup and a write, never a parse or a stringify.
 */
export interface StoredReport {
  body: Buffer;
  /** Epoch milliseconds after which the entry must not be served. */
  expiresAt: number;
}

export interface ReportStore {
  /** The live entry for `vin`, or null when absent, expired or unreadable (never throws). */
  get(vin: string): Promise<StoredReport | null>;
  /** Stores `body` for `ttlSeconds`. May throw; callers log and carry on, since the report is already built. */
  set(vin: string, body: Buffer, ttlSeconds: number): Promise<void>;
  /** Releases timers and connections. */
  close(): Promise<void>;
  /**
   * The live entry for `vin` if it can be had without I/O (a memory layer's hit), else null: what
   * lets a hit be answered without a promise. Null says nothing about the slower store; use `get`.
   */
  peek?(vin: string): StoredReport | null;
}

export interface MemoryLayerOptions {
  maxEntries: number;
  now: () => number;
}

/**
 * A bounded LRU in front of a slower store. Hits are answered from memory without touching the
 * disk; the expiry travels with each entry so memory never outlives the store's own TTL.
 */
export function withMemoryLayer(inner: ReportStore, options: MemoryLayerOptions): ReportStore {
  const entries = new Map<string, StoredReport>();
  const remember = (vin: string, entry: StoredReport) => {
    entries.delete(vin);
    entries.set(vin, entry);
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
  };
  const peek = (vin: string): StoredReport | null => {
    const entry = entries.get(vin);
    if (entry === undefined) return null;
    entries.delete(vin);
    if (entry.expiresAt <= options.now()) return null;
    // Map keeps insertion order, so re-inserting marks this entry as the most recently used.
    entries.set(vin, entry);
    return entry;
  };
  return {
    peek,
    async get(vin) {
      const entry = peek(vin);
      if (entry) return entry;
      const stored = await inner.get(vin);
      if (stored) remember(vin, stored);
      return stored;
    },
    async set(vin, body, ttlSeconds) {
      // The expiry counts from the call, not from whenever the slower store has finished writing.
      const expiresAt = options.now() + ttlSeconds * 1000;
      await inner.set(vin, body, ttlSeconds);
      remember(vin, { body, expiresAt });
    },
    close: () => inner.close(),
  };
}
