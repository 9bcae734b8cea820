/**
 * The embedded cache: one file per key under a directory (`VIN.json` for a report, a hashed name
 * for other keys). Each file is a one-line JSON header (write time, expiry, length, SHA-256 of the
 * body) followed by the body, so a truncated, edited or half-written file is detected and treated
 * as a miss. Writes go to a temp file that is renamed into place, so a crash at any moment leaves
 * either the old entry or the new one, never a mix.
 *
 * Bounded: the directory holds at most `maxBytes` (CACHE_MAX_BYTES) of entries, oldest written
 * evicted first, so a flood of distinct VINs cannot fill the disk. Expired entries are kept for
 * the stale window (STALE_IF_ERROR_SECONDS) within that bound, then swept.
 */
import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.js';
import { DEFAULT_STALE_SECONDS, MAX_CACHED_ENTRY_BYTES, type ReportStore, type StoredEntry } from './report-store.js';

export interface FileStoreOptions {
  dir: string;
  now: () => number;
  logger: Logger;
  /** How often expired files are swept and the size recounted (default hourly; 0 disables the timer). */
  sweepIntervalMs?: number;
  /** Most bytes of entry files kept (default 512 MiB); past it the oldest written are deleted. */
  maxBytes?: number;
  /** How long an expired entry is kept for getStale (default 30 days). */
  staleSeconds?: number;
  /** How long a stat of the directory may be outstanding before `probe` says the cache is not answering (default 1 s). */
  probeTimeoutMs?: number;
}

export const DEFAULT_CACHE_MAX_BYTES = 512 * 1024 * 1024;

const TEMP_PREFIX = '.tmp-';
const SUFFIX = '.json';
const FORMAT_VERSION = 2;
/** Longest header line a reader accepts. */
const MAX_HEADER_BYTES = 512;
/** Largest file read as an entry: a report the memory layer would cache, and its header. */
const MAX_FILE_BYTES = MAX_CACHED_ENTRY_BYTES + MAX_HEADER_BYTES;
/**
 * An entry is opened without following a symlink (ELOOP) or waiting for a FIFO's writer, so a
 * planted `VIN.json` can neither block a thread-pool worker nor point at /dev/zero.
 */
const OPEN_ENTRY = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

interface Header {
  v: number;
  storedAt: number;
  expiresAt: number;
  bytes: number;
  sha256: string;
}

export interface FileStore extends ReportStore {
  /**
   * Recounts the directory (another process may share it), deletes entries past the stale window
   * and unreadable ones, then the oldest until the total is within maxBytes; returns how many went.
   */
  sweep(): Promise<number>;
  /** Bytes of entry files this store counts (its own writes, and the directory as of the last sweep). */
  diskUsage(): number;
  /**
   * Whether the directory still answers, without waiting for it: 'not answering' while a stat of it
   * has been outstanding for longer than the probe timeout, 'failing' when the last one failed.
   * Each call starts a stat unless one is outstanding. Never throws.
   */
  probe(): 'ok' | 'not answering' | 'failing';
}

/** A cache directory other users can write: they could plant or replace entries. */
export class UnsafeCacheDirError extends Error {
  readonly code = 'CACHE_DIR_UNSAFE';
  constructor(dir: string) {
    super(`CACHE_DIR ${dir} is writable by other users, who could plant reports in it; make it private (chmod 700) or point CACHE_DIR elsewhere`);
    this.name = 'UnsafeCacheDirError';
  }
}

/** The file name of `key`: a VIN as itself, anything else (namespaced keys) by its hash. */
export function fileNameFor(key: string): string {
  if (/^[A-Z0-9]{1,32}$/.test(key)) return key + SUFFIX;
  return 'k-' + createHash('sha256').update(key).digest('hex').slice(0, 40) + SUFFIX;
}

/**
 * Creates the directory if needed (mode 0700), removes temp files a crashed writer left behind and
 * counts what the directory holds. A directory its group can write, or another user owns, is used
 * with a warning (`cache_dir_shared`).
 * @throws UnsafeCacheDirError when every user may write the directory; any error creating it
 *   (start-up should fail loudly then)
 */
