/**
 * Test harness for the hostile suites: the service built exactly as startService
 * (src/entry/service.ts) builds it, either in this process (port 0, a captured logger) or as the
 * real `node --import tsx src/entry/main-service.ts` child process (for SIGKILL and memory
 * measurements). Talks to loopback only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createServiceServer } from '../../src/entry/service-server.js';
import { ROOT, startEntryPoint, type EntryPoint } from './entry-point.js';
import { ROOMY_HOST_LIMITS } from './fake-upstream.js';
import type { Summarizer } from '../../src/ai/provider.js';
import type { FetchLike } from '../../src/upstream/http/fetch-json.js';
import type { Server } from 'node:http';

export { ROOT };

/** A fresh temporary cache directory, removed by the returned function. */
export function tempCacheDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'vin-hostile-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface InProcessServer {
  baseUrl: string;
  port: number;
  app: App;
  server: Server;
  config: Config;
  /** Every log line the service wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  /** The raw log text, for "never contains" checks. */
  logText(): string;
  close(): Promise<void>;
}

export interface InProcessOptions {
  env: Record<string, string>;
  now?: () => number;
  summarize?: Summarizer;
  /** Replaces the upstream fetch (to serve hand-made hostile upstream answers). */
  fetch?: FetchLike;
  /** Strings the logger must scrub (what src/entry/bootstrap.ts is expected to pass for provider keys). */
  secrets?: string[];
  /** How long a look at the cache directory may take before /healthz calls it not answering. */
  cacheProbeTimeoutMs?: number;
  /** Whether to keep the log lines for `logs` (a memory test turns this off: kept lines are the test's heap, not the service's). */
  keepLogs?: boolean;
}

/** Builds config → app → HTTP server the way startService does, listening on 127.0.0.1:0. */
export async function startInProcess(options: InProcessOptions): Promise<InProcessServer> {
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', ...ROOMY_HOST_LIMITS, ...options.env });
  const lines: string[] = [];
  const keep = options.keepLogs ?? true;
  const logger = createLogger({ level: 'debug', write: (line) => keep && lines.push(line), secrets: options.secrets });
  const app = await createApp({ config, logger, now: options.now, summarize: options.summarize, fetch: options.fetch, cacheProbeTimeoutMs: options.cacheProbeTimeoutMs });
  const server = createServiceServer({ app, config, logger, now: options.now });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    app,
    server,
    config,
    get logs() {
      return lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    },
    logText: () => lines.join(''),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}

/** The real entry point as a child process (see entry-point.ts). */
export type SpawnedServer = EntryPoint;

/** Starts the real entry point with PORT=0 and waits for its JSON `listening` line. */
export function spawnServer(env: Record<string, string>, startTimeoutMs = 60_000): Promise<SpawnedServer> {
  return startEntryPoint({
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    startTimeoutMs,
  });
}

/** A vPIC row for any generated VIN, so thousands of distinct VINs decode. */
export function syntheticDecode(vin: string): unknown {
  return {
    Count: 1,
    Message: 'Results returned successfully.',
    Results: [{
      Make: 'FORD', Model: 'F-150', ModelYear: '2021', Trim: 'XLT', BodyClass: 'Pickup',
      VehicleType: 'TRUCK ', FuelTypePrimary: 'Gasoline', DisplacementL: '3.5', EngineCylinders: '6',
      ErrorCode: '0', ErrorText: '0 - VIN decoded clean. Check Digit (9th position) is correct', VIN: vin,
    }],
  };
}

/** The n-th of a deterministic series of distinct, well-formed VINs. */
export function generatedVin(n: number): string {
  const alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  let tail = '';
  let rest = n;
  for (let i = 0; i < 6; i++) {
    tail = alphabet[rest % alphabet.length]! + tail;
    rest = Math.floor(rest / alphabet.length);
  }
  return `1FTFW1E5${'X'}ZZ${tail}`;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection after answering. */
  closed: boolean;
}

/**
 * Sends raw bytes on a fresh TCP connection and reads one HTTP/1.1 response (Content-Length
 * framed), for requests a well-behaved client library refuses to send.
 */
export function rawRequest(port: number, bytes: string | Buffer, timeoutMs = 20_000, headOnly = false): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    let settled = false;
    const timer = setTimeout(() => finish(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    const finish = (err: Error | null, value?: RawResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (err) reject(err);
      else resolve(value!);
    };
    const tryParse = (closed: boolean) => {
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) {
        if (closed) finish(new Error(`connection closed without a response: ${JSON.stringify(data.toString('latin1'))}`));
        return;
      }
      const head = data.subarray(0, end).toString('latin1').split('\r\n');
      const status = Number(head[0]!.split(' ')[1]);
      if (status >= 100 && status < 200) {
        // An interim answer (100 Continue): the real one follows.
        data = data.subarray(end + 4);
        return tryParse(closed);
      }
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      const length = headOnly || status === 204 || status === 304 ? 0 : Number(headers['content-length'] ?? 0);
      const body = data.subarray(end + 4);
      if (body.length >= length) {
        finish(null, { status, headers, body: body.subarray(0, length).toString('utf8'), closed });
      } else if (closed) {
        finish(new Error('connection closed mid-body'));
      }
    };
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      tryParse(false);
    });
    socket.on('end', () => tryParse(true));
    socket.on('close', () => tryParse(true));
    socket.on('error', () => tryParse(true));
    socket.write(bytes);
  });
}

/** POSTs a JSON body to /api/decode with fetch, with a generous client-side ceiling. */
export async function postDecode(baseUrl: string, body: unknown, headers: Record<string, string> = {}, timeoutMs = 60_000) {
  const res = await fetch(`${baseUrl}/api/decode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: safeJson(text) };
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
