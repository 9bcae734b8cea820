/** Owner complaints summarised from NHTSA's recorded answers and the shared fake. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { UpstreamError } from '../../src/errors.js';
import { ComplaintsSchema } from '../../src/report/complaints.js';
import { createComplaintsClient, splitComponents, summariseComplaints, type ComplaintsClient } from '../../src/upstream/complaints.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';

let fake: FakeUpstream;
let client: ComplaintsClient;
before(async () => {
  fake = await startFakeUpstream();
  client = createComplaintsClient({ baseUrl: fake.recallsBaseUrl, timeoutMs: 2000 });
});
after(() => fake.close());

test('a 2012 Acura RDX shows its 14 complaints, the components named most and the latest filing', async () => {
  const summary = await client.summarise({ make: 'ACURA', models: ['RDX'], modelYear: '2012' });
  assert.deepEqual(ComplaintsSchema.parse(summary), summary);
  assert.deepEqual({ ...summary, components: undefined }, { total: 14, crashes: 0, fires: 0, injuries: 0, deaths: 0, components: undefined, latestFiled: '2018-09-28' });
  assert.deepEqual(summary.components.slice(0, 4), [
    { component: 'AIR BAGS', count: 6 },
    { component: 'POWER TRAIN', count: 2 },
    { component: 'STEERING', count: 2 },
    { component: 'UNKNOWN OR OTHER', count: 2 },
  ]);
  assert.equal(summary.components.length, 10);
});

test('a vehicle NHTSA answers with 400 and count 0 has zero complaints, not missing ones', async () => {
  const zero = { total: 0, crashes: 0, fires: 0, injuries: 0, deaths: 0, components: [] };
  assert.deepEqual(await client.summarise({ make: 'KIA', models: ['Sorento'], modelYear: '2021' }), zero, 'recorded 400 body');
  assert.deepEqual(await client.summarise({ make: 'FORD', models: ['F-150'], modelYear: '2021' }), zero, 'no file: the fake answers 400 + count 0');
});

test('a complaint service failure is an error, not zero complaints', async (t) => {
  fake.fail('complaints', { kind: 'garbage' });
  t.after(() => fake.fail('complaints', null));
  await assert.rejects(client.summarise({ make: 'ACURA', models: ['RDX'], modelYear: '2012' }), UpstreamError);
});

test('component names that contain a comma stay whole', () => {
  assert.deepEqual(splitComponents('SERVICE BRAKES, HYDRAULIC,STEERING,FUEL SYSTEM, GASOLINE'), ['SERVICE BRAKES, HYDRAULIC', 'STEERING', 'FUEL SYSTEM, GASOLINE']);
  assert.deepEqual(splitComponents('ELECTRICAL SYSTEM,UNKNOWN OR OTHER,FUEL/PROPULSION SYSTEM'), ['ELECTRICAL SYSTEM', 'UNKNOWN OR OTHER', 'FUEL/PROPULSION SYSTEM']);
});

test('a complaint listed twice is counted once, with its crash, fire, injuries and deaths once', () => {
  const complaint = { odiNumber: 11500001, crash: true, fire: true, numberOfInjuries: 2, numberOfDeaths: 1, components: 'SERVICE BRAKES, HYDRAULIC', dateComplaintFiled: '03/15/2021' };
  const summary = summariseComplaints([complaint, { ...complaint }, { odiNumber: 11500002, crash: false, fire: false, numberOfInjuries: 0, numberOfDeaths: 0, components: 'STEERING', dateComplaintFiled: '12/01/2020' }]);
  assert.deepEqual(summary, {
    total: 2, crashes: 1, fires: 1, injuries: 2, deaths: 1,
    components: [{ component: 'SERVICE BRAKES, HYDRAULIC', count: 1 }, { component: 'STEERING', count: 1 }],
    latestFiled: '2021-03-15',
  });
});

test('only the ten components named most are kept, most first', () => {
  const records = Array.from({ length: 30 }, (_, i) => ({ odiNumber: i + 1, components: `PART ${String(i % 12).padStart(2, '0')}` }));
  const { components } = summariseComplaints(records);
  assert.equal(components.length, 10);
  assert.deepEqual(components.slice(0, 6).map((c) => c.count), [3, 3, 3, 3, 3, 3]);
  assert.ok(components.every((c, i) => i === 0 || components[i - 1]!.count >= c.count));
});
