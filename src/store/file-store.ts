/**
 * The embedded cache: one file per VIN under a directory. Each file is a one-line JSON header
 * (expiry, length, SHA-256 of the body) followed by the body, so a truncated, edited or half-written
 * file is detected and treated as a miss. Writes go to a temp file that is renamed into place, so a
 * crash at any moment leaves either the old entry or the new one, never a mix.
 */
import { createHash, randomBytes } from 'node:crypto';
import { close, open as openCallback, read, readFile as readFileCallback, rename, unlink as unlinkCallback, write } from 'node:fs';
import { mkdir, open, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.js';
import type { ReportStore, StoredReport } from './report-store.js';

export interface FileStoreOptions {
  dir: string;
  now: () => number;
  logger: Logger;
  /** How often expired files are swept (default hourly; 0 disables the timer). */
  sweepIntervalMs?: number;
}

const TEMP_PREFIX = '.tmp-';
const SUFFIX = '.json';
const FORMAT_VERSION = 1;

interface Header {
  v: number;
  expiresAt: number;
  bytes: number;
  sha256: string;
}

export interface FileStore extends ReportStore {
  /** Deletes expired and unreadable entries; returns how many were removed. */
  sweep(): Promise<number>;
}

/**
 * Creates the directory if needed and removes temp files a crashed writer left behind.
 * @throws when the directory cannot be created (start-up should fail loudly then)
 */
export async function createFileStore(options: FileStoreOptions): Promise<FileStore> {
  const { dir, now, logger } = options;
  await mkdir(dir, { recursive: true });
  const leftovers = (await readdir(dir)).filter((name) => name.startsWith(TEMP_PREFIX) && !writerIsAlive(name));
  await Promise.all(leftovers.map((name) => unlink(path.join(dir, name)).catch(() => {})));
  if (leftovers.length > 0) logger.info('cache_temp_files_removed', { count: leftovers.length });

  const fileFor = (vin: string) => path.join(dir, vin + SUFFIX);

  async function readEntry(file: string): Promise<StoredReport | null> {
    let data: Buffer;
    try {
      data = await readWhole(file);
    } catch {
      return null;
    }
    const entry = parseEntry(data);
    if (!entry) {
      logger.warn('cache_entry_corrupt', { file: path.basename(file) });
      await unlink(file).catch(() => {});
    }
    return entry;
  }

  async function sweep(): Promise<number> {
    let removed = 0;
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return 0;
    }
    for (const name of names) {
      if (!name.endsWith(SUFFIX) || name.startsWith(TEMP_PREFIX)) continue;
      const file = path.join(dir, name);
      const header = await readHeader(file);
      if (header === undefined) continue; // vanished meanwhile
      if (header === null || header.expiresAt <= now()) {
        await unlink(file).then(() => removed++, () => {});
      }
    }
    if (removed > 0) logger.info('cache_swept', { removed });
    return removed;
  }

  const interval = options.sweepIntervalMs ?? 3_600_000;
  const timer = interval > 0 ? setInterval(() => void sweep(), interval) : undefined;
  timer?.unref();

  return {
    async get(vin) {
      const entry = await readEntry(fileFor(vin));
      if (!entry || entry.expiresAt <= now()) return null;
      return entry;
    },
    async set(vin, body, ttlSeconds) {
      const temp = path.join(dir, `${TEMP_PREFIX}${vin}-${process.pid}-${randomBytes(6).toString('hex')}`);
      return writeAtomically(temp, fileFor(vin), serializeEntry(body, now() + ttlSeconds * 1000));
    },
    sweep,
    async close() {
      if (timer) clearInterval(timer);
    },
  };
}

/** The bytes of a cache file holding `body` until `expiresAt` (epoch ms): what parseEntry reads back. */
export function serializeEntry(body: Buffer, expiresAt: number): Buffer {
  const header: Header = {
    v: FORMAT_VERSION,
    expiresAt,
    bytes: body.length,
    sha256: createHash('sha256').update(body).digest('hex'),
  };
  return Buffer.concat([Buffer.from(JSON.stringify(header) + '\n'), body]);
}