export async function createFileStore(options: FileStoreOptions): Promise<FileStore> {
  const { dir, now, logger } = options;
  const maxBytes = options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES;
  const staleMs = (options.staleSeconds ?? DEFAULT_STALE_SECONDS) * 1000;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await checkDirectoryOwnership(dir, logger);
  const leftovers = (await readdir(dir)).filter((name) => name.startsWith(TEMP_PREFIX) && !writerIsAlive(name));
  await Promise.all(leftovers.map((name) => unlink(path.join(dir, name)).catch(() => {})));
  if (leftovers.length > 0) logger.info('cache_temp_files_removed', { count: leftovers.length });

  // Entry files by name with their sizes, oldest written first (a Map keeps insertion order).
  let sizes = new Map<string, number>();
  let total = 0;
  const account = (name: string, size: number | undefined) => {
    const before = sizes.get(name);
    if (before !== undefined) {
      sizes.delete(name);
      total -= before;
    }
    if (size !== undefined) {
      sizes.set(name, size);
      total += size;
    }
  };
  const remove = async (name: string): Promise<boolean> => {
    account(name, undefined);
    return unlink(path.join(dir, name)).then(() => true, () => false);
  };
  /** Deletes the oldest entries until the total is within maxBytes; returns how many went. */
  const evict = async (): Promise<number> => {
    let evicted = 0;
    while (total > maxBytes && sizes.size > 0) {
      if (await remove(sizes.keys().next().value!)) evicted++;
    }
    if (evicted > 0) logger.info('cache_evicted', { evicted, bytes: total, maxBytes });
    return evicted;
  };
  const recount = async (): Promise<void> => {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return;
    }
    const found: Array<{ name: string; size: number; mtimeMs: number }> = [];
    for (const name of names) {
      if (!name.endsWith(SUFFIX) || name.startsWith(TEMP_PREFIX)) continue;
      try {
        // lstat: a symlink is not an entry, whatever it points at.
        const info = await lstat(path.join(dir, name));
        if (info.isFile()) found.push({ name, size: info.size, mtimeMs: info.mtimeMs });
      } catch {
        // vanished meanwhile
      }
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    sizes = new Map();
    total = 0;
    for (const file of found) account(file.name, file.size);
  };
  await recount();
  await evict();

  async function readEntry(name: string): Promise<StoredEntry | null> {
    const data = await readEntryFile(path.join(dir, name));
    if (data === undefined) return null;
    if (typeof data === 'string') {
      logger.warn('cache_entry_refused', { file: name, reason: data });
      await remove(name);
      return null;
    }
    const entry = parseEntry(data);
    if (!entry) {
      // A file from the previous format is simply replaced; anything else is worth a warning.
      if (!data.subarray(0, 8).equals(Buffer.from('{"v":1,"'))) logger.warn('cache_entry_corrupt', { file: name });
      await remove(name);
    } else if (entry.expiresAt + staleMs <= now()) {
      await remove(name);
      return null;
    }
    return entry;
  }

  async function sweep(): Promise<number> {
    await recount();
    let removed = 0;
    for (const name of [...sizes.keys()]) {
      const header = await readHeader(path.join(dir, name));
      if (header === undefined) {
        account(name, undefined); // vanished meanwhile
      } else if (header === null || header.expiresAt + staleMs <= now()) {
        if (await remove(name)) removed++;
      }
    }
    removed += await evict();
    if (removed > 0) logger.info('cache_swept', { removed, bytes: total });
    return removed;
  }

  // A probe is one stat of the directory in the thread pool, at most one in flight. It is read
  // without waiting: a stat outstanding for longer than the timeout means the cache stopped answering.
  const probeTimeoutMs = options.probeTimeoutMs ?? 1000;
  let probeStarted: number | undefined;
  let probeFailed = false;
  function probe(): 'ok' | 'not answering' | 'failing' {
    if (probeStarted !== undefined) return performance.now() - probeStarted > probeTimeoutMs ? 'not answering' : probeFailed ? 'failing' : 'ok';
    probeStarted = performance.now();
    void stat(dir).then(() => (probeFailed = false), () => (probeFailed = true)).finally(() => (probeStarted = undefined));
    return probeFailed ? 'failing' : 'ok';
  }

  const interval = options.sweepIntervalMs ?? 3_600_000;
  const timer = interval > 0 ? setInterval(() => void sweep(), interval) : undefined;
  timer?.unref();

  return {
    async get(key) {
      const entry = await readEntry(fileNameFor(key));
      if (!entry || entry.expiresAt <= now()) return null;
      return entry;
    },
    async getStale(key) {
      return readEntry(fileNameFor(key));
    },
    async set(key, body, ttlSeconds) {
      const name = fileNameFor(key);
      const temp = path.join(dir, `${TEMP_PREFIX}${name.slice(0, -SUFFIX.length)}-${process.pid}-${randomBytes(6).toString('hex')}`);
      const storedAt = now();
      const data = serializeEntry(body, storedAt + ttlSeconds * 1000, storedAt);
      await writeAtomically(temp, path.join(dir, name), data);
      account(name, data.length);
      await evict();
    },
    sweep,
    diskUsage: () => total,
    probe,
    async close() {
      if (timer) clearInterval(timer);
    },
  };
}

