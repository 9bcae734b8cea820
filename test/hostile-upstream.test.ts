/**
 * Upstream faults: whatever vPIC or the recall service does (refuse, reset, 5xx, 429, garbage, the
 * wrong shape, 20 MB, a body that never ends, silence), the caller gets a clean retryable JSON 500
 * within the timeout and retry budget, nothing is cached, and service is full again once it heals.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { RETRYABLE_MESSAGE } from '../src/errors.js';
import { startFakeUpstream, type FakeUpstream, type Fault } from './helpers/fake-upstream.js';
import { STACK_TRACE } from './helpers/fuzz-requests.js';
import { generatedVin, postDecode, startInProcess, syntheticDecode, tempCacheDir, type InProcessServer } from './helpers/hostile-harness.js';

const TIMEOUT_MS = 2_000;
/** Two attempts, a retry pause and plenty of slack for a loaded machine: an answer, not a hang. */
const CLIENT_CEILING_MS = 2 * TIMEOUT_MS + 15_000;

let vinCounter = 500;
const nextVin = () => generatedVin(vinCounter++);

function ownModel(decode: unknown, vin: string): unknown {
  const body = decode as { Results: Array<Record<string, string>> };
  body.Results[0]!.Model = `F-150 ${vin.slice(-6)}`;
  return body;
}

describe('upstream faults', () => {
  let fake: FakeUpstream;
  let server: InProcessServer;
  const cache = tempCacheDir();
  // A host that pushed back is left alone for a while: healing moves this clock past any pause.
  let clockMs = Date.now();

  before(async () => {
    // Recall answers are cached per model: a model of its own for every VIN keeps each case's recall lookup its own.
    fake = await startFakeUpstream({ vpicFallback: (vin) => ownModel(syntheticDecode(vin), vin) });
    server = await startInProcess({
      env: {
        CACHE_DIR: cache.dir, VPIC_BASE_URL: fake.vpicBaseUrl, RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl,
        UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS), RATE_LIMIT_PER_DAY: '1000000', UPSTREAM_MAX_PAUSE_SECONDS: '600',
      },
      now: () => clockMs,
    });
  });
  after(async () => {
    await server.close();
    await fake.close();
    cache.remove();
  });

  async function assertCleanRetryable500(vin: string): Promise<void> {
    const res = await postDecode(server.baseUrl, { vin }, {}, CLIENT_CEILING_MS);
    assert.equal(res.status, 500, res.text);
    // A 429 pauses the host: the answer then says when to come back, in the body and in Retry-After.
    const { retryAfterSeconds, ...rest } = res.json as { retryAfterSeconds?: number };
    assert.deepEqual(rest, { error: RETRYABLE_MESSAGE });
    assert.equal(res.headers.get('retry-after'), retryAfterSeconds === undefined ? null : String(retryAfterSeconds));
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.doesNotMatch(res.text, STACK_TRACE);
    assert.doesNotMatch(res.text, /127\.0\.0\.1|http:/, 'no upstream URL reaches the caller');
    assert.equal(existsSync(path.join(cache.dir, `${vin}.json`)), false, 'a failed report must not be cached');
  }

  async function assertHealed(vin: string): Promise<void> {
    clockMs += 601_000;
    const first = await postDecode(server.baseUrl, { vin }, {}, CLIENT_CEILING_MS);
    assert.equal(first.status, 200, first.text);
    assert.equal(first.headers.get('x-cache'), 'MISS', 'nothing from the failed attempt was served');
    const second = await postDecode(server.baseUrl, { vin });
    assert.equal(second.headers.get('x-cache'), 'HIT');
  }

  const vpicFaults: Array<[string, Fault, number]> = [
    ['HTTP 500', { kind: 'status', status: 500 }, 2],
    ['HTTP 503', { kind: 'status', status: 503, body: '<html>maintenance</html>' }, 2],
    ['HTTP 429 with a long Retry-After', { kind: 'status', status: 429, headers: { 'retry-after': '3600' } }, 1],
    ['invalid JSON', { kind: 'garbage' }, 1],
    ['valid JSON without Results', { kind: 'wrong-shape' }, 1],
    ['a connection reset', { kind: 'reset' }, 2],
    ['a reset in the middle of the body', { kind: 'reset-mid-body' }, 2],
    ['a 20 MB response', { kind: 'huge', bytes: 20 * 1024 * 1024 }, 1],
    ['a response that never ends', { kind: 'endless' }, 2],
    ['no answer at all', { kind: 'hang' }, 2],
  ];

  for (const [what, fault, attempts] of vpicFaults) {
    test(`vPIC answering with ${what} gives a retryable 500 after ${attempts} attempt(s), caches nothing, and heals`, async () => {
      const vin = nextVin();
      fake.fail('vpic', fault);
      const before = fake.calls.vpic;
      try {
        await assertCleanRetryable500(vin);
        assert.equal(fake.calls.vpic - before, attempts, 'vPIC attempts');
      } finally {
        fake.fail('vpic', null);
      }
      await assertHealed(vin);
    });
  }

  const recallFaults: Array<[string, Fault]> = [
    ['HTTP 502', { kind: 'status', status: 502 }],
    ['valid JSON without results', { kind: 'wrong-shape' }],
    ['no answer at all', { kind: 'hang' }],
  ];
  for (const [what, fault] of recallFaults) {
    test(`the recall service answering with ${what} gives a retryable 500, never a report claiming no recalls`, async () => {
      const vin = nextVin();
      fake.fail('recalls', fault);
      try {
        await assertCleanRetryable500(vin);
      } finally {
        fake.fail('recalls', null);
      }
      await assertHealed(vin);
    });
  }

  test('a failure is logged with its upstream and cause for the operator, but not sent to the caller', () => {
    const failures = server.logs.filter((l) => l.event === 'upstream_failed');
    assert.ok(failures.length >= vpicFaults.length);
    assert.ok(failures.every((l) => typeof l.path === 'string' && l.err !== undefined));
  });
});

describe('an upstream that refuses connections', () => {
  let fake: FakeUpstream;
  let server: InProcessServer;
  let port: number;
  const cache = tempCacheDir();

  before(async () => {
    // Recall answers are cached per model: a model of its own for every VIN keeps each case's recall lookup its own.
    fake = await startFakeUpstream({ vpicFallback: (vin) => ownModel(syntheticDecode(vin), vin) });
    // Reserve a port, then free it: nothing listens there until the test "heals" it.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    server = await startInProcess({
      env: {
        CACHE_DIR: cache.dir, VPIC_BASE_URL: `http://127.0.0.1:${port}/api/vehicles`, RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl,
        UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
  });
  after(async () => {
    await server.close();
    await fake.close();
    cache.remove();
  });

  test('connection refused gives a retryable 500, and full service returns when vPIC comes back', async () => {
    const vin = nextVin();
    const refused = await postDecode(server.baseUrl, { vin }, {}, CLIENT_CEILING_MS);
    assert.equal(refused.status, 500);
    assert.deepEqual(refused.json, { error: RETRYABLE_MESSAGE });
    assert.equal(existsSync(path.join(cache.dir, `${vin}.json`)), false);

    // vPIC comes back on the same address (a TCP relay to the fake).
    const fakePort = Number(new URL(fake.vpicBaseUrl).port);
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      sockets.add(client);
      const upstream = net.connect(fakePort, '127.0.0.1');
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
    try {
      const healed = await postDecode(server.baseUrl, { vin }, {}, CLIENT_CEILING_MS);
      assert.equal(healed.status, 200, healed.text);
      assert.equal(healed.headers.get('x-cache'), 'MISS');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
  });
});
