/**
 * Slow and greedy clients against the real server process: 200 slowloris connections dribbling
 * headers, clients sending a body forever (fast and slow), and 2,000 idle keep-alive connections.
 * A normal client is still answered throughout, the attackers are cut off by the server's own
 * timeouts, and the server's memory stays bounded.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { fixtureVins, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { postDecode, spawnServer, syntheticDecode, tempCacheDir, type SpawnedServer } from '../helpers/hostile-harness.js';

const SLOWLORIS = 200;
const IDLE_KEEPALIVE = 2_000;
const FAST_ENDLESS_BODIES = 5;
const SLOW_ENDLESS_BODIES = 10;
/** The server's own limits (src/http/server.ts) plus generous slack for a loaded machine. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
const KEEPALIVE_TIMEOUT_MS = 5_000;
const SLACK_MS = 12_000;
const MB = 1024 * 1024;

interface Tracked {
  socket: net.Socket;
  received: string;
  closedAt?: number;
}

function track(port: number, onConnect: (t: Tracked) => void): Promise<Tracked> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const t: Tracked = { socket, received: '' };
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => (t.received += d));
    socket.on('close', () => (t.closedAt ??= Date.now()));
    socket.on('error', () => {});
    socket.once('connect', () => {
      onConnect(t);
      resolve(t);
    });
    socket.once('error', reject);
  });
}

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) {
    out.push(...await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j))));
  }
  return out;
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (condition()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return condition();
}

describe('stress: slow and greedy clients', () => {
  let fake: FakeUpstream;
  let server: SpawnedServer;
  const cache = tempCacheDir();
  const timers: NodeJS.Timeout[] = [];
  const sockets: net.Socket[] = [];

  before(async () => {
    fake = await startFakeUpstream({ vpicFallback: syntheticDecode });
    server = await spawnServer({ CACHE_DIR: cache.dir, VPIC_BASE_URL: fake.vpicBaseUrl, RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl, RATE_LIMIT_PER_DAY: '1000000' });
  });
  after(async () => {
    for (const timer of timers) clearInterval(timer);
    for (const socket of sockets) socket.destroy();
    await server.kill();
    await fake.close();
    cache.remove();
  });

  test('under slowloris, endless bodies and 2,000 idle keep-alives a normal client is answered and memory stays bounded', async (t) => {
    const vins = fixtureVins();
    let served = 0;
    const normalClient = async (i: number) => {
      const res = await postDecode(server.baseUrl, { vin: vins[i % vins.length] }, {}, 20_000);
      assert.ok(res.status === 200 || res.status === 400, `normal client got ${res.status}: ${res.text}`);
      served++;
    };
    await normalClient(0); // warm up: modules loaded, first report built
    const baseline = server.rssBytes();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rssBytes())), 250);
    timers.push(sampler);
    const attackStart = Date.now();

    // 200 slowloris: a request line and then one header every second, never the blank line.
    const slowloris = await inBatches(SLOWLORIS, 100, () => track(server.port, (c) => {
      c.socket.write('POST /api/decode HTTP/1.1\r\nHost: x\r\n');
      let n = 0;
      const timer = setInterval(() => !c.socket.destroyed && c.socket.write(`X-Slow-${n++}: a\r\n`), 1_000);
      timers.push(timer);
    }));
    sockets.push(...slowloris.map((c) => c.socket));

    // Bodies that never end: some as fast as the socket allows, some one byte a second.
    let fastBytes = 0;
    const fast = await inBatches(FAST_ENDLESS_BODIES, 10, () => track(server.port, (c) => {
      c.socket.write('POST /api/decode HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
      const chunk = Buffer.concat([Buffer.from('10000\r\n'), Buffer.alloc(0x10000, 0x20), Buffer.from('\r\n')]);
      const pump = () => {
        while (!c.socket.destroyed && fastBytes < 2_000 * MB) {
          fastBytes += chunk.length;
          if (!c.socket.write(chunk)) return void c.socket.once('drain', pump);
        }
      };
      pump();
    }));
    const slow = await inBatches(SLOW_ENDLESS_BODIES, 10, () => track(server.port, (c) => {
      c.socket.write('POST /api/decode HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n');
      const timer = setInterval(() => !c.socket.destroyed && c.socket.write('1\r\n \r\n'), 1_000);
      timers.push(timer);
    }));
    sockets.push(...fast.map((c) => c.socket), ...slow.map((c) => c.socket));

    // 2,000 keep-alive connections that make one request each and then sit idle.
    const idle = await inBatches(IDLE_KEEPALIVE, 250, () => track(server.port, (c) => {
      c.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    }));
    sockets.push(...idle.map((c) => c.socket));
    assert.ok(await waitFor(() => idle.every((c) => c.received.startsWith('HTTP/1.1 200')), 60_000), 'every keep-alive client got its answer');

    // The normal client, repeatedly, while all of the above holds the server.
    for (let i = 1; i <= 5; i++) await normalClient(i);
    const openDuringAttack = [...slowloris, ...slow].filter((c) => c.closedAt === undefined).length;

    // The server's timeouts clear the attackers away on their own.
    assert.ok(await waitFor(() => fast.every((c) => c.closedAt !== undefined), 30_000), 'endless fast bodies are cut off');
    assert.ok(fast.every((c) => /^HTTP\/1\.1 413 /.test(c.received)), 'with a 413');
    assert.ok(await waitFor(() => idle.every((c) => c.closedAt !== undefined), KEEPALIVE_TIMEOUT_MS + SLACK_MS), 'idle keep-alive connections are closed');
    assert.ok(await waitFor(() => slowloris.every((c) => c.closedAt !== undefined), attackStart + HEADERS_TIMEOUT_MS + SLACK_MS - Date.now()), 'slowloris connections are cut off');
    assert.ok(slowloris.every((c) => /^HTTP\/1\.1 408 /.test(c.received)), 'with a JSON 408');
    assert.ok(await waitFor(() => slow.every((c) => c.closedAt !== undefined), attackStart + REQUEST_TIMEOUT_MS + SLACK_MS - Date.now()), 'endless slow bodies are cut off');
    clearInterval(sampler);

    // Still serving after the storm.
    await normalClient(6);
    const growth = peak - baseline;
    assert.ok(fastBytes > 0);
    assert.ok(growth < 150 * MB, `RSS grew by ${(growth / MB).toFixed(1)} MB`);
    const slowlorisCut = Math.max(...slowloris.map((c) => c.closedAt! - attackStart));
    const slowCut = Math.max(...slow.map((c) => c.closedAt! - attackStart));
    t.diagnostic(`figures: slow-clients slowloris=${SLOWLORIS} idle_keepalive=${IDLE_KEEPALIVE} endless_bodies=${FAST_ENDLESS_BODIES}+${SLOW_ENDLESS_BODIES} ` +
      `normal_requests_served=${served} attackers_open_while_served=${openDuringAttack} rss_baseline_mb=${(baseline / MB).toFixed(0)} rss_peak_mb=${(peak / MB).toFixed(0)} ` +
      `endless_body_bytes_pushed_mb=${(fastBytes / MB).toFixed(0)} slowloris_all_cut_s=${(slowlorisCut / 1000).toFixed(1)} slow_body_all_cut_s=${(slowCut / 1000).toFixed(1)}`);
  });
});
