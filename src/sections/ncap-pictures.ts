/**
 * NHTSA's vehicle pictures, kept beside the reports (the report store, under `ncap-picture:<name>`:
 * written atomically, bounded, shared through Redis when configured) so the service can serve them
 * from its own origin. A picture is fetched once per name, concurrent asks share the fetch, only
 * names an NCAP record named are ever fetched, and anything that is not a checked image is never
 * stored or served.
 */
import type { Logger } from '../logger.js';
import type { ReportStore } from '../store/report-store.js';
import { createTtlMap } from '../store/ttl-map.js';
import { fetchNcapPicture, sniffImageType, type ImageType, type NcapPictureClientOptions } from '../upstream/ncap-picture.js';
import { NCAP_PICTURE_NAME } from '../upstream/safety-ratings.js';

/** A picture's name never changes meaning (NHTSA names a new photo anew), so it is kept for a month. */
export const PICTURE_TTL_SECONDS = 30 * 86_400;

/** Where the service serves a picture: a path on its own origin. */
export const PICTURE_PATH_PREFIX = '/img/ncap/';

export interface ServedPicture {
  contentType: ImageType;
  bytes: Buffer;
}

export interface NcapPictures {
  /** Fetches and keeps the picture `name` unless kept already; false when NHTSA has no image under it or could not be asked. Never throws. */
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
  const { store, logger } = options;
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, Promise<boolean>>();
  // Only names an NCAP record gave us are fetched from the picture route, so a visitor asking for
  // made-up names cannot make the service call static.nhtsa.gov over and over.
  const known = createTtlMap<string, true>({ now, maxEntries: KNOWN_NAMES_MAX });
  const recentlyFailed = createTtlMap<string, true>({ now, maxEntries: KNOWN_NAMES_MAX });
  const key = (name: string) => `ncap-picture:${name}`;

  async function fetchAndKeep(name: string, signal?: AbortSignal): Promise<boolean> {
    let bytes: Buffer;
    try {
      bytes = await fetchNcapPicture(name, options.client, signal);
    } catch (err) {
      logger.warn('ncap_picture_unavailable', { name, err });
      recentlyFailed.set(name, true, now() + FAILED_RETRY_MS);
      return false;
    }
    // The memory layer keeps it even when the slower store refuses the write.
    await store.set(key(name), bytes, PICTURE_TTL_SECONDS).catch((err: unknown) => logger.warn('ncap_picture_cache_write_failed', { name, err }));
    return true;
  }

  /** The kept picture, only when its bytes are an image (an entry someone else wrote may not be). */
  async function kept(name: string): Promise<ServedPicture | null> {
    const entry = await store.get(key(name));
    const contentType = entry ? sniffImageType(entry.body) : undefined;
    return entry && contentType ? { contentType, bytes: entry.body } : null;
  }

  const pictures: NcapPictures = {
    async ensure(name, signal) {
      if (!NCAP_PICTURE_NAME.test(name)) return false;
      known.set(name, true, Infinity);
      if (await kept(name)) return true;
      let pending = inFlight.get(name);
      if (!pending) {
        pending = fetchAndKeep(name, signal).finally(() => inFlight.delete(name));
        inFlight.set(name, pending);
      }
      return pending;
    },
    async read(name) {
      if (!NCAP_PICTURE_NAME.test(name)) return null;
      const picture = await kept(name);
      if (picture) return picture;
      if (!known.has(name) || recentlyFailed.has(name)) return null;
      return (await pictures.ensure(name)) ? kept(name) : null;
    },
  };
  return pictures;
}
