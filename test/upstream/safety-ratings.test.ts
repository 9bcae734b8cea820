/** NCAP crash ratings from the recorded NHTSA answers, and the choice among a model's variants. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chooseRatingVariant, createSafetyRatingsClient, mapRatings, ncapPictureSource, type SafetyRatingsClient } from '../../src/upstream/safety-ratings.js';
import { SafetyRatingsSchema } from '../../src/report/safety-ratings.js';
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
  const rated = await client.find(RDX, { driveType: 'AWD/All-Wheel Drive', bodyClass: 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)' });
  assert.deepEqual(rated, {
    ratings: {
      variant: '2022 Acura RDX SUV AWD', overall: '5', frontCrash: '4', sideCrash: '5', rollover: '4', rolloverRisk: 0.15,
      equipment: { electronicStabilityControl: 'Standard', forwardCollisionWarning: 'Standard', laneDepartureWarning: 'Standard' },
      investigations: { count: 0, url: 'https://www.nhtsa.gov/vehicle/2022/ACURA/RDX' },
      recordCounts: { complaints: 27, recalls: 1 },
    },
  });
  assert.deepEqual(SafetyRatingsSchema.parse(rated?.ratings), rated?.ratings);
});

test('a front-wheel-drive 2022 RDX gets the FWD variant\'s ratings', async () => {
  const rated = await client.find(RDX, { driveType: 'FWD/Front-Wheel Drive' });
  assert.equal(rated?.ratings.variant, '2022 Acura RDX SUV FWD');
  assert.equal(rated?.ratings.rolloverRisk, 0.165);
});

test('a 2019 Golf keeps NHTSA\'s words for its driver aids, its investigation and where its picture is', async () => {
  const rated = await client.find({ make: 'VOLKSWAGEN', model: 'Golf', modelYear: '2019' }, { driveType: 'FWD/Front-Wheel Drive' });
  assert.deepEqual(rated?.ratings.equipment, { electronicStabilityControl: 'Standard', forwardCollisionWarning: 'Standard', laneDepartureWarning: 'Optional' });
  assert.deepEqual(rated?.ratings.investigations, { count: 1, url: 'https://www.nhtsa.gov/vehicle/2019/VOLKSWAGEN/GOLF' });
  assert.equal(rated?.pictureSource, 'https://static.nhtsa.gov/images/vehicles/13518_st0640_046.png');
});

test('"No" for a driver aid stays NHTSA\'s "No"', () => {
  const file = path.join(import.meta.dirname, '..', 'fixtures', 'recorded', 'nhtsa-safetyratings', 'VehicleId-7520-notrated.json');
  const record = JSON.parse(readFileSync(file, 'utf8')).Results[0];
  assert.deepEqual(mapRatings(record, record.VehicleDescription).equipment, { electronicStabilityControl: 'Standard', forwardCollisionWarning: 'No', laneDepartureWarning: 'No' });
});

test('driver aids, investigations and a picture NHTSA leaves out or garbles are omitted', () => {
  // Constructed from VehicleId-16837.json: the three aids empty or missing, the count not a number.
  const file = path.join(import.meta.dirname, '..', 'fixtures', 'recorded', 'nhtsa-safetyratings', 'VehicleId-16837.json');
  const record = JSON.parse(readFileSync(file, 'utf8')).Results[0];
  const garbled = { ...record, NHTSAElectronicStabilityControl: ' ', NHTSAForwardCollisionWarning: undefined, NHTSALaneDepartureWarning: null, InvestigationCount: '-1' };
  const ratings = mapRatings(garbled, record.VehicleDescription);
  assert.equal(ratings.equipment, undefined);
  assert.equal(ratings.investigations, undefined);
  assert.equal(mapRatings({ ...record, InvestigationCount: -1 }, 'x').investigations, undefined);
});

test('only an https picture on static.nhtsa.gov under /images/vehicles/ is taken as NHTSA\'s picture', () => {
  assert.equal(ncapPictureSource('https://static.nhtsa.gov/images/vehicles/8151_st0640_046.png'), 'https://static.nhtsa.gov/images/vehicles/8151_st0640_046.png');
  for (const other of [
    'http://static.nhtsa.gov/images/vehicles/8151_st0640_046.png',
    'https://evil.example/images/vehicles/8151_st0640_046.png',
    'https://static.nhtsa.gov.evil.example/images/vehicles/8151_st0640_046.png',
    'https://static.nhtsa.gov/crashTest/images/2022/v10556P080.jpg',
    'https://static.nhtsa.gov/images/vehicles/../x.png',
    'https://static.nhtsa.gov/images/vehicles/8151.svg',
    'https://static.nhtsa.gov/images/vehicles/8151.png?x=1',
    '', 42, null,
  ]) assert.equal(ncapPictureSource(other), undefined, String(other));
});

test('a model NHTSA has not rated has no ratings (null)', async () => {
  assert.equal(await client.find({ make: 'FORD', model: 'F-150', modelYear: '2021' }, {}), null);
});

test('a variant NHTSA did not test keeps "Not Rated" and no rollover risk', () => {
  const file = path.join(import.meta.dirname, '..', 'fixtures', 'recorded', 'nhtsa-safetyratings', 'VehicleId-7520-notrated.json');
  const record = JSON.parse(readFileSync(file, 'utf8')).Results[0];
  const { equipment: _e, investigations: _i, recordCounts: _c, ...ratings } = mapRatings(record, record.VehicleDescription);
  assert.deepEqual(ratings, { variant: '2013 Acura RDX SUV FWD', overall: 'Not Rated', frontCrash: 'Not Rated', sideCrash: 'Not Rated', rollover: 'Not Rated' });
});

test('the record\'s complaint and recall counts are kept to cross-check the searches', () => {
  const file = path.join(import.meta.dirname, '..', 'fixtures', 'recorded', 'nhtsa-safetyratings', 'VehicleId-7520-notrated.json');
  const record = JSON.parse(readFileSync(file, 'utf8')).Results[0];
  assert.deepEqual(mapRatings(record, record.VehicleDescription).recordCounts, { complaints: 153, recalls: 3 });
  assert.equal(mapRatings({ ...record, ComplaintsCount: -1, RecallsCount: 'three' }, 'x').recordCounts, undefined);
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
