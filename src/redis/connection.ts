/**
 * The one Redis connection an instance shares between its cache, its limiter and its build lock.
 * The `redis` package is imported here and only here, lazily, so an instance without REDIS_URL
 * never loads it.
 *
 * Failure policy lives in the callers; this module makes failure fast and visible: the client's
 * offline queue is disabled (a command sent while disconnected fails at once instead of piling up),
 * every command has a timeout, the client reconnects on its own with capped backoff, and each
 * up/down transition is logged once and reported by `state()` for /healthz. A Redis that answers
 * but refuses writes (out of memory, a read-only replica) is `degraded`: one warn line, and
 * `state()` says so until no refusal has been seen for DEGRADED_HOLD_MS.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logger.js';

export type RedisArgument = string | Buffer;

export interface RedisState {
  /** degraded: connected, but refusing writes (OOM, READONLY, MISCONF); `lastError` says which. */
  status: 'up' | 'degraded' | 'down';
  /** ISO time of the last transition. */
  since: string;
  /** Why Redis was last considered down or degraded (no URL or credentials in it), null when it never was. */
  lastError: string | null;
}

export interface LuaScript {
  source: string;
  sha1: string;
}

export interface RedisConnection {
  /**
   * Sends one command and resolves with its reply; bulk strings come back as Buffers when
   * `buffers` is set, as strings otherwise.
   * @throws RedisUnavailableError when Redis is unreachable, slow past the timeout, or the client closed;
   *   RedisRefusedError when Redis refuses to write (OOM, READONLY, MISCONF, NOREPLICAS);
   *   any other Redis error reply (wrong type, bad script) is rethrown as it is
   */
  command<T = unknown>(args: RedisArgument[], options?: { buffers?: boolean }): Promise<T>;
  /** Runs a Lua script by SHA, sending its source once when Redis does not know it yet. @throws as `command` */
  script<T = unknown>(script: LuaScript, keys: string[], args: RedisArgument[], options?: { buffers?: boolean }): Promise<T>;
  state(): RedisState;
  /** Closes the connection; pending commands fail. */
  close(): Promise<void>;
}

export interface RedisConnectionOptions {
  url: string;
  logger: Logger;
  /** Longest a single command may take before the caller falls back (default 1000). */
  commandTimeoutMs?: number;
  /** How long start-up waits for the first connection before carrying on degraded (default 3000). */
  connectWaitMs?: number;
}

/** Redis did not answer in time, or is not connected: the caller should use its fallback. */
export class RedisUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Redis unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RedisUnavailableError';
  }
}

/** Redis answered but refused the command because it cannot write now: the caller should use its fallback. */
export class RedisRefusedError extends Error {
  constructor(cause: Error) {
    super(`Redis refused: ${cause.message}`, { cause });
    this.name = 'RedisRefusedError';
  }
}

/** Error replies that mean "this Redis cannot take writes now", not "this command is wrong". */
const REFUSAL = /^(OOM|READONLY|MISCONF|NOREPLICAS|NOT_ENOUGH_REPLICAS)\b/;

/** How long after the last refusal the connection still reports itself degraded. */
export const DEGRADED_HOLD_MS = 30_000;

class RedisTimeoutError extends Error {
  constructor(ms: number) {
    super(`command timeout after ${ms} ms`);
    this.name = 'RedisTimeoutError';
  }
}

/** A script with its SHA-1, for EVALSHA. */
export function luaScript(source: string): LuaScript {
  return { source, sha1: createHash('sha1').update(source).digest('hex') };
}

/** What the service does while Redis is down; logged with every transition so operators see it. */
export const DEGRADED_POLICY =
  'rate limits fall back to a per-instance in-memory counter; cache reads miss and writes are skipped ' +
  '(each instance keeps its in-memory layer); builds are not coordinated across instances';

/** What the service does while Redis answers but refuses writes; logged when that starts. */
export const REFUSING_POLICY =
  'cache writes are skipped (each instance keeps its in-memory layer) and reads still served; rate limits fall back ' +
  'to a per-instance in-memory counter; builds are not coordinated across instances';

/** The part of the `redis` client this module uses; the package's own types are too generic to carry around. */
interface Client {
  readonly isReady: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  connect(): Promise<unknown>;
  sendCommand(args: RedisArgument[], options?: Record<string, unknown>): Promise<unknown>;
  destroy(): void;
}

/**
 * Loads `redis`, connects to `url` and waits up to `connectWaitMs` for the first connection. An
 * unreachable Redis does not fail start-up: the instance starts degraded and keeps reconnecting.
 * @throws only when `url` is rejected by the client (config validates it first)
 */
