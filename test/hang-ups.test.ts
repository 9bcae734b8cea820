/**
 * A caller that goes away, or a report that outlasts its deadline, at any point of a build: while
 * vPIC (single or batch) or any section's look-up is out. The process lives on, nothing surfaces as
 * an unhandled rejection, nothing is logged or counted as an internal fault, and the same VIN is
 * then built whole. Every door: POST /api/decode, POST /api/decode/batch, MCP decodeVin and
 * decodeVins (cancelled with notifications/cancelled), and the fleet CLI past its deadline.
 *
 * The listener below only *watches* for unhandled rejections so a test can name them; the service
 * itself installs none (an unhandled rejection ends a real process: the child-process test shows it).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { createMcpServer } from '../mcp/server.js';
import { RETRYABLE_MESSAGE } from '../src/errors.js';
import { createLogger } from '../src/logger.js';
import { constructedDecode, fixtureVins, startFakeUpstream, type FakeService, type FakeUpstream } from './helpers/fake-upstream.js';
import { spawnServer } from './helpers/hostile-harness.js';
import { eventually } from './helpers/redis.js';
import { startService, type RunningService } from './helpers/service.js';
import { cliEnv, runCli } from './cli/run-cli.js';

/** The constructed 2019 Golf: its report asks every upstream, the picture host included. */
const GOLF = '3VWG57AUXKM100001';
const STAGES: readonly FakeService[] = ['vpic', 'catalogue', 'recalls', 'complaints', 'safetyRatings', 'ncapPicture', 'fuelEconomy'];
/** How long the stage being tested holds its answer: long enough to hang up while it is out. */
const HOLD_MS = 100;

const unhandled: unknown[] = [];
process.on('unhandledRejection', (reason) => void unhandled.push(reason));

/** Waits until nothing is out at the fake and one more turn of the event loop has run. */
async function settled(fake: FakeUpstream): Promise<void> {
  await eventually('every upstream request to be over', async () => fake.inFlight === 0, 5000);
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** POSTs `body` to `path` on a raw socket and closes it once `when` holds: a client hanging up. */
async function hangUpOn(url: string, urlPath: string, body: unknown, when: () => boolean): Promise<void> {
  const { port } = new URL(url);
  const json = JSON.stringify(body);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.on('error', () => {});
  socket.write(`POST ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`);
  await eventually('the stage to be reached', async () => when(), 5000);
  socket.destroy();
}

async function goldenService(t: import('node:test').TestContext, stage: FakeService, env: Record<string, string> = {}, holdMs = HOLD_MS) {
  unhandled.length = 0;
  const fake = await startFakeUpstream({ vpicFallback: constructedDecode });
  fake.setLatency(stage, holdMs);
  const svc = await startService({ upstream: fake, env: { RATE_LIMIT_PER_DAY: '1000', ...env } });
  t.after(async () => {
    await svc.close({ removeCache: true });
    await fake.close();
  });
  return { fake, svc };
}

/** Everything a survived hang-up must leave behind: no unhandled rejection, no fault logged or counted, and a whole report next time. */
async function assertUnharmed(svc: RunningService, logs: string[] = svc.logs, rebuild = true): Promise<void> {
  assert.deepEqual(unhandled.map(String), [], 'no rejection went unhandled');
  const faults = logs.filter((line) => line.includes('"internal_error"'));
  assert.deepEqual(faults, [], 'a hang-up is no internal fault');
  const metrics = await (await fetch(`${svc.url}/metrics`)).text();
  assert.doesNotMatch(metrics, /vin_report_internal_errors_total\{[^}]*\} [1-9]/);
  assert.equal((await fetch(`${svc.url}/healthz`)).status, 200);
  if (!rebuild) return;
  for (const stage of STAGES) svc.upstream.setLatency(stage, 0);
  const again = await svc.decode({ vin: GOLF });
  assert.equal(again.status, 200);
  const report = await again.json() as { unavailable: string[] };
  assert.deepEqual(report.unavailable, [], 'the next build of the same VIN is whole');
}

for (const stage of STAGES) {
  test(`a client that hangs up on POST /api/decode while ${stage} is out leaves the service unharmed`, async (t) => {
    const { fake, svc } = await goldenService(t, stage);
    await hangUpOn(svc.url, '/api/decode', { vin: GOLF }, () => fake.calls[stage] > 0);
    await settled(fake);
    await assertUnharmed(svc);
  });

  test(`a client that hangs up on POST /api/decode/batch while ${stage} is out leaves the service unharmed`, async (t) => {
    const { fake, svc } = await goldenService(t, stage);
    await hangUpOn(svc.url, '/api/decode/batch', { vins: [GOLF] }, () => fake.calls[stage] > 0);
    await settled(fake);
    await assertUnharmed(svc);
  });

  for (const tool of ['decodeVin', 'decodeVins'] as const) {
    test(`an MCP client that cancels ${tool} while ${stage} is out leaves the service unharmed`, async (t) => {
      const { fake, svc } = await goldenService(t, stage);
      const lines: string[] = [];
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await createMcpServer({ service: svc.app.service, logger: createLogger({ write: (line) => void lines.push(line) }) }).connect(serverSide);
      const client = new Client({ name: 'hang-up-test', version: '1.0.0' });
      await client.connect(clientSide);
      t.after(() => client.close());
      const cancel = new AbortController();
      const args = tool === 'decodeVin' ? { vin: GOLF } : { vins: [GOLF] };
      const call = client.callTool({ name: tool, arguments: args }, { signal: cancel.signal }).catch(() => null);
      await eventually('the stage to be reached', async () => fake.calls[stage] > 0, 5000);
      cancel.abort();
      await call;
      await settled(fake);
      await assertUnharmed(svc, [...svc.logs, ...lines]);
    });
  }
}

