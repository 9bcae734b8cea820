/**
 * NHTSA files recalls and complaints under its own model names ("XC90 T5", "XC90 T6", "XC90H" for
 * vPIC's "XC90"), listed by its products catalogue. When the catalogue cannot be reached, the
 * report is built from vPIC's name alone and says so: `narrowed`, a sentence in the assessment's
 * unknowns, a provisional score, and a cache lifetime of a minute, after which the report is whole
 * again. Against the fake NHTSA serving recorded answers; the 2017 XC90's variants are constructed
 * (test/fixtures/constructed/README.md).
 */
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { VinReport } from '../src/report/report.js';
import { narrowedSentence } from '../src/words/lookup-words.js';
import { startFakeUpstream } from './helpers/fake-upstream.js';
import { eventually } from './helpers/redis.js';
import { createTestClock, startService, type RunningService, type TestClock } from './helpers/service.js';

const XC90 = { Make: 'VOLVO', Model: 'XC90', ModelYear: '2017', BodyClass: 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', DriveType: 'AWD/All-Wheel Drive', EngineCylinders: '4', DisplacementL: '2.0', FuelTypePrimary: 'Gasoline', ErrorCode: '0', ErrorText: '0 - VIN decoded clean. Check Digit (9th position) is correct' };
const VIN = 'YV4A22PK9H1100001';
const OTHER_VIN = 'YV4A22PK0H1100002';
/** Campaigns the catalogue's variant names hold and vPIC's "XC90" does not (constructed). */
const VARIANT_CAMPAIGNS = ['17V999000', '18V888000'];
const BOUND = { timeout: 60_000 };

interface Answer {
  cache: string | null;
  body: VinReport;
}

async function start(t: TestContext): Promise<{ svc: RunningService; clock: TestClock; report(vin?: string): Promise<Answer> }> {
  const fake = await startFakeUpstream({ vpicFallback: (vin) => (vin.startsWith('YV4A22PK') ? { Count: 1, Message: 'Results returned successfully.', Results: [{ VIN: vin, ...XC90 }] } : undefined) });
  const clock = createTestClock();
  const svc = await startService({ upstream: fake, clock, env: { RATE_LIMIT_PER_DAY: '1000' } });
  t.after(async () => {
    await svc.close({ removeCache: true });
    await fake.close();
  });
  const report = async (vin = VIN): Promise<Answer> => {
    const res = await svc.decode({ vin });
    assert.equal(res.status, 200);
    return { cache: res.headers.get('x-cache'), body: (await res.json()) as VinReport };
  };
  return { svc, clock, report };
}

const narrowedUnknowns = (body: VinReport) => body.assessment?.unknowns.filter((u) => u.reason === 'narrowed') ?? [];

test('when NHTSA\'s list of model names answers 503, the report names recalls and complaints as looked up under vPIC\'s name alone', BOUND, async (t) => {
  const { svc, report } = await start(t);
  svc.upstream.fail('catalogue', { kind: 'status', status: 503 });
  const { body } = await report();
  assert.deepEqual(body.narrowed, ['recalls', 'complaints']);
  assert.deepEqual(narrowedUnknowns(body).map((u) => [u.section, u.text]), [
    ['recalls', narrowedSentence('recalls', 'XC90')],
    ['complaints', narrowedSentence('complaints', 'XC90')],
  ]);
  assert.equal(narrowedUnknowns(body)[0]?.lookup?.url, `https://www.nhtsa.gov/recalls?vin=${VIN}`);
  assert.ok(!body.recalls.some((r) => VARIANT_CAMPAIGNS.includes(r.campNo ?? '')), 'asked under "XC90" alone');
});

test('when NHTSA\'s edge blocks the list of model names (403 and its HTML page), a report rebuilt from kept answers says it too', BOUND, async (t) => {
  const { svc, clock, report } = await start(t);
  // A first report keeps the answers asked under "XC90" (and the vehicle); a block pauses the whole host.
  svc.upstream.fail('catalogue', { kind: 'status', status: 503 });
  await report();
  clock.advance(61_000);
  svc.upstream.fail('catalogue', { kind: 'blocked' });
  const { cache, body } = await report();
  assert.equal(cache, 'MISS');
  assert.deepEqual(body.narrowed, ['recalls', 'complaints']);
  assert.ok(svc.logs.some((line) => line.includes('"event":"catalogue_unavailable"') && line.includes('403')), 'the block is what failed');
});

test('a report looked up under vPIC\'s name alone is cached for a minute at most, then built again', BOUND, async (t) => {
  const { svc, clock, report } = await start(t);
  svc.upstream.fail('catalogue', { kind: 'status', status: 503 });
  assert.equal((await report()).cache, 'MISS');
  const stored = await eventually('the report to be cached', () => svc.app.store.get(VIN), 10_000);
  assert.ok(stored.expiresAt - stored.storedAt <= 60_000, `kept ${stored.expiresAt - stored.storedAt} ms`);
  assert.equal((await report()).cache, 'HIT');
  clock.advance(61_000);
  assert.equal((await report()).cache, 'MISS');
});

test('once the list of model names answers again, the rebuilt report holds the campaigns filed under the variants\' names and says nothing of vPIC\'s name alone', BOUND, async (t) => {
  const { svc, clock, report } = await start(t);
  svc.upstream.fail('catalogue', { kind: 'status', status: 503 });
  await report();
  svc.upstream.fail('catalogue', null);
  clock.advance(61_000);
  const { cache, body } = await report();
  assert.equal(cache, 'MISS');
  assert.deepEqual(body.narrowed, []);
  assert.deepEqual(narrowedUnknowns(body), []);
  for (const campaign of VARIANT_CAMPAIGNS) assert.ok(body.recalls.some((r) => r.campNo === campaign), campaign);
});

test('the per-model caches keep nothing of a look-up under vPIC\'s name alone: once the list answers, another VIN of the model is whole at once', BOUND, async (t) => {
  const { svc, report } = await start(t);
  svc.upstream.fail('catalogue', { kind: 'status', status: 503 });
  await report();
  svc.upstream.fail('catalogue', null);
  const { body } = await report(OTHER_VIN);
  assert.deepEqual(body.narrowed, []);
  for (const campaign of VARIANT_CAMPAIGNS) assert.ok(body.recalls.some((r) => r.campNo === campaign), campaign);
});

test('with the list of model names answering, a report names nothing as looked up under vPIC\'s name alone and is kept the full week', BOUND, async (t) => {
  const { svc, report } = await start(t);
  const { body } = await report();
  assert.deepEqual(body.narrowed, []);
  assert.deepEqual(narrowedUnknowns(body), []);
  const stored = await eventually('the report to be cached', () => svc.app.store.get(VIN), 10_000);
  assert.equal(stored.expiresAt - stored.storedAt, 7 * 86_400_000);
});

test('no recall found under vPIC\'s name alone earns no point: the score is provisional, without the clean-bill factor', BOUND, async (t) => {
  const { svc, report } = await start(t);
  svc.upstream.fail('catalogue', { kind: 'status', status: 503 });
  const { body } = await report();
  assert.deepEqual(body.recalls, []);
  assert.equal(body.assessment?.score.provisional, true);
  assert.ok(!body.assessment?.score.factors.some((f) => f.points > 0 && /recall/.test(f.rule)), JSON.stringify(body.assessment?.score.factors));
});
