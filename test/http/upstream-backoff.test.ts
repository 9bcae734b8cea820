/**
 * Backoff memory as a caller sees it: a host that pushed back (429 with Retry-After, the edge's 403
 * block) is left alone for as long as it asked, callers are told when to come back, stale reports
 * are served meanwhile, and /healthz and /metrics say which host is paused and until when.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixtureVins, startFakeUpstream } from '../helpers/fake-upstream.js';
import { createTestClock, startService } from '../helpers/service.js';

const HONDA = '1HGCM82633A004352';
const DAY_MS = 86_400_000;
const OTHERS = fixtureVins().filter((vin) => vin !== HONDA).slice(0, 5);
/** Recorded cars with a model name, so each report needs its recalls from api.nhtsa.gov. */
const MODELS = ['WBA3A5C51CF256987', '5YJ3E1EBXSF969484', '2HNYD18213P683944', 'JM1GC3111FU937813'];
/** Requests that reached api.nhtsa.gov: recalls, complaints, the products catalogue and the crash ratings. */
const nhtsaCalls = (calls: Record<string, number>) => (['recalls', 'complaints', 'catalogue', 'safetyRatings'] as const).reduce((n, s) => n + calls[s]!, 0);

test('after a 429 with Retry-After: 30, no request reaches the host for 30 s and callers get a 500 with Retry-After', async (t) => {
  const clock = createTestClock();
  const svc = await startService({ clock });
  t.after(() => svc.close({ removeCache: true }));
  svc.upstream.fail('recalls', { kind: 'status', status: 429, headers: { 'retry-after': '30' } });
  const first = await svc.decode({ vin: HONDA });
  assert.equal(first.status, 500);
  assert.equal(first.headers.get('retry-after'), '30', 'the refused request is told too');
  svc.upstream.fail('recalls', null);

  const before = nhtsaCalls(svc.upstream.calls);
  clock.advance(10_000);
  const meanwhile = await Promise.all(MODELS.map((vin) => svc.decode({ vin })));
  assert.deepEqual(meanwhile.map((res) => [res.status, res.headers.get('retry-after')]), MODELS.map(() => [500, '20']));
  assert.equal(nhtsaCalls(svc.upstream.calls), before, 'api.nhtsa.gov was not asked (vPIC, another host, may be)');

  clock.advance(20_000);
  const after = await svc.decode({ vin: HONDA });
  assert.equal(after.status, 200);
});

test('while a host is paused, a VIN with an expired report gets it as STALE rather than a 500', async (t) => {
  const clock = createTestClock();
  const svc = await startService({ clock });
  t.after(() => svc.close({ removeCache: true }));
  assert.equal((await svc.decode({ vin: HONDA })).status, 200);
  clock.advance(8 * DAY_MS);
  svc.upstream.fail('vpic', { kind: 'status', status: 429, headers: { 'retry-after': '60' } });
  assert.equal((await svc.decode({ vin: OTHERS[0] })).status, 500);
  const res = await svc.decode({ vin: HONDA });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('x-cache'), 'STALE');
});

test('a 403 block opens the host\'s breaker: /healthz names the service (never its host) and until when, /metrics the host', async (t) => {
  const clock = createTestClock();
  const svc = await startService({ clock, env: { UPSTREAM_BREAKER_SECONDS: '45' } });
  t.after(() => svc.close({ removeCache: true }));
  svc.upstream.fail('vpic', { kind: 'blocked' });
  const refused = await svc.decode({ vin: HONDA });
  assert.equal(refused.status, 500);
  assert.equal(refused.headers.get('retry-after'), '45');
  const host = new URL(svc.upstream.vpicBaseUrl).host;
  const until = new Date(clock.now() + 45_000).toISOString();

  const health = await (await fetch(`${svc.url}/healthz`)).json() as { status: string; upstreamPauses: unknown[] };
  assert.equal(health.status, 'degraded');
  assert.deepEqual(health.upstreamPauses, [{ upstream: 'vPIC', reason: 'blocked', until, retryAfterSeconds: 45 }]);
  assert.doesNotMatch(JSON.stringify(health), new RegExp(host.replace(/[.]/g, '\\.')), '/healthz names no upstream host');

  const metrics = await (await fetch(`${svc.url}/metrics`)).text();
  assert.ok(metrics.includes(`vin_report_upstream_paused_until_seconds{host="${host}",reason="blocked"} ${Date.parse(until) / 1000}`), metrics);
  assert.match(metrics, /vin_report_upstream_queue_depth\{host="[^"]+"\} 0/);
  // vPIC's request waited for its turn on its host.
  assert.match(metrics, /vin_report_upstream_wait_seconds_count\{host="[^"]+"\} [1-9]/);
});

test('batch rows of VINs that could not be built while a host is paused carry retryAfterSeconds', async (t) => {
  const clock = createTestClock();
  const svc = await startService({ clock });
  t.after(() => svc.close({ removeCache: true }));
  svc.upstream.fail('vpic', { kind: 'status', status: 429, headers: { 'retry-after': '120' } });
  const res = await fetch(`${svc.url}/api/decode/batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ vins: OTHERS.slice(0, 3) }) });
  const { results } = await res.json() as { results: Array<{ status: number; retryAfterSeconds?: number }> };
  assert.deepEqual(results.map((r) => [r.status, r.retryAfterSeconds]), [[500, 120], [500, 120], [500, 120]]);
});

test('UPSTREAM_USER_AGENT is sent to every upstream, vPIC included', async (t) => {
  const upstream = await startFakeUpstream();
  t.after(() => upstream.close());
  const svc = await startService({ upstream, env: { UPSTREAM_USER_AGENT: 'acme-fleet/2.1' } });
  t.after(() => svc.close({ removeCache: true }));
  assert.equal((await svc.decode({ vin: HONDA })).status, 200);
  assert.ok(upstream.calls.vpic > 0 && upstream.calls.recalls > 0);
  assert.deepEqual([...new Set(upstream.userAgents)], ['acme-fleet/2.1']);
});
