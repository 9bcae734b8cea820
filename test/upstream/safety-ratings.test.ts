/** NCAP crash ratings from the recorded NHTSA answers, and the choice among a model's variants. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chooseRatingVariant, createSafetyRatingsClient, mapRatings, SafetyRatingsSchema, type SafetyRatingsClient } from '../../src/upstream/safety-ratings.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';

let fake: FakeUpstream;
let client: SafetyRatingsClient;
before(async () => {
  fake = await startFakeUpstream();
  client = createSafetyRatingsClient({ baseUrl: fake.recallsBaseUrl, timeoutMs: 2000 });
});
after(() => fake.close());

const RDX = { make: 'ACURA', model: 'RDX', modelYear: '2022' };

test('an all-wheel-drive 2022 RDX gets the AWD variant\'s ratings', async () => {
  const ratings = await client.find(RDX, { driveType: 'AWD/All-Wheel Drive', bodyClass: 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)' });
  assert.deepEqual(ratings, { variant: '2022 Acura RDX SUV AWD', overall: '5', frontCrash: '4', sideCrash: '5', rollover: '4', rolloverRisk: 0.15 });
  assert.deepEqual(SafetyRatingsSchema.parse(ratings), ratings);
});

test('a front-wheel-drive 2022 RDX gets the FWD variant\'s ratings', async () => {
  const ratings = await client.find(RDX, { driveType: 'FWD/Front-Wheel Drive' });
  assert.equal(ratings?.variant, '2022 Acura RDX SUV FWD');
  assert.equal(ratings?.rolloverRisk, 0.165);
});

test('a model NHTSA has not rated has no ratings (null)', async () => {
  assert.equal(await client.find({ make: 'FORD', model: 'F-150', modelYear: '2021' }, {}), null);
});

test('a variant NHTSA did not test keeps "Not Rated" and no rollover risk', () => {
  const file = path.join(import.meta.dirname, '..', 'fixtures', 'recorded', 'nhtsa-safetyratings', 'VehicleId-7520-notrated.json');
  const record = JSON.parse(readFileSync(file, 'utf8')).Results[0];
  assert.deepEqual(mapRatings(record, record.VehicleDescription), { variant: '2013 Acura RDX SUV FWD', overall: 'Not Rated', frontCrash: 'Not Rated', sideCrash: 'Not Rated', rollover: 'Not Rated' });
});

test('the variant matching drive and body is chosen among several', () => {
  const variants = [
    { id: 1, description: '2021 Ford F-150 SuperCrew RWD' },
    { id: 2, description: '2021 Ford F-150 SuperCrew 4WD' },
    { id: 3, description: '2021 Ford F-150 Regular Cab 4WD' },
  ];
  assert.equal(chooseRatingVariant(variants, { driveType: '4WD/4-Wheel Drive/4x4', bodyClass: 'Pickup' })?.id, 2);
  assert.equal(chooseRatingVariant(variants, { driveType: 'RWD/Rear-Wheel Drive' })?.id, 1);
  const bodies = [{ id: 7, description: '2020 Honda Civic 2 DR FWD' }, { id: 8, description: '2020 Honda Civic 4 DR FWD' }];
  assert.equal(chooseRatingVariant(bodies, { driveType: 'FWD/Front-Wheel Drive', bodyClass: 'Sedan/Saloon' })?.id, 8);
  assert.equal(chooseRatingVariant(bodies, { bodyClass: 'Coupe' })?.id, 7);
  assert.equal(chooseRatingVariant([], {}), undefined);
});
