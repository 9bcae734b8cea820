/**
 * The report's sections through the real pipeline and HTTP server, against the fake NHTSA/EPA
 * serving recorded answers. The decodes of the vehicles those recordings cover (a 2012 and a 2022
 * Acura RDX, a 2020 Camry V6, a 2017 Volvo XC90) are constructed here, field for field in vPIC's
 * shape, because no recorded vPIC answer exists for them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { renderReportText } from '../../src/cli/render-text.js';
import { VinReportSchema, type VinReport } from '../../src/report/report.js';
import { renderReport } from '../../src/web/report-view.js';
import { readingLines } from '../../src/words/assessment-words.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { createTestClock, startService, type RunningService, type TestClock } from '../helpers/service.js';

const SUV = 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)';
const CLEAN = { ErrorCode: '0', ErrorText: '0 - VIN decoded clean. Check Digit (9th position) is correct' };
const MODELS: Record<string, Record<string, string>> = {
  '5J8TB4H5': { Make: 'ACURA', Model: 'RDX', ModelYear: '2012', BodyClass: SUV, DriveType: 'AWD/All-Wheel Drive', EngineCylinders: '4', DisplacementL: '2.3', FuelTypePrimary: 'Gasoline' },
  '5J8TC2H5': { Make: 'ACURA', Model: 'RDX', ModelYear: '2022', BodyClass: SUV, DriveType: 'AWD/All-Wheel Drive', EngineCylinders: '4', DisplacementL: '2.0', FuelTypePrimary: 'Gasoline' },
  '4T1B11HK': { Make: 'TOYOTA', Model: 'Camry', ModelYear: '2020', BodyClass: 'Sedan/Saloon', DriveType: 'FWD/Front-Wheel Drive', EngineCylinders: '6', DisplacementL: '3.5', FuelTypePrimary: 'Gasoline', TransmissionStyle: 'Automatic', TransmissionSpeeds: '8' },
  'YV4A22PK': { Make: 'VOLVO', Model: 'XC90', ModelYear: '2017', BodyClass: SUV, DriveType: 'AWD/All-Wheel Drive', EngineCylinders: '4', DisplacementL: '2.0', FuelTypePrimary: 'Gasoline' },
};
/** A VIN of one of MODELS, made distinct by its serial number. */
const vinOf = (prefix: string, serial: number) => `${prefix}X${'H'}L${String(100000 + serial)}`.slice(0, 17);
const decodeOf = (vin: string) => {
  const model = MODELS[vin.slice(0, 8)];
  return model ? { Count: 1, Message: 'Results returned successfully.', Results: [{ VIN: vin, ...model, ...CLEAN }] } : undefined;
};

