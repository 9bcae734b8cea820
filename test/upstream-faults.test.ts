import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { test } from 'node:test';
import type { Fault } from './helpers/fake-upstream.js';
import { createTestClock, startService, type RunningService } from './helpers/service.js';

const VIN = '1FTMW1T88MFA00001';

async function expectCleanRetryable500(svc: RunningService): Promise<void> {
  const res = await svc.decode({ vin: VIN });
  assert.equal(res.status, 500);
  const text = await res.text();
  const body = JSON.parse(text);
  assert.deepEqual(Object.keys(body), ['error']);
  assert.match(body.error, /retry/i);
  assert.doesNotMatch(text, /127\.0\.0\.1|http:|at \w+ \(|stack/i, 'no upstream URL or stack in the body');
  assert.deepEqual((await readdir(svc.cacheDir)).filter((n) => n.endsWith('.json')), [], 'nothing cached');
}

const faults: Array<[string, Fault]> = [
  ['a 500', { kind: 'status', status: 500 }],
  ['a 503', { kind: 'status', status: 503 }],
  ['HTML instead of JSON', { kind: 'garbage' }],
  ['JSON without Results', { kind: 'wrong-shape' }],
  ['a connection reset', { kind: 'reset' }],
  ['a reset in the middle of the body', { kind: 'reset-mid-body' }],
  ['no answer at all', { kind: 'hang' }],
];

for (const [name, fault] of faults) {
  test(`vPIC answering with ${name} becomes a clean retryable 500, not cached, and service returns when it heals`, async (t) => {
    // Not shorter: on a busy machine a healthy answer can take longer than a tight timeout.
    const svc = await startService({ env: { UPSTREAM_TIMEOUT_MS: '1500' } });
    t.after(() => svc.close({ removeCache: true }));
    svc.upstream.fail('vpic', fault);
    await expectCleanRetryable500(svc);
    svc.upstream.fail('vpic', null);
    const res = await svc.decode({ vin: VIN });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-cache'), 'MISS');
  });
}

test('vPIC answering 429 with a long Retry-After pauses it: callers get a 500 with Retry-After and vPIC hears nothing more until the pause ends', async (t) => {
  const clock = createTestClock();
  const svc = await startService({ clock, env: { UPSTREAM_MAX_PAUSE_SECONDS: '600' } });
  t.after(() => svc.close({ removeCache: true }));
  svc.upstream.fail('vpic', { kind: 'status', status: 429, headers: { 'retry-after': '3600' } });
  for (let i = 0; i < 3; i++) {
    const res = await svc.decode({ vin: VIN });
    assert.equal(res.status, 500);
    assert.equal(res.headers.get('retry-after'), '600', 'the pause, bounded by UPSTREAM_MAX_PAUSE_SECONDS');
    assert.deepEqual(await res.json(), { error: 'The vehicle data services did not answer properly. Please retry in a moment.', retryAfterSeconds: 600 });
  }
  assert.equal(svc.upstream.calls.vpic, 1, 'only the request that was refused');
  svc.upstream.fail('vpic', null);
  clock.advance(600_000);
  const healed = await svc.decode({ vin: VIN });
  assert.equal(healed.status, 200);
  assert.equal(healed.headers.get('retry-after'), null);
});

test('a recall service failure fails the request instead of claiming no recalls', async (t) => {
  const svc = await startService({ env: { UPSTREAM_TIMEOUT_MS: '300' } });
  t.after(() => svc.close({ removeCache: true }));
  for (const fault of [{ kind: 'status', status: 500 }, { kind: 'wrong-shape' }, { kind: 'hang' }] as Fault[]) {
    svc.upstream.fail('recalls', fault);
    await expectCleanRetryable500(svc);
  }
  svc.upstream.fail('recalls', null);
  const report = await (await svc.decode({ vin: VIN })).json();
  assert.equal(report.recalls.length, 2);
});

test('one failed attempt is retried once', async (t) => {
  const svc = await startService();
  t.after(() => svc.close({ removeCache: true }));
  svc.upstream.fail('vpic', { kind: 'status', status: 502 });
  await (await svc.decode({ vin: VIN })).arrayBuffer();
  assert.equal(svc.upstream.calls.vpic, 2, 'first attempt plus one retry');
});

test('25 simultaneous requests for one uncached VIN make one vPIC call', async (t) => {
  const svc = await startService();
  t.after(() => svc.close({ removeCache: true }));
  svc.upstream.fail('vpic', { kind: 'delay', ms: 200 });
  const responses = await Promise.all(Array.from({ length: 25 }, () => svc.decode({ vin: VIN })));
  const bodies = await Promise.all(responses.map((r) => r.json()));
  assert.ok(responses.every((r) => r.status === 200));
  assert.equal(svc.upstream.calls.vpic, 1);
  assert.equal(svc.upstream.calls.recalls, 1);
  assert.ok(bodies.every((b) => b.generatedAt === bodies[0].generatedAt));
});

test('an upstream error log line names the upstream but the response does not', async (t) => {
  const svc = await startService({ env: { UPSTREAM_TIMEOUT_MS: '300' } });
  t.after(() => svc.close({ removeCache: true }));
  svc.upstream.fail('recalls', { kind: 'status', status: 500 });
  await (await svc.decode({ vin: VIN })).arrayBuffer();
  const line = svc.logs.map((l) => JSON.parse(l)).find((l) => l.event === 'upstream_failed');
  assert.ok(line, 'the failure is logged');
  assert.match(JSON.stringify(line), /recalls/);
});
