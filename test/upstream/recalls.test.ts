/**
 * The recall client against the shared NHTSA fake (recorded and constructed answers), and the
 * merge rules for campaigns that NHTSA lists more than once.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UpstreamError } from '../../src/errors.js';
import { chooseCatalogueModels, createCatalogueClient, MAX_MODEL_NAMES, MODEL_NAME_CONCURRENCY } from '../../src/upstream/catalogue.js';
import { createRecallsClient, mapRecalls, type RecallsClient } from '../../src/upstream/recalls.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');

let fake: FakeUpstream;
let recalls: RecallsClient;
before(async () => {
  fake = await startFakeUpstream();
  recalls = createRecallsClient({ baseUrl: fake.recallsBaseUrl, timeoutMs: 2000 });
});
after(() => fake.close());

test('a vehicle NHTSA answers with 400 and count 0 has no recalls', async () => {
  assert.deepEqual(await recalls.find({ make: 'KIA', model: 'Soul', modelYear: '2022' }), []);
});

test('a recorded NHTSA answer gives its campaigns newest first with ISO dates', async () => {
  const list = await recalls.find({ make: 'ACURA', model: 'RDX', modelYear: '2012' });
  assert.deepEqual(list.map((r) => [r.campNo, r.reportReceivedDate]), [['19V182000', '2019-03-06'], ['16V061000', '2016-02-03']]);
  assert.equal(list[0]!.parkIt, false);
});

for (const [what, fault] of [
  ['a 400 without the empty body', { kind: 'status', status: 400, body: '{"Message":"Bad Request"}' }],
  ['a 500', { kind: 'status', status: 500 }],
  ['an HTML page', { kind: 'garbage' }],
  ['a body without results', { kind: 'wrong-shape' }],
] as const) {
  test(`recalls answered with ${what} are a failure, never "no recalls"`, async (t) => {
    fake.fail('recalls', fault);
    t.after(() => fake.fail('recalls', null));
    await assert.rejects(recalls.find({ make: 'FORD', model: 'F-150', modelYear: '2021' }), UpstreamError);
  });
}

test('a User-Agent NHTSA refuses is a failure (403 with an HTML page)', async () => {
  const refused = createRecallsClient({ baseUrl: fake.recallsBaseUrl, timeoutMs: 2000, userAgent: 'python-requests/2.32' });
  await assert.rejects(refused.find({ make: 'FORD', model: 'F-150', modelYear: '2021' }), /HTTP 403/);
});

test('a Volvo XC90 gets the campaigns filed under XC90 T5, T6 and XC90H, once each, and none of the XC60', async () => {
  const catalogue = createCatalogueClient({ baseUrl: fake.recallsBaseUrl, timeoutMs: 2000 });
  const models = chooseCatalogueModels('XC90', await catalogue.models({ make: 'VOLVO', modelYear: '2017', issueType: 'recalls' }));
  const list = await recalls.findForModels({ make: 'VOLVO', models, modelYear: '2017' });
  assert.deepEqual(list.map((r) => r.campNo).sort(), ['17V999000', '18V888000', '19V777000']);
  const merged = list.find((r) => r.campNo === '17V999000')!;
  assert.equal(merged.parkIt, true, 'the XC90 T6 record says park it, and that wins');
});

test('a campaign listed twice keeps the stronger safety flags, whichever record carries them', () => {
  const [recall] = mapRecalls([
    { NHTSACampaignNumber: '21V001000', parkIt: false, parkOutSide: true, overTheAirUpdate: false, Summary: 'A' },
    { NHTSACampaignNumber: '21v001000', parkIt: true, parkOutSide: false, overTheAirUpdate: true, Summary: 'B', Remedy: 'Tesla will release an over-the-air (OTA) software update, free of charge.' },
  ]);
  assert.equal(recall!.campNo, '21V001000');
  assert.deepEqual([recall!.parkIt, recall!.parkOutside, recall!.overTheAirUpdate], [true, true, true]);
  assert.equal(recall!.summary, 'A');
});

test('a recall NHTSA flags over the air is not over the air when its remedy also replaces parts', () => {
  const body = JSON.parse(readFileSync(path.join(FIXTURES, 'recalls', 'TESLA_MODEL-3_2025.json'), 'utf8'));
  assert.equal(body.results[0].overTheAirUpdate, true);
  const [recall] = mapRecalls(body.results);
  assert.match(recall!.remedy ?? '', /over-the-air .* replace the affected computers/s);
  assert.equal(recall!.overTheAirUpdate, false);
});

test('campaign numbers that differ only in case are one campaign', () => {
  assert.equal(mapRecalls([{ NHTSACampaignNumber: '19V182000' }, { NHTSACampaignNumber: '19v182000 ' }]).length, 1);
});

test('an impossible date is left out rather than shown as an ISO date', () => {
  const [recall] = mapRecalls([{ NHTSACampaignNumber: '20V100000', ReportReceivedDate: '31/02/2020', Summary: 'x' }]);
  assert.equal(recall!.reportReceivedDate, undefined);
  const [filled] = mapRecalls([
    { NHTSACampaignNumber: '20V100000', ReportReceivedDate: '31/02/2020' },
    { NHTSACampaignNumber: '20V100000', ReportReceivedDate: '29/02/2020' },
  ]);
  assert.equal(filled!.reportReceivedDate, '2020-02-29', 'a real date from a later record fills the gap');
});

test('records with no campaign number and no text are dropped, not counted', () => {
  const list = mapRecalls([{}, { Summary: '   ' }, { parkIt: true }, { Summary: 'A real text without a campaign number' }]);
  assert.equal(list.length, 1);
  assert.equal(list[0]!.summary, 'A real text without a campaign number');
});

test('a recall text longer than 2,000 characters is cut with an ellipsis', () => {
  const [recall] = mapRecalls([{ NHTSACampaignNumber: '20V100000', Summary: 'word '.repeat(1_000_000) }]);
  assert.equal(recall!.summary!.length, 2000);
  assert.ok(recall!.summary!.endsWith('…'));
});

test('a catalogue listing 1,500 variants of a model has at most a handful asked, the closest names', () => {
  const catalogue = ['F-150', 'F-150 HYBRID', ...Array.from({ length: 1500 }, (_, i) => `F-150 SPECIAL EDITION ${i}`)];
  const chosen = chooseCatalogueModels('F-150', catalogue);
  assert.equal(chosen.length, MAX_MODEL_NAMES);
  assert.deepEqual(chosen.slice(0, 2), ['F-150', 'F-150 HYBRID']);
});

test('the names of one model are asked a few at a time, not all at once', async () => {
  let inFlight = 0;
  let most = 0;
  const countingFetch: typeof fetch = async () => {
    most = Math.max(most, ++inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight--;
    return new Response('{"Count":0,"Message":"Results returned successfully","results":[]}', { status: 200 });
  };
  const client = createRecallsClient({ baseUrl: 'http://recalls.test', timeoutMs: 2000, fetch: countingFetch });
  await client.findForModels({ make: 'FORD', models: Array.from({ length: MAX_MODEL_NAMES }, (_, i) => `F-150 ${i}`), modelYear: '2021' });
  assert.equal(most, MODEL_NAME_CONCURRENCY);
});
