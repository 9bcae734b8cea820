/**
 * The one in-memory cache shape: entries that expire at a time given with each, bounded in count
 * (and, when the values have a size, in total size), the least recently used going first. Time
 * comes from the injected clock, so tests move it by hand. Expired entries are dropped when read
 * or when the bound needs room.
 */
export interface TtlMapOptions<V> {
  /** Epoch milliseconds; expiry times are on this clock. */
  now: () => number;
  /** Most entries kept (default unbounded: give maxSize then). */
  maxEntries?: number;
  /** Most total size kept, each value's size given by `sizeOf`; a value larger than this is not kept at all. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
}

export interface TtlMap<K, V> {
  /** The value if present and not expired; it becomes the most recently used. */
  get(key: K): V | undefined;
  has(key: K): boolean;
  /** Keeps `value` until `expiresAt` (epoch ms; Infinity for no expiry), replacing any value under `key`. */
  set(key: K, value: V, expiresAt: number): void;
  delete(key: K): void;
  /** Entries held (expired ones not yet dropped included) and their total size. */
  usage(): { entries: number; size: number };
}

export function createTtlMap<K, V>(options: TtlMapOptions<V>): TtlMap<K, V> {
  const { now } = options;
  const maxEntries = options.maxEntries ?? Infinity;
  const maxSize = options.maxSize ?? Infinity;
  const sizeOf = options.sizeOf ?? (() => 0);
  // A Map iterates in insertion order: re-inserting on use makes the first key the least recent.
  const entries = new Map<K, { value: V; expiresAt: number; size: number }>();
  let total = 0;

  const remove = (key: K) => {
    const held = entries.get(key);
    if (!held) return;
    entries.delete(key);
    total -= held.size;
  };

  const map: TtlMap<K, V> = {
    get(key) {
      const held = entries.get(key);
      if (!held) return undefined;
      if (held.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, held);
      return held.value;
    },
    has: (key) => map.get(key) !== undefined,
    set(key, value, expiresAt) {
      remove(key);
      const size = sizeOf(value);
      if (size > maxSize) return;
      entries.set(key, { value, expiresAt, size });
      total += size;
      while (entries.size > maxEntries || total > maxSize) remove(entries.keys().next().value!);
    },
    delete: remove,
    usage: () => ({ entries: entries.size, size: total }),
  };
  return map;
}
