/**
 * Real Redis for tests: every test file starts its own redis-server on a free loopback port
 * (startOwnRedis) and kills it afterwards, so nothing depends on a Redis someone else runs. Where
 * the redis-server binary is missing, REDIS_SKIP holds the reason, and a file's tests sit in one
 * `describe(..., { skip: REDIS_SKIP })`: one visible "SKIP" line, nothing waiting. Service
 * instances run as real child processes (`node --import tsx src/entry/main-service.ts`, through entry-point.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { startEntryPoint, type EntryPoint } from './entry-point.js';

/** The redis-server binary on PATH, or null. */
function findRedisServer(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'redis-server');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

const REDIS_SERVER = findRedisServer();

/** Why Redis tests are skipped on this machine (the `skip` option of their describe), or false to run them. */
export const REDIS_SKIP: string | false = REDIS_SERVER
  ? false
  : 'redis-server is not on PATH; install Redis (e.g. apt-get install redis-server) to run the Redis tests';

/** A key prefix no other test (or run) uses. */
export function uniquePrefix(name: string): string {
  return `test:${name}:${process.pid}:${Math.random().toString(36).slice(2, 8)}:`;
}

export type TestRedisClient = ReturnType<typeof createClient>;

/** A plain client for looking at and cleaning up keys. */
export async function connectClient(url: string): Promise<TestRedisClient> {
  const client = createClient({ url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Every key under `prefix`. */
export async function keysUnder(client: TestRedisClient, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) keys.push(...batch);
  return keys.sort();
}

/** Deletes every key under `prefix`. */
export async function deleteUnder(client: TestRedisClient, prefix: string): Promise<void> {
  const keys = await keysUnder(client, prefix);
  if (keys.length > 0) await client.del(keys);
}

/** Polls `check` until it returns a truthy value; fails with `what` after `timeoutMs`. */
export async function eventually<T>(what: string, check: () => Promise<T>, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await sleep(50);
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Whether a Redis on `port` answers PING within a second (raw RESP: no client retrying on its own). */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

export interface OwnRedis {
  url: string;
  port: number;
  /** SIGKILL, as a crash would. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT: a Redis that holds connections open but answers nothing. */
  pause(): void;
  resume(): void;
  /** Starts a fresh (empty) server on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A private redis-server (no persistence) on a free loopback port, in a temp dir. Waits at most
 * 20 s for it to answer PING. Call only when REDIS_SKIP is false.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  if (!REDIS_SERVER) throw new Error(String(REDIS_SKIP));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vin-report-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  const own: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      const started = spawn(REDIS_SERVER!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
      child = started;
      // A test process that dies before its after() hooks must not leave the server running.
      const killOnExit = () => void started.kill('SIGKILL');
      process.once('exit', killOnExit);
      started.once('exit', () => process.removeListener('exit', killOnExit));
      await eventually(`redis-server on port ${port}`, () => pings(port));
    },
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    async close() {
      await own.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await own.start();
  return own;
}

export interface Instance {
  baseUrl: string;
  /** Parsed JSON log lines from stderr. */
  logs: Array<Record<string, unknown>>;
  /** Exit code once it has exited, else null. */
  exitCode(): number | null;
  stop(): Promise<void>;
}

/** Starts the service as a child process with `env` on top of a test baseline; resolves once it listens. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'vin-report-instance-'));
  let instance: EntryPoint;
  try {
    instance = await startEntryPoint({
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', CACHE_DIR: cacheDir, LOG_LEVEL: 'info', ...env },
    });
  } catch (err) {
    rmSync(cacheDir, { recursive: true, force: true });
    throw err;
  }
  return {
    baseUrl: instance.baseUrl,
    get logs() {
      return instance.logs;
    },
    exitCode: instance.exitCode,
    async stop() {
      await instance.stop();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}

/** POST /api/decode from `clientIp` (instances run with TRUST_PROXY=1). */
export async function decode(baseUrl: string, vin: string, clientIp: string): Promise<{ status: number; cache: string | null; remaining: string | null; body: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}/api/decode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify({ vin }),
  });
  return {
    status: res.status,
    cache: res.headers.get('x-cache'),
    remaining: res.headers.get('x-ratelimit-remaining'),
    body: (await res.json()) as Record<string, unknown>,
  };
}

/** GET /healthz as JSON. */
export async function health(baseUrl: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}/healthz`);
  return (await res.json()) as Record<string, unknown>;
}