for (const stage of STAGES) {
  test(`a report that outlasts REPORT_DEADLINE_MS while ${stage} is out is answered (partial, or a retryable 500) and leaves the service unharmed`, async (t) => {
    const { fake, svc } = await goldenService(t, stage, { REPORT_DEADLINE_MS: '150', SECTION_DEADLINE_MS: '5000' }, 400);
    const res = await svc.decode({ vin: GOLF });
    const body = (await res.json()) as { error?: string; unavailable?: string[] };
    if (res.status === 500) assert.equal(body.error, RETRYABLE_MESSAGE);
    else assert.equal(res.status, 200);
    await settled(fake);
    // A whole build would not fit a deadline this short on a busy machine: the service is only asked to be there.
    await assertUnharmed(svc, svc.logs, false);
  });
}

test('a batch whose vPIC call outlasts REPORT_DEADLINE_MS answers a retryable 500 for its VIN and the service lives on', async (t) => {
  const fake = await startFakeUpstream({ vpicFallback: constructedDecode });
  fake.setLatency('vpic', 600);
  const svc = await startService({ upstream: fake, env: { REPORT_DEADLINE_MS: '200' } });
  t.after(async () => {
    await svc.close({ removeCache: true });
    await fake.close();
  });
  const res = await fetch(`${svc.url}/api/decode/batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ vins: [GOLF] }) });
  const { results } = await res.json() as { results: Array<{ status: number }> };
  assert.equal(results[0]!.status, 500);
  await settled(fake);
  await assertUnharmed(svc, svc.logs, false);
});

test('a client that hangs up on a batch while vPIC\'s batch call is out does not end the service process', async (t) => {
  const fake = await startFakeUpstream({ vpicFallback: constructedDecode });
  fake.setLatency('vpic', 300);
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'vin-hang-up-'));
  const child = await spawnServer({
    VPIC_BASE_URL: fake.vpicBaseUrl, RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl,
    NCAP_PICTURE_BASE_URL: fake.pictureBaseUrl, CACHE_DIR: cacheDir,
  });
  t.after(async () => {
    await child.kill();
    await fake.close();
    await rm(cacheDir, { recursive: true, force: true });
  });
  await hangUpOn(child.baseUrl, '/api/decode/batch', { vins: [GOLF] }, () => fake.calls.vpic > 0);
  await eventually('vPIC to have answered', async () => fake.holds.vpic.length > 0, 5000);
  await settled(fake);
  const health = await fetch(`${child.baseUrl}/healthz`);
  assert.equal(health.status, 200);
  assert.equal(child.exitCode(), null, child.stderr());
  assert.deepEqual(child.logs.filter((line) => line.event === 'internal_error'), []);
});

test('a fleet whose vPIC batch call outlasts REPORT_DEADLINE_MS exits 2 (retry later) with no stack trace', async (t) => {
  const fake = await startFakeUpstream({ vpicFallback: constructedDecode });
  fake.setLatency('vpic', 600);
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'vin-hang-up-cli-'));
  t.after(async () => {
    await fake.close();
    await rm(cacheDir, { recursive: true, force: true });
  });
  const run = await runCli(['decode', '--file', '-', '--format', 'jsonl'], { env: { ...cliEnv(fake, cacheDir), REPORT_DEADLINE_MS: '200' }, stdin: `${GOLF}\n` });
  assert.equal(run.code, 2, run.stderr);
  assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
});

test('a batch abandoned while its vPIC call is out cancels that call, and its VINs never started are decoded afresh later', async (t) => {
  unhandled.length = 0;
  const fake = await startFakeUpstream({ vpicFallback: constructedDecode });
  fake.setLatency('vpic', 300);
  const svc = await startService({ upstream: fake, env: { RATE_LIMIT_PER_DAY: '1000' } });
  t.after(async () => {
    await svc.close({ removeCache: true });
    await fake.close();
  });
  const vins = fixtureVins().slice(0, 8);
  await hangUpOn(svc.url, '/api/decode/batch', { vins }, () => fake.calls.vpic > 0);
  await settled(fake);
  assert.deepEqual(fake.vpicVins, [vins], 'one batch call for all eight');
  assert.equal(fake.hungUp.vpic, 1, 'the batch call nobody wanted any more was cancelled');
  fake.setLatency('vpic', 0);
  const last = vins.at(-1)!;
  const res = await svc.decode({ vin: last });
  assert.equal(res.status, 200);
  assert.deepEqual(fake.vpicVins.at(-1), [last], 'decoded afresh, not from the abandoned call');
  await assertUnharmed(svc);
});
