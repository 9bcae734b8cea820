/**
 * NHTSA's vehicle pictures, kept beside the reports (the report store, under `ncap-picture:<name>`:
 * written atomically, bounded, shared through Redis when configured) so the service can serve them
 * from its own origin. A picture is fetched once per name, concurrent asks share the fetch, and
 * anything that is not a checked image is never stored or served.
 */
import type { Logger } from '../logger.js';
import type { ReportStore } from '../store/report-store.js';
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
  /** The kept picture (fetched again if it has gone), checked to be an image; null when there is none. Never throws. */
  read(name: string): Promise<ServedPicture | null>;
}

export interface NcapPicturesOptions {
  store: ReportStore;
  client: NcapPictureClientOptions;
  logger: Logger;
}

export function createNcapPictures(options: NcapPicturesOptions): NcapPictures {
  const { store, logger } = options;
  const inFlight = new Map<string, Promise<boolean>>();
  const key = (name: string) => `ncap-picture:${name}`;

  async function fetchAndKeep(name: string, signal?: AbortSignal): Promise<boolean> {
    let bytes: Buffer;
    try {
      bytes = await fetchNcapPicture(name, options.client, signal);
    } catch (err) {
      logger.warn('ncap_picture_unavailable', { name, err });
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
      return (await kept(name)) ?? ((await pictures.ensure(name)) ? kept(name) : null);
    },
  };
  return pictures;
}
