/**
 * NHTSA's vehicle pictures, kept beside the reports (the report store, under `ncap-picture:<name>`:
 * written atomically, bounded, shared through Redis when configured), with a bounded memory layer
 * in front so a store that refuses writes (Redis down, a full disk) still serves what was fetched,
 * so the service can serve them from its own origin. A picture is fetched once per name, concurrent
 * asks share the fetch, and no one caller's going away cancels it; only names an NCAP record named
 * are ever fetched (remembered in the store too, `ncap-picture-named:<name>`, so a restart or an
 * evicted picture does not leave kept reports naming one that is never fetched again), and
 * anything that is not a checked image is never stored or served.
 */
import type { Logger } from '../logger.js';
import { withMemoryLayer, type ReportStore } from '../store/report-store.js';
import { untilAborted } from '../until-aborted.js';
import { createTtlMap } from '../store/ttl-map.js';
import { fetchNcapPicture, sniffImageType, type ImageType, type NcapPictureClientOptions } from '../upstream/ncap-picture.js';
import { NCAP_PICTURE_NAME } from '../upstream/safety-ratings.js';

/** A picture's name never changes meaning (NHTSA names a new photo anew), so it is kept for a month. */
export const PICTURE_TTL_SECONDS = 30 * 86_400;

/** Where the service serves a picture: a path on its own origin. */
export const PICTURE_PATH_PREFIX = '/img/ncap/';

/** Pictures held in memory at most, in bytes, whatever the store does (a few hundred kilobytes each). */
export const PICTURE_MEMORY_MAX_BYTES = 32 * 1024 * 1024;

export interface ServedPicture {
  contentType: ImageType;
  bytes: Buffer;
}

export interface NcapPictures {
  /**
   * Fetches and keeps the picture `name` unless kept already: true once it is kept, false when NHTSA
   * has no image under it or could not be asked. The fetch is shared by every caller and bound to
   * none: `signal` ends only this caller's wait (false), never the fetch. Never throws.
   */
  ensure(name: string, signal?: AbortSignal): Promise<boolean>;
  /**
   * The kept picture, checked to be an image; fetched again if it has gone and an NCAP record named
   * it (not within minutes of a failed fetch); null otherwise. Never throws.
   */
  read(name: string): Promise<ServedPicture | null>;
}

export interface NcapPicturesOptions {
  store: ReportStore;
  client: NcapPictureClientOptions;
  logger: Logger;
  now?: () => number;
}

/** How many picture names an instance remembers having seen in NHTSA's records. */
const KNOWN_NAMES_MAX = 10_000;
/** A name whose fetch failed is not asked again from the picture route for this long. */
const FAILED_RETRY_MS = 10 * 60_000;

export function createNcapPictures(options: NcapPicturesOptions): NcapPictures {
  const { logger } = options;
  const now = options.now ?? Date.now;
  const store = withMemoryLayer(options.store, { maxBytes: PICTURE_MEMORY_MAX_BYTES, now });
  const inFlight = new Map<string, Promise<boolean>>();
  // Only names an NCAP record gave us are fetched from the picture route, so a visitor asking for
  // made-up names cannot make the service call static.nhtsa.gov over and over.
  const known = createTtlMap<string, true>({ now, maxEntries: KNOWN_NAMES_MAX });
  const recentlyFailed = createTtlMap<string, true>({ now, maxEntries: KNOWN_NAMES_MAX });
  const key = (name: string) => `ncap-picture:${name}`;
  const namedKey = (name: string) => `ncap-picture-named:${name}`;

  async function fetchAndKeep(name: string): Promise<boolean> {
    let bytes: Buffer;
    try {
      bytes = await fetchNcapPicture(name, options.client);
    } catch (err) {
      logger.warn('ncap_picture_unavailable', { name, err });
      recentlyFailed.set(name, true, now() + FAILED_RETRY_MS);
      return false;
    }
    // The memory layer keeps it even when the slower store refuses the write.
    await store.set(key(name), bytes, PICTURE_TTL_SECONDS).catch((err: unknown) => logger.warn('ncap_picture_cache_write_failed', { name, err }));
    return (await kept(name)) !== null;
  }

  /** A store that cannot be read is a miss (the picture is fetched again), and said in the log. */
  function readFailed(name: string, err: unknown): null {
    logger.warn('ncap_picture_cache_read_failed', { name, err });
    return null;
  }

  /** The kept picture, only when its bytes are an image (an entry someone else wrote may not be). */
  async function kept(name: string): Promise<ServedPicture | null> {
    const entry = await store.get(key(name)).catch((err: unknown) => readFailed(name, err));
    const contentType = entry ? sniffImageType(entry.body) : undefined;
    return entry && contentType ? { contentType, bytes: entry.body } : null;
  }

  /** The one fetch of `name` under way, or a new one. */
  function fetchShared(name: string): Promise<boolean> {
    let pending = inFlight.get(name);
    if (!pending) {
      pending = fetchAndKeep(name).finally(() => inFlight.delete(name));
      inFlight.set(name, pending);
    }
    return pending;
  }

  /** Whether an NCAP record named `name`, here or (before a restart, or on another instance) anywhere the store is shared. */
  async function wasNamed(name: string): Promise<boolean> {
    if (known.has(name)) return true;
    if (!(await store.get(namedKey(name)).catch((err: unknown) => readFailed(name, err)))) return false;
    known.set(name, true, Infinity);
    return true;
  }

  return {
    async ensure(name, signal) {
      if (!NCAP_PICTURE_NAME.test(name)) return false;
      known.set(name, true, Infinity);
      const ready = (await kept(name)) !== null || (await untilAborted(fetchShared(name), signal).catch(() => false));
      // Written after the picture on every build that names it: a full cache evicts the picture
      // first, and after a restart the route still knows a kept report's picture may be fetched.
      if (ready) void store.set(namedKey(name), Buffer.from('1'), PICTURE_TTL_SECONDS).catch((err: unknown) => logger.warn('ncap_picture_cache_write_failed', { name, err }));
      return ready;
    },
    async read(name) {
      if (!NCAP_PICTURE_NAME.test(name)) return null;
      const picture = await kept(name);
      if (picture) return picture;
      if (recentlyFailed.has(name) || !(await wasNamed(name))) return null;
      return (await fetchShared(name)) ? kept(name) : null;
    },
  };
}
