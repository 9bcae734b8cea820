/**
 * Admission control and priorities: a request the sources cannot serve within the deadline is
 * answered at once with when to come back, and its report is built meanwhile; batches go after
 * people on every host.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeBatch } from '../src/decode-batch.js';
import type { ReportService } from '../src/report-service.js';
import { currentPriority } from '../src/upstream/http/priority.js';
import { fixtureVins, readVpicFixture, startFakeUpstream, type FakeService } from './helpers/fake-upstream.js';
import { eventually } from './helpers/redis.js';
import { startService } from './helpers/service.js';

const FAKE_SERVICES: FakeService[] = ['vpic', 'recalls', 'complaints', 'catalogue', 'safetyRatings', 'fuelEconomy'];

/** Recorded VINs vPIC decodes with a make and a model year: each is a report. */
const DECODABLE = fixtureVins().filter((vin) => {
  const row = (readVpicFixture(vin).Results as Array<Record<string, string>> | undefined)?.[0];
  return row?.Make?.trim() && row.ModelYear?.trim();
});

test('requests the sources cannot serve within the deadline are answered at once with Retry-After, and their reports are built meanwhile', { timeout: 30_000 }, async (t) => {
  // Two requests at a time to a host answering in 100 ms, and a deadline of five answers: a queue builds at once.
  const upstream = await startFakeUpstream({ latencyMs: Object.fromEntries(FAKE_SERVICES.map((service) => [service, 100])) });
  const svc = await startService({ upstream, env: { UPSTREAM_MAX_IN_FLIGHT: '2', REPORT_DEADLINE_MS: '500' } });
  t.after(async () => {
    await svc.close({ removeCache: true });
    await upstream.close();
  });
  const [warm, ...crowd] = DECODABLE.slice(0, 10);
  // The service learns what an answer takes from the first (answered or not).
  await svc.decode({ vin: warm });
  const answers = await Promise.all(crowd.map((vin) => svc.decode({ vin })));
  const deferred = answers.filter((res) => res.status === 500);
  assert.ok(deferred.length > 0, 'some are told to come back');
  assert.ok(answers.every((res) => res.status === 200 || (res.status === 500 && Number(res.headers.get('retry-after')) >= 1)), 'every 500 says when');
  const metrics = await (await fetch(`${svc.url}/metrics`)).text();
  assert.match(metrics, /vin_report_report_cache_total\{result="deferred"\} [1-9]/, 'requests answered at once are counted');
  for (const priority of ['interactive', 'batch', 'background']) {
    assert.match(metrics, new RegExp(`vin_report_upstream_estimated_wait_seconds\\{host="[^"]+",priority="${priority}"\\} `), `the wait at ${priority} priority is shown`);
  }
  await eventually('every report to be cached with no new request', async () => (await Promise.all(crowd.map((vin) => svc.app.store.get(vin)))).every(Boolean), 20_000);
  assert.equal(svc.upstream.calls.vpic, DECODABLE.slice(0, 10).length, 'each vehicle decoded once');
});

test('a batch\'s look-ups go at batch priority', async () => {
  const seen: Array<string | undefined> = [];
  const service: Pick<ReportService, 'decode' | 'expect'> = {
    async decode() {
      seen.push(currentPriority()?.level);
      throw new Error('not needed');
    },
    async expect() {},
  };
  await decodeBatch(['1HGCM82633A004352', '5YJ3E1EA7KF317000'], { service });
  assert.deepEqual(seen, ['batch', 'batch']);
});