export async function createRedisConnection(options: RedisConnectionOptions): Promise<RedisConnection> {
  const { logger } = options;
  const commandTimeoutMs = options.commandTimeoutMs ?? 1000;
  const { createClient, RESP_TYPES, ErrorReply } = await import('redis');
  // Redis answered with an error (a bug or misuse), as opposed to not answering at all.
  const isErrorReply = (err: unknown): boolean => err instanceof ErrorReply;
  const bufferMapping = { [RESP_TYPES.BLOB_STRING]: Buffer };

  const client = createClient({
    url: options.url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: Math.max(1000, commandTimeoutMs),
      // Capped backoff with jitter: a Redis restart is picked up within about two seconds, and N
      // instances do not reconnect in lockstep.
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2000) + Math.floor(Math.random() * 100),
    },
  }) as unknown as Client;

  let state: RedisState = { status: 'down', since: new Date().toISOString(), lastError: null };
  let announcedDown = false;
  let closing = false;
  // performance.now() of the last write refusal; degraded while it is recent and Redis is up.
  let refusedAt = -Infinity;
  let announcedRefusal = false;

  const markRefused = (err: Error) => {
    refusedAt = performance.now();
    if (!announcedRefusal) {
      announcedRefusal = true;
      logger.warn('redis_refusing_writes', { reason: err.message.slice(0, 200), policy: REFUSING_POLICY });
    }
    if (state.status === 'up') state = { status: 'degraded', since: new Date().toISOString(), lastError: err.message.slice(0, 200) };
  };
  /** The state as of now: a degraded spell ends once no refusal has been seen for DEGRADED_HOLD_MS. */
  const currentState = (): RedisState => {
    if (state.status === 'degraded' && performance.now() - refusedAt >= DEGRADED_HOLD_MS) {
      state = { status: 'up', since: new Date().toISOString(), lastError: state.lastError };
      announcedRefusal = false;
      logger.info('redis_accepting_writes');
    }
    return { ...state };
  };

  const markUp = () => {
    if (state.status !== 'down') return;
    const refusing = performance.now() - refusedAt < DEGRADED_HOLD_MS;
    state = { status: refusing ? 'degraded' : 'up', since: new Date().toISOString(), lastError: state.lastError };
    if (announcedDown) logger.info('redis_up', { note: 'shared cache, limits and build lock are back in use' });
    else logger.info('redis_connected');
    announcedDown = false;
  };
  const markDown = (reason: unknown) => {
    if (closing) return;
    const message = reason instanceof Error ? reason.message || reason.name : String(reason);
    if (!announcedDown) {
      logger.warn('redis_down', { reason: message, policy: DEGRADED_POLICY });
      announcedDown = true;
    }
    state = { status: 'down', since: state.status === 'down' ? state.since : new Date().toISOString(), lastError: message };
  };

  // Without an 'error' listener the client's errors would be thrown as uncaught exceptions.
  client.on('error', (err: Error) => markDown(err));
  client.on('ready', () => markUp());
  client.on('end', () => markDown('connection closed'));

  const connected = client.connect().then(
    () => true,
    (err: unknown) => {
      markDown(err);
      return false;
    },
  );
  const ready = await Promise.race([connected, sleep(options.connectWaitMs ?? 3000, false, { ref: false })]);
  if (!ready && state.status === 'down') markDown(state.lastError ?? 'not connected yet');

  // After a timeout Redis is presumed hung: commands fail at once until this moment, then one
  // round of commands probes it again. Without this every request would wait out the timeout, and
  // unanswered commands would pile up on a connection that is still open.
  let failFastUntil = 0;

  async function command<T>(args: RedisArgument[], commandOptions?: { buffers?: boolean }): Promise<T> {
    if (!client.isReady) throw new RedisUnavailableError(state.lastError ?? 'not connected');
    if (performance.now() < failFastUntil) throw new RedisUnavailableError(state.lastError ?? 'timeout');
    // Our own timer: the client's `timeout` option only covers commands not yet written, and a
    // hung server has already been sent the command.
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RedisTimeoutError(commandTimeoutMs)), commandTimeoutMs);
    });
    try {
      const reply = await Promise.race([
        client.sendCommand(args, commandOptions?.buffers ? { typeMapping: bufferMapping } : {}),
        timedOut,
      ]);
      markUp();
      return reply as T;
    } catch (err) {
      if (isErrorReply(err)) {
        markUp();
        if (REFUSAL.test((err as Error).message)) {
          markRefused(err as Error);
          throw new RedisRefusedError(err as Error);
        }
        throw err;
      }
      if (err instanceof RedisTimeoutError) failFastUntil = performance.now() + Math.max(1000, commandTimeoutMs);
      markDown(err);
      throw new RedisUnavailableError(err);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    command,
    async script<T>(script: LuaScript, keys: string[], args: RedisArgument[], scriptOptions?: { buffers?: boolean }): Promise<T> {
      const tail = [String(keys.length), ...keys, ...args];
      try {
        return await command<T>(['EVALSHA', script.sha1, ...tail], scriptOptions);
      } catch (err) {
        // A restarted or flushed Redis forgets loaded scripts; EVAL loads it again for next time.
        if (!isErrorReply(err) || !String((err as Error).message).startsWith('NOSCRIPT')) throw err;
        return command<T>(['EVAL', script.source, ...tail], scriptOptions);
      }
    },
    state: currentState,
    async close() {
      closing = true;
      client.destroy();
      await connected;
    },
  };
}
