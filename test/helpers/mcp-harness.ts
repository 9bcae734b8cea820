/**
 * The real service for MCP tests: fake NHTSA on a loopback port, a temp CACHE_DIR, the app built by
 * createApp from a Config (as every entry point does), and optionally the HTTP server with /mcp mounted
 * exactly as startService (src/entry/service.ts) mounts it, listening on port 0.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { createMcpServer } from '../../mcp/server.js';
import { createApp, type App } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { silentLogger, type Logger } from '../../src/logger.js';
import { createServiceServer } from '../../src/entry/service-server.js';
import { ROOMY_HOST_LIMITS, startFakeUpstream, type FakeUpstream } from './fake-upstream.js';

export const REPO_DIR = path.join(import.meta.dirname, '..', '..');

export interface TestService {
  fake: FakeUpstream;
  config: Config;
  app: App;
  cacheDir: string;
  /** The environment the service was configured from, for spawning a second process on the same cache. */
  env: Record<string, string>;
  /** Set when started with `http: true`. */
  baseUrl?: string;
  close(): Promise<void>;
}

export async function startTestService(options: { env?: Record<string, string>; http?: boolean; cacheDir?: string; fake?: FakeUpstream } = {}): Promise<TestService> {
  const fake = options.fake ?? (await startFakeUpstream());
  const cacheDir = options.cacheDir ?? (await mkdtemp(path.join(os.tmpdir(), 'vin-report-mcp-')));
  const env = {
    CACHE_DIR: cacheDir,
    VPIC_BASE_URL: fake.vpicBaseUrl,
    RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl,
    NCAP_PICTURE_BASE_URL: fake.pictureBaseUrl,
    UPSTREAM_TIMEOUT_MS: '5000',
    ...ROOMY_HOST_LIMITS,
    ...options.env,
  };
  const config = loadConfig(env);
  const app = await createApp({ config, logger: silentLogger });
  let server: Server | undefined;
  let baseUrl: string | undefined;
  if (options.http) {
    server = createServiceServer({ app, config, logger: silentLogger });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  return {
    fake,
    config,
    app,
    cacheDir,
    env,
    baseUrl,
    async close() {
      if (server) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server!.close(() => resolve()));
      }
      await app.close();
      if (!options.fake) await fake.close();
      if (!options.cacheDir) await rm(cacheDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real HTTP server (API and /mcp) over a started service's app, with its report service
 * replaced (to plant a fault) and its own logger; `close` also closes the service.
 */
export async function serveWithService(svc: TestService, service: App['service'], logger: Logger): Promise<{ base: string; close(): Promise<void> }> {
  const server = createServiceServer({ app: { ...svc.app, service }, config: svc.config, logger });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await svc.close();
    },
  };
}

/** The text of a tool result's first content block. */
export function firstText(result: object): string {
  const block = ((result as { content?: unknown }).content as Array<{ type: string; text?: string }> | undefined)?.[0];
  if (!block || block.type !== 'text' || typeof block.text !== 'string') throw new Error(`no text block in ${JSON.stringify(result)}`);
  return block.text;
}

/** An MCP client connected in memory to our MCP server over `service`, as a client in the same process would be. */
export async function connectMcpClient(service: App['service'], name: string): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer({ service, logger: silentLogger }).connect(serverSide);
  const client = new Client({ name, version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}
