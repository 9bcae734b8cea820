/** The recall database's model names for a vPIC model, and the catalogue client against the fake. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { UpstreamStatusError } from '../../src/upstream/http/fetch-json.js';
import { chooseCatalogueModels, createCatalogueClient, isUnknownMakeAnswer, modelNamesFor } from '../../src/upstream/catalogue.js';
import { silentLogger } from '../../src/logger.js';
import { createModelCache } from '../../src/sections/model-cache.js';
import { createMemoryKeyValueStore } from '../../src/store/key-value-store.js';
import { createUpstreamClients } from '../../src/upstream/clients.js';
import { createHostLimits, type HostLimits } from '../../src/upstream/http/host-limits.js';
import { DEFAULT_USER_AGENT } from '../../src/upstream/http/user-agent.js';
import { FIXTURES_DIR, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';

let fake: FakeUpstream;
before(async () => {
  fake = await startFakeUpstream();
});
after(() => fake.close());

const VOLVO_2017 = ['S60', 'V60', 'V60 CC', 'XC60', 'XC90 T5', 'XC90 T6', 'XC90 T8', 'S90 T5', 'S90 T6', 'V90 CC', 'XC90H'];

test('an XC90 is looked up under every XC90 variant and never as an XC60', () => {
  assert.deepEqual(chooseCatalogueModels('XC90', VOLVO_2017), ['XC90 T5', 'XC90 T6', 'XC90 T8', 'XC90H']);
});

test('catalogue names are matched whatever their case and spacing', () => {
  assert.deepEqual(chooseCatalogueModels('Model 3', ['MODEL  3', 'MODEL S', 'MODEL 3 PERFORMANCE']), ['MODEL  3', 'MODEL 3 PERFORMANCE']);
});

test('an F-150 is not confused with an F-1500, but its spaced variants count', () => {
  assert.deepEqual(chooseCatalogueModels('F-150', ['F-150', 'F-1500', 'F-150 LIGHTNING', 'F-250']), ['F-150', 'F-150 LIGHTNING']);
});

test('a name ending in a letter takes no letter suffixes', () => {
  assert.deepEqual(chooseCatalogueModels('RDX', ['RDX', 'RDXS', 'MDX']), ['RDX']);
});

test('a model the catalogue does not list is asked under its vPIC name', () => {
  assert.deepEqual(chooseCatalogueModels('Accord', ['CIVIC', 'PILOT']), ['Accord']);
});

test('the catalogue lists the recall database\'s own names once each', async () => {
  const client = createCatalogueClient({ baseUrl: fake.recallsBaseUrl, timeoutMs: 2000 });
  assert.deepEqual(await client.models({ make: 'VOLVO', modelYear: '2017', issueType: 'complaints' }), VOLVO_2017);
});

test('a make the catalogue does not list has no names there: NHTSA\'s 500 for it is asked once, never retried', async () => {
  const client = createCatalogueClient({ baseUrl: fake.recallsBaseUrl, timeoutMs: 2000 });
  const before = fake.calls.catalogue;
  assert.deepEqual(await client.models({ make: 'INVALIDMAKE', modelYear: '2022', issueType: 'recalls' }), []);
  assert.equal(fake.calls.catalogue - before, 1);
});

test('any other 500 from the catalogue is still a failure', async (t) => {
  const client = createCatalogueClient({ baseUrl: fake.recallsBaseUrl, timeoutMs: 2000 });
  fake.fail('catalogue', { kind: 'status', status: 500, body: '{"message":"Internal server error","error":500,"requestId":"x"}' });
  t.after(() => fake.fail('catalogue', null));
  await assert.rejects(client.models({ make: 'VOLVO', modelYear: '2017', issueType: 'recalls' }), (err: unknown) => err instanceof UpstreamStatusError && err.status === 500);
});

test('isUnknownMakeAnswer takes only the recorded answer', () => {
  const recorded = JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'recorded/nhtsa-products/products-vehicle-models-invalidmake-complaints.json'), 'utf8'));
  const cases: Array<[number, unknown, boolean]> = [
    [500, recorded, true],
    [502, recorded, false],
    [500, { message: 'Internal server error' }, false],
    [500, { message: 'Internal server error', error: 500, extra: 1 }, false],
    [500, { message: 'Service Unavailable', error: 500 }, false],
    [500, null, false],
    [500, [recorded], false],
  ];
  for (const [status, body, expected] of cases) assert.equal(isUnknownMakeAnswer(status, body), expected, JSON.stringify([status, body]));
});

test('ten lookups of one make and year ask the catalogue once, through the answer cache the app builds its clients with', async () => {
  const cached = createModelCache(createMemoryKeyValueStore(Date.now), silentLogger);
  const { catalogue } = createUpstreamClients({
    recallsBaseUrl: fake.recallsBaseUrl, fuelEconomyBaseUrl: fake.fuelEconomyBaseUrl, timeoutMs: 2000, userAgent: DEFAULT_USER_AGENT,
    cache: (url, load) => cached(`upstream|${url}`, 3600, load),
  });
  const before = fake.calls.catalogue;
  await Promise.all(Array.from({ length: 10 }, () => catalogue.models({ make: 'Volvo', modelYear: '2017', issueType: 'recalls' })));
  await catalogue.models({ make: 'Volvo', modelYear: '2017', issueType: 'recalls' });
  assert.equal(fake.calls.catalogue - before, 1);
});

test('for a make the catalogue does not list, the vPIC model name alone is asked, with no failure to tell', async () => {
  const client = createCatalogueClient({ baseUrl: fake.recallsBaseUrl, timeoutMs: 2000 });
  const heard: unknown[] = [];
  const names = await modelNamesFor(client, { make: 'INVALIDMAKE', model: 'Thing', modelYear: '2022', issueType: 'complaints' }, { onFallback: (err) => heard.push(err) });
  assert.deepEqual(names, ['Thing']);
  assert.deepEqual(heard, []);
});

test('when the catalogue fails, the vPIC model name alone is asked and the caller is told why', async () => {
  const client = createCatalogueClient({ baseUrl: fake.recallsBaseUrl, timeoutMs: 2000 });
  const heard: unknown[] = [];
  fake.fail('catalogue', { kind: 'status', status: 503 });
  const names = await modelNamesFor(client, { make: 'VOLVO', model: 'XC90', modelYear: '2017', issueType: 'complaints' }, { onFallback: (err) => heard.push(err) });
  fake.fail('catalogue', null);
  assert.deepEqual(names, ['XC90']);
  assert.equal(heard.length, 1);
  assert.ok(heard[0] instanceof UpstreamStatusError);
  assert.deepEqual(await modelNamesFor(client, { make: 'VOLVO', model: 'XC90', modelYear: '2017', issueType: 'recalls' }), ['XC90 T5', 'XC90 T6', 'XC90 T8', 'XC90H']);
});

test('the names for complaints wait their turn as complaints do, and only the recall names go first', async () => {
  const limits = createHostLimits({ maxInFlight: 6, perSecond: 1000, maxQueue: 100, maxWaitMs: 5000, maxPauseMs: 60_000, breakerMs: 30_000 });
  const turns: string[] = [];
  const heard = (kind: string, inner: HostLimits): HostLimits => ({
    ...inner,
    acquire: (url, upstream, signal) => { turns.push(`${kind} ${new URL(url).searchParams.get('issueType')}`); return inner.acquire(url, upstream, signal); },
    neverFirst: () => heard(kind, inner.neverFirst()),
  });
  const { catalogue } = createUpstreamClients({
    recallsBaseUrl: fake.recallsBaseUrl, fuelEconomyBaseUrl: fake.fuelEconomyBaseUrl, timeoutMs: 2000, userAgent: DEFAULT_USER_AGENT,
    limits: { ...heard('optional', limits), urgent: () => heard('urgent', limits.urgent()) },
  });
  await catalogue.models({ make: 'Volvo', modelYear: '2017', issueType: 'recalls' });
  await catalogue.models({ make: 'Volvo', modelYear: '2017', issueType: 'complaints' });
  assert.deepEqual(turns, ['urgent r', 'optional c']);
});