describe('report sections', () => {
  let fake: FakeUpstream;
  let svc: RunningService;
  let clock: TestClock;
  const report = async (vin: string): Promise<{ status: number; cache: string | null; body: VinReport }> => {
    const res = await svc.decode({ vin });
    return { status: res.status, cache: res.headers.get('x-cache'), body: (await res.json()) as VinReport };
  };

  before(async () => {
    fake = await startFakeUpstream({ vpicFallback: decodeOf });
    clock = createTestClock();
    svc = await startService({ upstream: fake, clock, env: { RATE_LIMIT_PER_DAY: '1000' } });
  });
  after(async () => {
    await svc.close({ removeCache: true });
    await fake.close();
  });

  test('a report carries NHTSA complaints counted by component', async () => {
    const { status, body } = await report(vinOf('5J8TB4H5', 1));
    assert.equal(status, 200);
    assert.ok(VinReportSchema.safeParse(body).success);
    assert.equal(body.complaints?.total, 14);
    assert.equal(body.complaints?.components[0]?.component, 'AIR BAGS');
    assert.equal(body.complaints?.latestFiled, '2018-09-28');
    assert.deepEqual(body.unavailable, []);
  });

  test('a report carries the crash ratings of the variant with its drive type', async () => {
    const { body } = await report(vinOf('5J8TC2H5', 1));
    assert.match(body.safetyRatings?.variant ?? '', /AWD/);
    assert.equal(body.safetyRatings?.overall, '5');
  });

  test('a report carries the EPA figures of the option with its engine', async () => {
    const { body } = await report(vinOf('4T1B11HK', 1));
    assert.ok(body.fuelEconomy && body.fuelEconomy.combinedMpg > 0);
    assert.match(body.fuelEconomy.variant, /6 cyl/);
  });

  test('every report links NHTSA\'s lookup of the recalls open on this very VIN', async () => {
    const vin = vinOf('4T1B11HK', 2);
    const { body } = await report(vin);
    assert.equal(body.recallLookupUrl, `https://www.nhtsa.gov/recalls?vin=${vin}`);
  });

  test('a 2017 Volvo XC90 report has the campaigns filed under XC90 T5, T6 and XC90H, once each, and none of the XC60', async () => {
    const { body } = await report(vinOf('YV4A22PK', 1));
    const numbers = body.recalls.map((r) => r.campNo);
    assert.equal(new Set(numbers).size, numbers.length, 'one per campaign');
    assert.ok(numbers.includes('17V999000'));
    const merged = body.recalls.find((r) => r.campNo === '17V999000');
    assert.equal(merged?.parkIt, true, 'the stronger safety flag wins');
    assert.ok(!body.recalls.some((r) => /XC60/.test(r.summary ?? '')), 'no XC60 campaign');
    assert.ok(body.recalls.every((r) => r.reportReceivedDate === undefined || /^\d{4}-\d{2}-\d{2}$/.test(r.reportReceivedDate)));
  });

  test('ten VINs of one model ask each NHTSA and EPA source once', async () => {
    const before = { ...fake.calls };
    await Promise.all(Array.from({ length: 10 }, (_, i) => report(vinOf('YV4A22PK', 100 + i))));
    for (const source of ['recalls', 'complaints', 'catalogue', 'safetyRatings', 'fuelEconomy'] as const) {
      assert.equal(fake.calls[source] - before[source], 0, `${source}: answered from the per-model cache`);
    }
    assert.equal(fake.calls.vpic - before.vpic, 10, 'vPIC is asked per VIN');
  });

  test('a section whose source fails is null, named in unavailable, and the report is rebuilt after an hour', async () => {
    const vin = vinOf('5J8TB4H5', 50);
    // A model year no other test asked for, so the complaints are not in the per-model cache.
    MODELS['5J8TB4H6'] = { ...MODELS['5J8TB4H5']!, ModelYear: '2013' };
    const failing = vin.replace('5J8TB4H5', '5J8TB4H6');
    fake.fail('complaints', { kind: 'status', status: 500 });
    try {
      const { status, body } = await report(failing);
      assert.equal(status, 200);
      assert.equal(body.complaints, null);
      assert.deepEqual(body.unavailable, ['complaints']);
      assert.doesNotMatch(body.ai.issues.join(' '), /no owner complaints/i);
    } finally {
      fake.fail('complaints', null);
    }
    assert.equal((await report(failing)).cache, 'HIT');
    clock.advance(61 * 60_000);
    const healed = await report(failing);
    assert.equal(healed.cache, 'MISS');
    assert.deepEqual(healed.body.unavailable, []);
  });

  test('when the catalogue fails, recalls are asked under vPIC\'s model name and the log says so', async () => {
    MODELS['1HGCV1F3'] = { Make: 'HONDA', Model: 'Accord', ModelYear: '2018', BodyClass: 'Sedan/Saloon', FuelTypePrimary: 'Gasoline' };
    fake.fail('catalogue', { kind: 'status', status: 500 });
    try {
      const { status, body } = await report(vinOf('1HGCV1F3', 1));
      assert.equal(status, 200);
      assert.ok(Array.isArray(body.recalls));
      assert.ok(svc.logs.some((line) => line.includes('"event":"catalogue_unavailable"')));
    } finally {
      fake.fail('catalogue', null);
    }
  });

  test('a recall whose text excludes the decoded engine is marked unlikely, with a reason', async () => {
    const { body } = await report('1HGCM82633A004352');
    const unlikely = body.recalls.filter((r) => r.appliesTo === 'unlikely');
    assert.ok(unlikely.length > 0);
    assert.ok(unlikely.every((r) => typeof r.reason === 'string' && r.reason.length > 0));
    assert.ok(body.recalls.every((r) => r.appliesTo !== undefined));
  });

  test('a vehicle vPIC gives no model lists recalls as unavailable, never as none, and scores at most 6', async () => {
    const { status, body } = await report('1GN96Y7A85D088953'); // a 2005 Chevrolet vPIC names no model for
    assert.equal(status, 200);
    assert.ok(body.unavailable.includes('recalls'));
    assert.deepEqual(body.recalls, []);
    assert.ok(body.ai.score <= 6);
    assert.doesNotMatch(body.ai.overview, /no recalls/i);
  });

  test('where NHTSA\'s crash-test record counts complaints the search did not return, every door says so and none says "no complaints"', async () => {
    // The 2022 RDX's NCAP record counts 27 complaints; the complaints search for it answers count 0.
    const { body } = await report(vinOf('5J8TC2H5', 7));
    assert.equal(body.safetyRatings?.recordCounts?.complaints, 27);
    const said = "NHTSA's crash-test record counts 27 complaints for this model; the complaints search returned none: check nhtsa.gov.";
    const gap = body.assessment?.unknowns.find((u) => u.reason === 'countsDisagree');
    assert.equal(gap?.section, 'complaints');
    assert.equal(gap?.text, said);
    const page = renderReport(body).replaceAll('&#39;', "'");
    const cli = renderReportText(body);
    for (const [door, text] of [['page', page], ['CLI', cli], ['MCP reading', readingLines(body).join('\n')], ['summary', body.ai.issues.join('\n')]] as const) {
      assert.ok(text.replace(/\s+/g, ' ').includes(said), `${door} says the counts disagree`);
      assert.doesNotMatch(text, /no owner complaints/i, door);
    }
    assert.ok(!body.ai.strengths.some((s) => /no owner complaints/i.test(s)));
  });

  test('where NHTSA\'s crash-test record counts recalls the search did not return, every door says so and none says "no recalls"', async () => {
    // The same record counts 1 recall; the recall search for the 2022 RDX returns none.
    const { body } = await report(vinOf('5J8TC2H5', 8));
    assert.equal(body.safetyRatings?.recordCounts?.recalls, 1);
    assert.deepEqual(body.recalls, []);
    const said = "NHTSA's crash-test record counts 1 recall for this model; the recall search returned none: check nhtsa.gov.";
    assert.equal(body.assessment?.unknowns.find((u) => u.reason === 'countsDisagree' && u.section === 'recalls')?.text, said);
    const page = renderReport(body).replaceAll('&#39;', "'");
    const cli = renderReportText(body);
    const summary = [body.ai.overview, ...body.ai.strengths, ...body.ai.issues, body.ai.buyingAdvice].join('\n');
    for (const [door, text] of [['page', page], ['CLI', cli], ['MCP reading', readingLines(body).join('\n')], ['summary', summary]] as const) {
      assert.ok(text.replace(/\s+/g, ' ').includes(said), `${door} says the counts disagree`);
      assert.doesNotMatch(text, /no recalls|none of the recalls/i, door);
    }
  });
});
