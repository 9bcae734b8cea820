/**
 * Deadlines and cancellation: a hung optional source costs a report its section deadline, no more;
 * a caller has an overall deadline; a failed recall look-up stops the others; a client that hangs
 * up stops the work nobody else is waiting for.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually } from './helpers/redis.js';
import { startService } from './helpers/service.js';

const HONDA = '1HGCM82633A004352';
/** An attempt timeout no test waits out: without the deadline or the cancellation, these tests time out. */
const NEVER = '300000';
const BOUND = { timeout: 15_000 };

test('a hung optional source leaves its section unavailable at the section deadline, and the report is answered', BOUND, async (t) => {
  const svc = await startService({ env: { SECTION_DEADLINE_MS: '1000', UPSTREAM_TIMEOUT_MS: NEVER } });
  t.after(() => svc.close({ removeCache: true }));
  svc.upstream.fail('complaints', { kind: 'hang' });
  const res = await svc.decode({ vin: HONDA });
  assert.equal(res.status, 200);
  const report = await res.json() as { complaints: unknown; unavailable: string[]; recalls: unknown[] };
  assert.equal(report.complaints, null);
  // Only complaints is known to hang; on a starved machine a healthy section may miss the deadline too.
  assert.ok(report.unavailable.includes('complaints'), report.unavailable.join());
  assert.ok(report.recalls.length > 0);
});

test('a report not ready by its deadline is a retryable 500 saying when to come back, and is built meanwhile', BOUND, async (t) => {
  const svc = await startService({ env: { REPORT_DEADLINE_MS: '300' } });
  t.after(() => svc.close({ removeCache: true }));
  svc.upstream.fail('vpic', { kind: 'delay', ms: 800 });
  const res = await svc.decode({ vin: HONDA });
  assert.equal(res.status, 500);
  assert.match((await res.json() as { error: string }).error, /retry/i);
  assert.ok(Number(res.headers.get('retry-after')) >= 1, 'Retry-After says when');
  await eventually('the report to be cached without another request', async () => (await svc.app.store.get(HONDA)) !== null, 5000);
  const again = await svc.decode({ vin: HONDA });
  assert.equal(again.headers.get('x-cache'), 'HIT');
  assert.equal(svc.upstream.calls.vpic, 1);
});

test('a recall look-up that fails stops the optional look-ups still out', BOUND, async (t) => {
  const svc = await startService({ env: { SECTION_DEADLINE_MS: '20000', UPSTREAM_TIMEOUT_MS: NEVER } });
  t.after(() => svc.close({ removeCache: true }));
  svc.upstream.fail('complaints', { kind: 'hang' });
  svc.upstream.fail('recalls', { kind: 'status', status: 404 });
  // The recall answer comes a second late, so the complaints request is surely out when it fails.
  svc.upstream.setLatency('recalls', 1000);
  const res = await svc.decode({ vin: HONDA });
  assert.equal(res.status, 500);
  await eventually('the hung complaints request to be dropped', async () => svc.upstream.hungUp.complaints > 0, 5000);
});

test('a client that hangs up stops the look-ups of its decode', BOUND, async (t) => {
  const svc = await startService({ env: { SECTION_DEADLINE_MS: '20000', UPSTREAM_TIMEOUT_MS: NEVER } });
  t.after(() => svc.close({ removeCache: true }));
  svc.upstream.fail('recalls', { kind: 'hang' });
  const client = new AbortController();
  const request = fetch(`${svc.url}/api/decode`, { method: 'POST', body: JSON.stringify({ vin: HONDA }), signal: client.signal }).catch(() => null);
  await eventually('the recall look-up to be under way', async () => svc.upstream.calls.recalls > 0, 5000);
  client.abort();
  await request;
  await eventually('the hung recalls request to be dropped', async () => svc.upstream.hungUp.recalls > 0, 5000);
});

test('a decode another client still waits for goes on when one of its clients hangs up', BOUND, async (t) => {
  const svc = await startService({ env: { SECTION_DEADLINE_MS: '20000' } });
  t.after(() => svc.close({ removeCache: true }));
  svc.upstream.fail('recalls', { kind: 'delay', ms: 300 });
  const leaving = new AbortController();
  const left = fetch(`${svc.url}/api/decode`, { method: 'POST', body: JSON.stringify({ vin: HONDA }), signal: leaving.signal }).catch(() => null);
  const staying = svc.decode({ vin: HONDA });
  await eventually('the recall look-up to be under way', async () => svc.upstream.calls.recalls > 0, 5000);
  leaving.abort();
  await left;
  const res = await staying;
  assert.equal(res.status, 200);
  assert.ok(((await res.json()) as { recalls: unknown[] }).recalls.length > 0);
  assert.equal(svc.upstream.hungUp.recalls, 0);
});