/**
 * Puts `data` at `file` so that no reader, in this process or another, ever sees a partial entry:
 * written to `temp`, closed, then renamed over `file`. A failure at any step removes the temp file
 * and rejects; `file` is then untouched.
 *
 * No fsync: a miss waits for this write, and flushing to the device was a third of it (0.55 ms of
 * 1.4 on the bench machine). Once rename returns, the entry survives the process being killed (it
 * is in the kernel's page cache), which is what "answered means stored" needs. What fsync would
 * add is survival of a power cut or kernel crash, and here it is not needed: an entry
 * that the cut left empty or torn fails its length and SHA-256 check on the next read, is deleted
 * and rebuilt, exactly like any other corrupt entry; a cache can do without that guarantee.
 *
 * Plain callbacks rather than fs/promises: the same thread-pool trips without a FileHandle and a
 * promise chain per step on the event loop.
 */
function writeAtomically(temp: string, file: string, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (err: Error) => unlinkCallback(temp, () => reject(err));
    openCallback(temp, 'w', 0o600, (openError, fd) => {
      if (openError) return reject(openError);
      const finish = (err: Error | null) => {
        close(fd, (closeError) => {
          const failure = err ?? closeError;
          if (failure) return fail(failure);
          rename(temp, file, (renameError) => (renameError ? fail(renameError) : resolve()));
        });
      };
      const writeFrom = (offset: number) => {
        write(fd, data, offset, data.length - offset, offset, (writeError, written) => {
          if (writeError) return finish(writeError);
          // A regular file takes the whole buffer in one write but for a full disk; loop regardless.
          if (offset + written < data.length) return writeFrom(offset + written);
          finish(null);
        });
      };
      writeFrom(0);
    });
  });
}

/** Most entries fit in one read of this size; bigger ones take the general path. */
const SINGLE_READ_BYTES = 32 * 1024;

/**
 * The whole file, in two trips to the thread pool (open, one read) where readFile takes four or
 * five (open, stat, reads, close), each of which waits for a thread and then for the event loop.
 * This is every memory-layer miss, so on a busy machine those trips are most of a hit's latency.
 * The descriptor is closed without waiting; a file of SINGLE_READ_BYTES or more is read by readFile.
 */
function readWhole(file: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    openCallback(file, 'r', (openError, fd) => {
      if (openError) return reject(openError);
      const chunk = Buffer.allocUnsafe(SINGLE_READ_BYTES);
      read(fd, chunk, 0, chunk.length, 0, (readError, bytesRead) => {
        close(fd, () => {});
        if (readError) return reject(readError);
        // Fewer bytes than asked for from a regular file means the end was reached: this is all of it.
        // Copied out so a cached entry holds its own bytes, not the whole scratch chunk.
        if (bytesRead < chunk.length) return resolve(Buffer.from(chunk.subarray(0, bytesRead)));
        readFileCallback(file, (err, data) => (err ? reject(err) : resolve(data)));
      });
    });
  });
}

/**
 * Whether the process that named a temp file (`.tmp-VIN-PID-random`) still runs. The HTTP server
 * and the MCP stdio server may share one CACHE_DIR, so start-up must not delete a live writer's
 * temp file; a crashed writer's is fair game.
 */
function writerIsAlive(name: string): boolean {
  const pid = Number(/^\.tmp-[A-Z0-9]+-(\d+)-/.exec(name)?.[1]);
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Header plus verified body, or null when anything about the file is off. */
export function parseEntry(data: Buffer): StoredReport | null {
  const newline = data.indexOf(0x0a);
  if (newline < 0 || newline > 512) return null;
  const header = parseHeader(data.subarray(0, newline).toString('utf8'));
  if (!header) return null;
  const body = data.subarray(newline + 1);
  if (body.length !== header.bytes) return null;
  if (createHash('sha256').update(body).digest('hex') !== header.sha256) return null;
  return { body, expiresAt: header.expiresAt };
}

function parseHeader(line: string): Header | null {
  try {
    const header = JSON.parse(line) as Partial<Header> | null;
    if (
      header && header.v === FORMAT_VERSION && typeof header.expiresAt === 'number' &&
      typeof header.bytes === 'number' && typeof header.sha256 === 'string'
    ) {
      return header as Header;
    }
  } catch {
    // fall through: unreadable header
  }
  return null;
}

/** Reads only the header line; undefined when the file is gone, null when it is unreadable. */
async function readHeader(file: string): Promise<Header | null | undefined> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const buffer = Buffer.alloc(512);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const newline = buffer.subarray(0, bytesRead).indexOf(0x0a);
    return newline < 0 ? null : parseHeader(buffer.subarray(0, newline).toString('utf8'));
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}