/** The bytes of a cache file holding `body`, written at `storedAt`, fresh until `expiresAt` (epoch ms): what parseEntry reads back. */
export function serializeEntry(body: Buffer, expiresAt: number, storedAt: number): Buffer {
  const header: Header = {
    v: FORMAT_VERSION,
    storedAt,
    expiresAt,
    bytes: body.length,
    sha256: createHash('sha256').update(body).digest('hex'),
  };
  return Buffer.concat([Buffer.from(JSON.stringify(header) + '\n'), body]);
}

/**
 * Puts `data` at `file` so that no reader, in this process or another, ever sees a partial entry:
 * written to `temp`, then renamed over `file`. A failure at any step removes the temp file and
 * rejects; `file` is then untouched.
 *
 * No fsync: once rename returns, the entry survives the process being killed, which is what
 * "answered means stored" needs. An entry that a power cut left empty or torn fails its length and
 * SHA-256 check on the next read and is deleted and rebuilt, like any other corrupt entry.
 */
async function writeAtomically(temp: string, file: string, data: Buffer): Promise<void> {
  try {
    await writeFile(temp, data, { mode: 0o600 });
    await rename(temp, file);
  } catch (err) {
    await unlink(temp).catch(() => {});
    throw err;
  }
}

/**
 * Whether the process that named a temp file (`.tmp-VIN-PID-random`) still runs. The HTTP server
 * and the MCP stdio server may share one CACHE_DIR, so start-up must not delete a live writer's
 * temp file; a crashed writer's is fair game.
 */
function writerIsAlive(name: string): boolean {
  const pid = Number(/^\.tmp-[A-Za-z0-9-]+-(\d+)-[0-9a-f]+$/.exec(name)?.[1]);
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Header plus verified body, or null when anything about the file is off. */
export function parseEntry(data: Buffer): StoredEntry | null {
  const newline = data.indexOf(0x0a);
  if (newline < 0 || newline > MAX_HEADER_BYTES) return null;
  const header = parseHeader(data.subarray(0, newline).toString('utf8'));
  if (!header) return null;
  const body = data.subarray(newline + 1);
  if (body.length !== header.bytes) return null;
  if (createHash('sha256').update(body).digest('hex') !== header.sha256) return null;
  return { body, storedAt: header.storedAt, expiresAt: header.expiresAt };
}

function parseHeader(line: string): Header | null {
  try {
    const header = JSON.parse(line) as Partial<Header> | null;
    if (
      header && header.v === FORMAT_VERSION && typeof header.expiresAt === 'number' && typeof header.storedAt === 'number' &&
      typeof header.bytes === 'number' && typeof header.sha256 === 'string'
    ) {
      return header as Header;
    }
  } catch {
    // fall through: unreadable header
  }
  return null;
}

/**
 * An entry file's bytes; undefined when it is gone or unreadable, or a string saying why it is not
 * an entry at all (a symlink, a FIFO or device, a file over the size cap).
 */
async function readEntryFile(file: string): Promise<Buffer | string | undefined> {
  let handle;
  try {
    handle = await open(file, OPEN_ENTRY);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ELOOP' ? 'symlink' : undefined;
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return 'not a regular file';
    if (info.size > MAX_FILE_BYTES) return `larger than ${MAX_FILE_BYTES} bytes`;
    const data = Buffer.alloc(info.size);
    const { bytesRead } = await handle.read(data, 0, info.size, 0);
    return data.subarray(0, bytesRead);
  } catch {
    return undefined;
  } finally {
    await handle.close();
  }
}

/** Refuses a directory every user may write; warns about one its group may write or another user owns. */
async function checkDirectoryOwnership(dir: string, logger: Logger): Promise<void> {
  // Windows reports no Unix permission bits (every directory looks writable by all): ACLs decide there.
  if (process.platform === 'win32') return;
  const info = await stat(dir);
  if (info.mode & 0o002) throw new UnsafeCacheDirError(dir);
  const ownedByAnother = typeof process.getuid === 'function' && info.uid !== process.getuid();
  if (info.mode & 0o020 || ownedByAnother) {
    logger.warn('cache_dir_shared', { dir, mode: (info.mode & 0o777).toString(8), note: 'other users can write this cache directory and plant reports in it; make it private (chmod 700, owned by the service user)' });
  }
}

/** Reads only the header line; undefined when the file is gone, null when it is unreadable or not a regular file. */
async function readHeader(file: string): Promise<Header | null | undefined> {
  let handle;
  try {
    handle = await open(file, OPEN_ENTRY);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ELOOP' ? null : undefined;
  }
  try {
    if (!(await handle.stat()).isFile()) return null;
    const buffer = Buffer.alloc(MAX_HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const newline = buffer.subarray(0, bytesRead).indexOf(0x0a);
    return newline < 0 ? null : parseHeader(buffer.subarray(0, newline).toString('utf8'));
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}
