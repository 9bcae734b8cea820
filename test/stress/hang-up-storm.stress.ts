/**
 * A hang-up storm: hundreds of clients at once send batches and single decodes of VINs never seen
 * before and hang up at random moments, while vPIC (single and batch calls) and every section's
 * look-up are out, with a few clients staying for their answers. The real service process lives
 * through it, nothing is logged or counted as an internal fault, the clients that stay get whole
 * answers, and memory returns to its idle figure (measured in-process, where the heap can be
 * collected before it is read).
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { generatedVin, spawnServer, startInProcess, syntheticDecode, tempCacheDir, type InProcessServer, type SpawnedServer } from '../helpers/hostile-harness.js';
import { collectedHeapUsed, liveAbortSignals } from '../helpers/heap.js';
import { eventually } from '../helpers/redis.js';

const CLIENTS_PER_ROUND = 300;
const MB = 1024 * 1024;
/** Each service holds its answers this long, so hang-ups land while every kind of look-up is out. */
const LATENCY = { vpic: 60, catalogue: 30, recalls: 40, complaints: 30, safetyRatings: 30, fuelEconomy: 30 };

let nextVin = 0;
const freshVins = (count: number) => Array.from({ length: count }, () => generatedVin(500_000 + nextVin++));

/** One client: a batch of 2-10 new VINs or one new VIN; it hangs up after 0-400 ms unless it stays. */
function client(port: number, stays: boolean): Promise<number | 'gone'> {
  const batch = Math.random() < 0.5;
  const body = JSON.stringify(batch ? { vins: freshVins(2 + Math.floor(Math.random() * 9)) } : { vin: freshVins(1)[0] });
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('error', () => {});
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(stays ? Number(answer.split(' ')[1]) : 'gone'));
    socket.write(`POST /api/decode${batch ? '/batch' : ''} HTTP/1.1\r\nHost: storm\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    if (!stays) setTimeout(() => socket.destroy(), Math.random() * 400);
  });
}

/** One round of the storm; resolves with the statuses of the clients that stayed. */
async function storm(port: number): Promise<number[]> {
  const outcomes = await Promise.all(Array.from({ length: CLIENTS_PER_ROUND }, (_, i) => client(port, i % 10 === 0)));
  return outcomes.filter((o): o is number => o !== 'gone');
}

async function quiet(fake: FakeUpstream): Promise<void> {
  await eventually('every upstream request to be over', async () => fake.inFlight === 0, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await eventually('every upstream request to be over', async () => fake.inFlight === 0, 30_000);
}

const upstreamEnv = (fake: FakeUpstream, cacheDir: string) => ({
  CACHE_DIR: cacheDir, VPIC_BASE_URL: fake.vpicBaseUrl, RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl,
  NCAP_PICTURE_BASE_URL: fake.pictureBaseUrl, RATE_LIMIT_PER_DAY: '1000000000',
  UPSTREAM_MAX_IN_FLIGHT: '64', UPSTREAM_REQUESTS_PER_SECOND: '1000', UPSTREAM_QUEUE_MAX: '100000',
});

describe('a hang-up storm on the real service process', () => {
  let fake: FakeUpstream;
  let server: SpawnedServer;
  const cache = tempCacheDir();

  before(async () => {
    fake = await startFakeUpstream({ vpicFallback: syntheticDecode, latencyMs: LATENCY });
    server = await spawnServer(upstreamEnv(fake, cache.dir));
  });
  after(async () => {
    await server.stop();
    await fake.close();
    cache.remove();
  });

  test('hundreds of clients abandoning batches and decodes at random moments: the process lives and no hang-up is counted as a fault', async (t) => {
    const stayed: number[] = [];
    for (let round = 0; round < 3; round++) stayed.push(...await storm(server.port));
    await quiet(fake);
    t.diagnostic(`figures: ${3 * CLIENTS_PER_ROUND} clients, ${stayed.length} stayed, ${fake.hungUp.vpic + fake.hungUp.recalls + fake.hungUp.catalogue + fake.hungUp.complaints + fake.hungUp.safetyRatings + fake.hungUp.fuelEconomy} upstream requests cancelled, ${fake.calls.vpic} vPIC calls`);
    assert.equal(server.exitCode(), null, server.stderr().slice(-2000));
    assert.deepEqual(stayed.filter((status) => status !== 200), [], 'every client that stayed got its answer');
    assert.equal((await fetch(`${server.baseUrl}/healthz`)).status, 200);
    const metrics = await (await fetch(`${server.baseUrl}/metrics`)).text();
    assert.doesNotMatch(metrics, /vin_report_internal_errors_total\{[^}]*\} [1-9]/);
    assert.deepEqual(server.logs.filter((line) => line.event === 'internal_error' || line.level === 'error'), []);
    assert.ok(server.logs.some((line) => line.event === 'caller_gone'), 'hang-ups were seen');
  });
});

describe('memory after a hang-up storm', () => {
  let fake: FakeUpstream;
  let service: InProcessServer;
  const cache = tempCacheDir();

  before(async () => {
    fake = await startFakeUpstream({ vpicFallback: syntheticDecode, latencyMs: LATENCY });
    // A small memory layer fills within the first round, so the later rounds show leaks, not filling.
    service = await startInProcess({ env: { ...upstreamEnv(fake, cache.dir), MEMORY_CACHE_MAX_BYTES: String(MB) }, keepLogs: false });
  });
  after(async () => {
    await service.close();
    await fake.close();
    cache.remove();
  });

  test('memory returns to its idle figure once the storm is over', async (t) => {
    await storm(service.port);
    await quiet(fake);
    const idle = { heap: await collectedHeapUsed(), signals: await liveAbortSignals() };
    for (let round = 0; round < 3; round++) await storm(service.port);
    await quiet(fake);
    const afterwards = { heap: await collectedHeapUsed(), signals: await liveAbortSignals() };
    t.diagnostic(`figures: heap ${(idle.heap / MB).toFixed(1)} MB and ${idle.signals} live AbortSignals idle after a first round, ${(afterwards.heap / MB).toFixed(1)} MB and ${afterwards.signals} after ${3 * CLIENTS_PER_ROUND} more clients`);
    assert.ok(afterwards.signals - idle.signals < 10, `live AbortSignals went from ${idle.signals} to ${afterwards.signals}`);
    assert.ok(afterwards.heap <= idle.heap + 4 * MB, `heap grew from ${(idle.heap / MB).toFixed(1)} to ${(afterwards.heap / MB).toFixed(1)} MB`);
  });
});
