import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { VinReportSchema } from '../../src/report/report.js';
import { sameConfigurationDecode, sameConfigurationVins, startFakeUpstream } from '../helpers/fake-upstream.js';
import { createTestClock, startService, type RunningService } from '../helpers/service.js';

const HONDA = '1HGCM82633A004352';
const ACURA = '2HNYD18213P683944';
const UNDECODABLE = '3VW3564650M388202';

async function batch(svc: RunningService, body: unknown): Promise<{ status: number; headers: Headers; json: any }> {
  const res = await fetch(`${svc.url}/api/decode/batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, headers: res.headers, json: await res.json() };
}

describe('POST /api/decode/batch', () => {
  let svc: RunningService;
  before(async () => {
    svc = await startService({ env: { RATE_LIMIT_PER_DAY: '1000' } });
  });
  after(() => svc.close({ removeCache: true }));

  test('answers one result per VIN, in order, each as /api/decode would', async () => {
    const res = await batch(svc, { vins: [HONDA, 'not-a-vin', UNDECODABLE, ACURA] });
    assert.equal(res.status, 200);
    const [honda, bad, undecodable, acura] = res.json.results;
    assert.equal(honda.vin, HONDA);
    assert.equal(honda.status, 200);
    assert.ok(VinReportSchema.safeParse(honda.report).success);
    assert.equal(bad.status, 400);
    assert.match(bad.error, /VIN/);
    assert.equal(undecodable.status, 400);
    assert.ok(undecodable.errorText);
    assert.equal(acura.status, 200);
    assert.equal(acura.report.vehicle.make, 'ACURA');
  });

  test('decodes a VIN sent twice once, and answers both places', async () => {
    const before = svc.upstream.calls.vpic;
    const res = await batch(svc, { vins: ['1GNDMY932YC478844', '1gndmy932yc478844 '] });
    assert.equal(res.json.results.length, 2);
    assert.deepEqual(res.json.results[0].report, res.json.results[1].report);
    assert.equal(svc.upstream.calls.vpic - before, 1);
  });

  test('a VIN behind a no-break space cannot turn the same VIN listed next to it into a 400, in either order', async () => {
    const res = await batch(svc, { vins: ['\u00a0' + HONDA, HONDA] });
    assert.deepEqual(res.json.results.map((r: { status: number }) => r.status), [400, 200]);
    const reversed = await batch(svc, { vins: [HONDA, '\u00a0' + HONDA] });
    assert.deepEqual(reversed.json.results.map((r: { status: number }) => r.status), [200, 400]);
  });

  test('refuses more than 50 VINs, an empty list and a malformed body with 400', async () => {
    assert.equal((await batch(svc, { vins: Array.from({ length: 51 }, () => HONDA) })).status, 400);
    assert.equal((await batch(svc, { vins: [] })).status, 400);
    assert.equal((await batch(svc, '{"vins": [')).status, 400);
    assert.equal((await batch(svc, { vin: HONDA })).status, 400);
  });
});

describe('POST /api/decode/batch and vPIC', () => {
  let svc: RunningService;
  before(async () => {
    svc = await startService({ env: { RATE_LIMIT_PER_DAY: '1000' }, upstream: await startFakeUpstream({ vpicFallback: sameConfigurationDecode() }) });
  });
  after(async () => {
    await svc.close({ removeCache: true });
    await svc.upstream.close();
  });

  test('a batch of 50 new VINs makes one vPIC call', async () => {
    const vins = sameConfigurationVins('1FTMW1T88MFA00001', 50);
    const before = svc.upstream.calls.vpic;
    const res = await batch(svc, { vins });
    assert.deepEqual(res.json.results.map((r: { status: number }) => r.status), vins.map(() => 200));
    assert.equal(svc.upstream.calls.vpic - before, 1);
  });

  test('VINs already reported come from the cache and only the others are asked of vPIC', async () => {
    const vins = sameConfigurationVins('1GNDMY932YC478844', 12);
    for (const vin of vins.slice(0, 4)) assert.equal((await svc.decode({ vin })).status, 200);
    const asked = svc.upstream.vpicVins.length;
    const res = await batch(svc, { vins });
    assert.deepEqual(res.json.results.map((r: { report: { cached: boolean } }) => r.report.cached), vins.map((_, i) => i < 4));
    assert.deepEqual(svc.upstream.vpicVins.slice(asked), [vins.slice(4)]);
  });
});

describe('POST /api/decode/batch at the edge of the daily budget', () => {
  let svc: RunningService;
  before(async () => {
    svc = await startService({ env: { RATE_LIMIT_PER_DAY: '3' } });
  });
  after(() => svc.close({ removeCache: true }));

  test('answers what fits the remaining budget and marks the rest 429', async () => {
    assert.equal((await svc.decode({ vin: HONDA })).status, 200); // 2 left
    const res = await batch(svc, { vins: [HONDA, ACURA, '1GNDMY932YC478844', '1GYDE63A740121151'] });
    assert.equal(res.status, 200);
    assert.deepEqual(res.json.results.map((r: { status: number }) => r.status), [200, 200, 429, 429]);
    assert.equal(res.json.results[2].resetSeconds > 0, true);
    assert.equal(res.headers.get('x-ratelimit-remaining'), '0');
  });

  test('answers 429 with Retry-After when nothing fits', async () => {
    const res = await batch(svc, { vins: [HONDA] });
    assert.equal(res.status, 429);
    assert.ok(Number(res.headers.get('retry-after')) > 0);
  });
});

describe('POST /api/decode/batch through an outage', () => {
  test('an expired report served instead of an error carries its age, as X-Cache: STALE does', async () => {
    const clock = createTestClock();
    const svc = await startService({ clock, env: { RATE_LIMIT_PER_DAY: '1000', UPSTREAM_TIMEOUT_MS: '500' } });
    try {
      assert.equal((await batch(svc, { vins: [HONDA] })).json.results[0].ageSeconds, undefined, 'a fresh report has no age');
      clock.advance(8 * 86_400_000);
      svc.upstream.fail('vpic', { kind: 'status', status: 503 });
      const [honda] = (await batch(svc, { vins: [HONDA] })).json.results;
      assert.equal(honda.status, 200);
      assert.equal(honda.report.vin, HONDA);
      assert.equal(honda.ageSeconds, 8 * 86_400);
    } finally {
      svc.upstream.fail('vpic', null);
      await svc.close({ removeCache: true });
    }
  });
});
