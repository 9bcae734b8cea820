/**
 * Starts the real HTTP service in-process on port 0, wired exactly as startService
 * (src/entry/service.ts) wires it, against a fake upstream, with a temp cache directory, a
 * controllable clock and captured log lines.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App, type AppDependencies } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createServiceServer } from '../../src/entry/service-server.js';
import { parseEntry, serializeEntry } from '../../src/store/file-store.js';
import { ROOMY_HOST_LIMITS, startFakeUpstream, type FakeUpstream } from './fake-upstream.js';

export const OPENAPI_BYTES = readFileSync(path.join(import.meta.dirname, '..', '..', 'openapi.json'));

export interface TestClock {
  now: () => number;
  set(ms: number): void;
  advance(ms: number): void;
}

/**
 * Rewrites the cached report of `vin` in `cacheDir` as it would be `ageDays` after it was written:
 * expired a day ago, so served only as stale. For processes whose clock a test cannot move.
 */
export async function ageCachedReport(cacheDir: string, vin: string, ageDays: number): Promise<void> {
  const file = path.join(cacheDir, `${vin}.json`);
  const entry = parseEntry(await readFile(file));
  if (!entry) throw new Error(`no readable cache entry for ${vin} in ${cacheDir}`);
  const dayMs = 86_400_000;
  await writeFile(file, serializeEntry(entry.body, Date.now() - dayMs, Date.now() - ageDays * dayMs));
}

/** A clock that starts at `start` and moves only when told to. */
export function createTestClock(start = Date.UTC(2026, 10, 22, 12, 0, 0)): TestClock {
  let current = start;
  return { now: () => current, set: (ms) => { current = ms; }, advance: (ms) => { current += ms; } };
}

export interface RunningService {
  url: string;
  server: Server;
  app: App;
  config: Config;
  upstream: FakeUpstream;
  cacheDir: string;
  logs: string[];
  /** POST /api/decode with a JSON body (or raw string) and optional headers. */
  decode(body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Stops the server and app; keeps the cache directory unless `removeCache` is set. */
  close(options?: { removeCache?: boolean }): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  clock?: TestClock;
  upstream?: FakeUpstream;
  cacheDir?: string;
  summarize?: AppDependencies['summarize'];
}

export async function startService(options: StartOptions = {}): Promise<RunningService> {
  const upstream = options.upstream ?? await startFakeUpstream();
  const ownsUpstream = options.upstream === undefined;
  const cacheDir = options.cacheDir ?? await mkdtemp(path.join(os.tmpdir(), 'vin-report-test-'));
  const config = loadConfig({
    VPIC_BASE_URL: upstream.vpicBaseUrl,
    RECALLS_BASE_URL: upstream.recallsBaseUrl, FUELECONOMY_BASE_URL: upstream.fuelEconomyBaseUrl,
    NCAP_PICTURE_BASE_URL: upstream.pictureBaseUrl,
    CACHE_DIR: cacheDir,
    UPSTREAM_TIMEOUT_MS: '2000',
    ...ROOMY_HOST_LIMITS,
    ...options.env,
  });
  const logs: string[] = [];
  const now = options.clock?.now ?? Date.now;
  const logger = createLogger({ write: (line) => void logs.push(line), level: 'debug', now });
  const app = await createApp({ config, logger, now, summarize: options.summarize });
  const server = createServiceServer({ app, config, logger: app.logger, now });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    server,
    app,
    config,
    upstream,
    cacheDir,
    logs,
    decode(body, headers = {}) {
      return fetch(`${url}/api/decode`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    },
    async close(closeOptions = {}) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      if (ownsUpstream) await upstream.close();
      if (closeOptions.removeCache) await rm(cacheDir, { recursive: true, force: true });
    },
  };
}
