/**
 * Reports heal themselves: a section cut at its deadline is not cancelled; when it lands, the
 * cached report is rewritten whole, and nothing is asked twice. A rebuild never asks vPIC again.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually } from './helpers/redis.js';
import { startService } from './helpers/service.js';

const HONDA = '1HGCM82633A004352';
const BOUND = { timeout: 60_000 };

type Report = { complaints: unknown; unavailable: string[]; cached: boolean };

test('a section that misses its deadline completes the cached report when it lands, asked once', BOUND, async (t) => {
  const svc = await startService({ env: { SECTION_DEADLINE_MS: '500' } });
  t.after(() => svc.close({ removeCache: true }));
  svc.upstream.fail('complaints', { kind: 'delay', ms: 1500 });
  const first = await svc.decode({ vin: HONDA });
  assert.equal(first.headers.get('x-cache'), 'MISS');
  // Only complaints is known to be late; on a starved machine a healthy section may miss the deadline too.
  assert.ok((await first.json() as Report).unavailable.includes('complaints'));
  const healed = await eventually('the cached report to be whole', async () => {
    const stored = await svc.app.store.get(HONDA);
    const report = stored && JSON.parse(stored.body.toString('utf8')) as Report;
    return report && report.unavailable.length === 0 ? report : null;
  }, 10_000);
  assert.notEqual(healed.complaints, null);
  const again = await svc.decode({ vin: HONDA });
  assert.equal(again.headers.get('x-cache'), 'HIT');
  assert.deepEqual((await again.json() as Report).unavailable, []);
  assert.equal(svc.upstream.calls.complaints, 1, 'the complaints were asked once');
  assert.equal(svc.upstream.hungUp.complaints, 0, 'and never cancelled');
  // Counted once the file is written; the memory layer in front shows the report a moment before.
  await eventually('the heal to be counted', async () => /vin_report_report_heals_total\{outcome="whole"\} 1/.test(await (await fetch(`${svc.url}/metrics`)).text()), 10_000);
});

test('a partial report nothing completes is kept about a minute, and its rebuild does not ask vPIC again', BOUND, async (t) => {
  // Complaints fail at once, so nothing is left to complete the report.
  const svc = await startService({ env: { SECTION_DEADLINE_MS: '10000' } });
  t.after(() => svc.close({ removeCache: true }));
  svc.upstream.fail('complaints', { kind: 'status', status: 404 });
  const first = await svc.decode({ vin: HONDA });
  assert.deepEqual((await first.json() as Report).unavailable, ['complaints']);
  const stored = await eventually('the partial report to be cached', () => svc.app.store.get(HONDA), 10_000);
  assert.ok(stored.expiresAt - stored.storedAt <= 60_000, `kept ${stored.expiresAt - stored.storedAt} ms`);
  // Once it has expired, the next request builds it again, from the kept vehicle.
  await svc.app.store.set(HONDA, stored.body, 0);
  svc.upstream.fail('complaints', null);
  const rebuilt = await svc.decode({ vin: HONDA });
  assert.equal(rebuilt.headers.get('x-cache'), 'MISS');
  assert.deepEqual((await rebuilt.json() as Report).unavailable, []);
  assert.equal(svc.upstream.calls.vpic, 1);
});
