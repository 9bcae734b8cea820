/** EPA fuel economy from the recorded fueleconomy.gov answers, through the shared fake. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { UpstreamError } from '../../src/errors.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chooseEpaModel, chooseEpaOption, createFuelEconomyClient, mapFuelEconomy, menuItems, type FuelEconomyClient } from '../../src/upstream/fuel-economy.js';
import { FuelEconomySchema } from '../../src/report/fuel-economy.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';

let fake: FakeUpstream;
let client: FuelEconomyClient;
before(async () => {
  fake = await startFakeUpstream();
  client = createFuelEconomyClient({ baseUrl: fake.fuelEconomyBaseUrl, timeoutMs: 2000 });
});
after(() => fake.close());

test('a 2022 Honda CR-V with all-wheel drive gets the figures EPA files under "CR-V AWD"', async () => {
  const economy = await client.find({ make: 'HONDA', model: 'CR-V', modelYear: '2022' }, { driveType: 'AWD/All-Wheel Drive', engineCylinders: '4', engineDisplacement: '1.5', fuelType: 'Gasoline' });
  assert.deepEqual(economy, {
    variant: 'Auto (variable gear ratios), 4 cyl, 1.5 L, Turbo', cityMpg: 27, highwayMpg: 32, combinedMpg: 29, fuelType: 'Regular',
    annualFuelCost: 2100, fiveYearVersusAverage: 500, co2GramsPerMile: 305, greenhouseScore: 6,
  });
  assert.deepEqual(FuelEconomySchema.parse(economy), economy);
});

test('a six-cylinder 2020 Camry gets the V6 figures, not the four-cylinder ones', async () => {
  const economy = await client.find({ make: 'TOYOTA', model: 'Camry', modelYear: '2020' }, { engineCylinders: '6', engineDisplacement: '3.5', transmissionStyle: 'Automatic', transmissionSpeeds: '8' });
  assert.equal(economy?.variant, 'Auto (S8), 6 cyl, 3.5 L');
  assert.deepEqual([economy?.cityMpg, economy?.highwayMpg, economy?.combinedMpg], [22, 33, 26]);
});

test('a 2020 Camry V6 costs $2,300 a year to fuel and $750 more over five years than the average new vehicle', async () => {
  const economy = await client.find({ make: 'TOYOTA', model: 'Camry', modelYear: '2020' }, { engineCylinders: '6', engineDisplacement: '3.5', transmissionStyle: 'Automatic', transmissionSpeeds: '8' });
  assert.deepEqual([economy?.annualFuelCost, economy?.fiveYearVersusAverage, economy?.co2GramsPerMile, economy?.greenhouseScore], [2300, -750, 338, 5]);
});

test('running-cost figures EPA gives as -1 or not at all are omitted', () => {
  // Constructed from vehicle-42011-2020-Toyota-Camry-V6.json: -1 where EPA has no figure (as its
  // 2012 records carry for ghgScore), an empty youSaveSpend, no fuelCost08 at all.
  const file = path.join(import.meta.dirname, '..', 'fixtures', 'recorded', 'epa-fueleconomy', 'vehicle-42011-2020-Toyota-Camry-V6.json');
  const { fuelCost08: _cost, ...record } = JSON.parse(readFileSync(file, 'utf8'));
  const economy = mapFuelEconomy({ ...record, ghgScore: '-1', co2TailpipeGpm: '-1', youSaveSpend: '' }, 'Auto (S8), 6 cyl, 3.5 L');
  assert.ok(economy);
  for (const field of ['annualFuelCost', 'fiveYearVersusAverage', 'co2GramsPerMile', 'greenhouseScore']) assert.equal(field in economy, false, field);
  assert.equal(mapFuelEconomy({ ...record, youSaveSpend: -1, fuelCost08: -1 }, 'x')?.fiveYearVersusAverage, undefined);
});

test('a plug-in hybrid Volt (EPA lists its one option as a single object) shows its electric range and its figures on electricity', async () => {
  const economy = await client.find({ make: 'CHEVROLET', model: 'Volt', modelYear: '2019' }, { electrificationLevel: 'PHEV (Plug-in Hybrid Electric Vehicle)' });
  // city08/highway08/comb08 are the gasoline figures; cityA08/highwayA08/combA08 the MPGe on electricity, combE its kWh/100 mi.
  assert.deepEqual(economy, { variant: 'Auto (variable gear ratios), 4 cyl, 1.5 L', cityMpg: 43, highwayMpg: 42, combinedMpg: 42, fuelType: 'Regular Gas or Electricity', rangeMiles: 53,
    electricCityMpge: 113, electricHighwayMpge: 98, electricCombinedMpge: 106, kwhPer100Miles: 31,
    annualFuelCost: 1450, fiveYearVersusAverage: 6500, co2GramsPerMile: 51, greenhouseScore: 10,
  });
});

test('a model EPA does not list has no fuel economy (null)', async () => {
  assert.equal(await client.find({ make: 'FORD', model: 'F-150', modelYear: '2021' }, {}), null);
});

test('fueleconomy.gov failing is an error, not missing figures', async (t) => {
  fake.fail('fuelEconomy', { kind: 'status', status: 503 });
  t.after(() => fake.fail('fuelEconomy', null));
  await assert.rejects(client.find({ make: 'TOYOTA', model: 'Corolla', modelYear: '2022' }, {}), UpstreamError);
});

test('EPA menus come as a list, a single object or a bare null', () => {
  assert.deepEqual(menuItems(null), []);
  assert.deepEqual(menuItems({ menuItem: { text: 'Auto (S8), 4 cyl, 2.5 L', value: '42015' } }), [{ text: 'Auto (S8), 4 cyl, 2.5 L', id: '42015' }]);
  assert.equal(menuItems({ menuItem: [{ text: 'a', value: '1' }, { text: 'b', value: 2 }] }).length, 2);
  assert.throws(() => menuItems('<html>'), UpstreamError);
});

test('EPA model names are matched to the decoded drive and hybrid status', () => {
  const honda = ['Accord', 'Accord Hybrid', 'CR-V AWD', 'CR-V FWD', 'CR-V Hybrid AWD', 'HR-V AWD'];
  assert.equal(chooseEpaModel('CR-V', honda, { driveType: 'FWD/Front-Wheel Drive', fuelType: 'Gasoline' }), 'CR-V FWD');
  assert.equal(chooseEpaModel('CR-V', honda, { driveType: 'AWD/All-Wheel Drive', electrificationLevel: 'Strong HEV (Hybrid Electric Vehicle)' }), 'CR-V Hybrid AWD');
  assert.equal(chooseEpaModel('Accord', honda, { fuelType: 'Gasoline' }), 'Accord');
  assert.equal(chooseEpaModel('Civic', honda, {}), undefined);
});

test('the EPA option is chosen by cylinders, displacement and transmission', () => {
  const corolla = [
    { text: 'Auto (AV-S10), 4 cyl, 2.0 L', id: '44074' },
    { text: 'Auto (variable gear ratios), 4 cyl, 1.8 L', id: '44070' },
    { text: 'Man 6-spd, 4 cyl, 2.0 L', id: '44075' },
    { text: 'Man 6-spd, 4 cyl, 1.8 L', id: '44071' },
  ];
  assert.equal(chooseEpaOption(corolla, { engineDisplacement: '1.8', transmissionStyle: 'Manual/Standard' })?.id, '44071');
  assert.equal(chooseEpaOption(corolla, { engineDisplacement: '1.798000', transmissionStyle: 'Continuously Variable Transmission (CVT)' })?.id, '44070');
  assert.equal(chooseEpaOption(corolla, { engineDisplacement: '2.0', transmissionStyle: 'Automatic' })?.id, '44074');
});
