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
 * A bounded, least-recently-used memory layer in front of a slower store. Hits are answered from
 * memory without touching the disk; the expiry travels with each entry so memory never outlives
 * the store's own TTL.
 *
 * Recency is the Map's insertion order: eviction takes the oldest-inserted entry, and a read moves
 * an entry to the young end by re-inserting it. A read re-inserts only an entry that was put there
 * maxEntries / 2 or more insertions ago: doing it on every hit cost a delete and an insert (and V8
 * shrinking the table) on the hottest path, and an entry younger than that is still at least
 * maxEntries / 2 insertions away from eviction. So an entry that is read again within every
 * maxEntries / 2 insertions is never evicted, as under a strict LRU.
 */
export function withMemoryLayer(inner: ReportStore, options: MemoryLayerOptions): ReportStore {
  interface Held {
    report: StoredReport;
    /** `insertions` when this entry was last put at the young end. */
    insertedAt: number;
  }
  const entries = new Map<string, Held>();
  const refreshAfter = Math.floor(options.maxEntries / 2);
  let insertions = 0;
  const insert = (vin: string, held: Held) => {
    entries.delete(vin);
    held.insertedAt = ++insertions;
    entries.set(vin, held);
  };
  const remember = (vin: string, report: StoredReport) => {
    insert(vin, { report, insertedAt: 0 });
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
  };
  const peek = (vin: string): StoredReport | null => {
    const held = entries.get(vin);
    if (held === undefined) return null;
    if (held.report.expiresAt <= options.now()) {
      entries.delete(vin);
      return null;
    }
    if (insertions - held.insertedAt >= refreshAfter) insert(vin, held);
    return held.report;
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
