/**
 * Make and year read from the VIN (src/make-year-guess.ts), and the pipeline starting the make-and-year
 * look-ups beside vPIC with them (src/report-service.ts), against the fake NHTSA and EPA.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMakeYearGuesser, wmiOf } from '../src/make-year-guess.js';
import { WMI_MAKES } from '../src/wmi-makes.js';
import { readVpicFixture, sameConfigurationVins, startFakeUpstream } from './helpers/fake-upstream.js';
import { startService } from './helpers/service.js';

const HONDA = '1HGCM82633A004352';

test('the make and year a VIN reads as, from its WMI and position 10, or none where the table cannot tell', () => {
  const guesser = createMakeYearGuesser({
    '1HG': { make: 'HONDA', yearRule: true },
    '1GC': { make: 'CHEVROLET', yearRule: false },
    'ZAC': { make: null, yearRule: true },
    '1M9081': { make: 'MIANO\'S WELDING', yearRule: true },
  });
  const cases: Array<[string, { make: string; modelYear: string } | null, string]> = [
    [HONDA, { make: 'HONDA', modelYear: '2003' }, 'known WMI, a digit at position 7: the 1980-2009 cycle'],
    ['1HGCV1F34LA000001', { make: 'HONDA', modelYear: '2020' }, 'a letter at position 7: the 2010-2039 cycle'],
    ['5YJ3E1EBXSF969484', null, 'a WMI the table does not hold'],
    ['1GCC8PB58JP796027', null, 'a WMI whose decodes gave years position 10 does not'],
    ['ZACCJABT0FPB56597', null, 'a WMI whose decodes gave two makes'],
    ['1HGCM8263UA004352', null, 'position 10 is never a year code'],
  ];
  for (const [vin, expected, why] of cases) assert.deepEqual(guesser.guess(vin), expected, why);
  assert.equal(wmiOf('1M9AB12C34D081234'), '1M9081', 'a small maker (position 3 is 9) is known by positions 12-14 too');
});

test('decodes keep the table fresh: a new WMI is learnt, and one that shows another make or year is no longer guessed', () => {
  const guesser = createMakeYearGuesser({});
  assert.equal(guesser.guess(HONDA), null);
  guesser.learn(HONDA, { make: 'HONDA', modelYear: '2003' });
  assert.deepEqual(guesser.guess('1HGCM82633A999999'), { make: 'HONDA', modelYear: '2003' });
  guesser.learn('1HGCM82633A999999', { make: 'ACURA', modelYear: '2003' });
  assert.equal(guesser.guess(HONDA), null, 'two makes under one WMI');
  guesser.learn('5YJ3E1EBXSF969484', { make: 'TESLA', modelYear: '2024' });
  assert.equal(guesser.guess('5YJ3E1EBXSF969484'), null, 'position 10 said 2025');
});

test('the shipped table holds the WMIs of the recorded decodes, with the make vPIC gave them', () => {
  const honda = readVpicFixture(HONDA) as { Results: Array<{ Make: string }> };
  assert.deepEqual(WMI_MAKES['1HG'], { make: honda.Results[0]!.Make, yearRule: true });
  assert.ok(Object.keys(WMI_MAKES).length >= 50);
});

test('a cold report asks the recall and complaint catalogues and EPA\'s model menu while vPIC is still answering', async () => {
  const upstream = await startFakeUpstream({ latencyMs: { vpic: 300 } });
  const svc = await startService({ upstream });
  try {
    const res = await svc.decode({ vin: HONDA });
    assert.equal(res.status, 200);
    const vpicAnswered = upstream.holds.vpic[0]!.answered;
    const early = upstream.holds.catalogue.filter((h) => h.arrived < vpicAnswered).length + upstream.holds.fuelEconomy.filter((h) => h.arrived < vpicAnswered).length;
    assert.equal(early, 3, upstream.log.join('\n'));
    assert.ok(upstream.log.some((l) => l.includes('/products/vehicle/models?modelYear=2003&make=HONDA&issueType=r')));
    assert.equal(upstream.calls.catalogue, 2, 'the sections took the answers asked for early, without asking again');
  } finally {
    await svc.close({ removeCache: true });
    await upstream.close();
  }
});

test('when vPIC decodes another make than the VIN reads as, the report is looked up under vPIC\'s make', async () => {
  const [vin] = sameConfigurationVins(HONDA, 1);
  const upstream = await startFakeUpstream({
    vpicFallback: () => {
      const body = readVpicFixture(HONDA) as { Results: Array<Record<string, unknown>> };
      body.Results[0] = { ...body.Results[0], VIN: vin, Make: 'ACURA' };
      return body;
    },
  });
  const svc = await startService({ upstream });
  try {
    const res = await svc.decode({ vin });
    assert.equal(res.status, 200);
    const report = (await res.json()) as { vehicle: { make: string } };
    assert.equal(report.vehicle.make, 'ACURA');
    for (const issueType of ['r', 'c']) {
      assert.ok(upstream.log.some((l) => l.includes(`/products/vehicle/models?modelYear=2003&make=ACURA&issueType=${issueType}`)), `catalogue ${issueType} under vPIC's make:\n${upstream.log.join('\n')}`);
    }
    assert.ok(upstream.log.some((l) => l.includes('menu/model?year=2003&make=ACURA')));
  } finally {
    await svc.close({ removeCache: true });
    await upstream.close();
  }
});
