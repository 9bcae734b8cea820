/**
 * NHTSA's products catalogue answers HTTP 500 with `{"message":"Internal server error","error":500}`
 * for a make it does not list (recorded: test/fixtures/recorded/nhtsa-products/), and the fake does
 * the same. That is its normal answer to that input, so no number of such look-ups may pause
 * api.nhtsa.gov for everyone; a catalogue that is really failing still opens the breaker.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { createMcpServer } from '../../mcp/server.js';
import { silentLogger } from '../../src/logger.js';
import { startFakeUpstream } from '../helpers/fake-upstream.js';
import { startService } from '../helpers/service.js';

const HONDA = '1HGCM82633A004352';
/** Small makers none of the fixtures decode to (one per VIN), so the fake's catalogue lists none of them, as NHTSA's lists no such maker. */
const UNLISTED = { Model: 'VF 8', ModelYear: '2023', VehicleType: 'MULTIPURPOSE PASSENGER VEHICLE (MPV)', BodyClass: 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', ErrorCode: '0', ErrorText: '0 - VIN decoded clean. Check Digit (9th position) is correct' };
const unlistedVin = (n: number) => `RLLV8ZZZ9PH${String(100000 + n)}`;
const decodeUnlisted = (vin: string) => (vin.startsWith('RLLV8ZZZ') ? { Count: 1, Message: 'Results returned successfully.', Results: [{ VIN: vin, Make: `SMALL MAKER ${vin.slice(-3)}`, ...UNLISTED }] } : undefined);

async function serviceFor(t: import('node:test').TestContext) {
  const fake = await startFakeUpstream({ vpicFallback: decodeUnlisted });
  // A generous attempt timeout: on a busy machine a timed-out (and so retried) call would blur the count of calls.
  const svc = await startService({ upstream: fake, env: { RATE_LIMIT_PER_DAY: '10000', UPSTREAM_TIMEOUT_MS: '15000' } });
  t.after(async () => {
    await svc.close({ removeCache: true });
    await fake.close();
  });
  const batch = async (vins: string[]) => {
    const res = await fetch(`${svc.url}/api/decode/batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ vins }) });
    return (await res.json() as { results: Array<{ status: number }> }).results;
  };
  const health = async () => await (await fetch(`${svc.url}/healthz`)).json() as { status: string; upstreamPauses?: unknown[] };
  return { fake, svc, batch, health };
}

test('100 look-ups of a make NHTSA\'s catalogue does not list leave api.nhtsa.gov unpaused', async (t) => {
  const { fake, svc, batch, health } = await serviceFor(t);
  const vins = Array.from({ length: 100 }, (_, i) => unlistedVin(i));
  const results = (await Promise.all([batch(vins.slice(0, 50)), batch(vins.slice(50))])).flat();
  assert.deepEqual(results.map((r) => r.status), vins.map(() => 200));
  assert.equal(fake.calls.catalogue, 200, 'the catalogue was asked once per make for recalls and once for complaints, never twice');
  const state = await health();
  assert.equal(state.status, 'ok');
  assert.deepEqual(state.upstreamPauses ?? [], []);
  const other = await svc.decode({ vin: HONDA });
  assert.equal(other.status, 200, 'another client\'s cold report is built');
  assert.equal(other.headers.get('retry-after'), null);
});

async function checkRecallsAtOnce(t: import('node:test').TestContext, svc: Awaited<ReturnType<typeof serviceFor>>['svc']) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer({ service: svc.app.service, logger: silentLogger }).connect(serverSide);
  const client = new Client({ name: 'unknown-make-test', version: '1.0.0' });
  await client.connect(clientSide);
  t.after(() => client.close());
  const makes = ['ACME TRAILERS', 'BLUE BIRD COACH', 'TINY MOTORS', 'NOBODY', 'ZZZ', 'NEW MAKER'];
  return Promise.all(makes.map((make) => client.callTool({ name: 'checkRecalls', arguments: { make, model: 'Thing', modelYear: '2022' } })));
}

test('six concurrent MCP checkRecalls calls for unlisted makes leave api.nhtsa.gov unpaused', async (t) => {
  const { svc, health } = await serviceFor(t);
  const answers = await checkRecallsAtOnce(t, svc);
  assert.deepEqual(answers.map((a) => a.isError ?? false), answers.map(() => false));
  assert.deepEqual((await health()).upstreamPauses ?? [], []);
});

test('six concurrent look-ups while the catalogue is really failing (any other 500) still open the breaker', async (t) => {
  const { fake, svc, health } = await serviceFor(t);
  fake.fail('catalogue', { kind: 'status', status: 500 });
  await checkRecallsAtOnce(t, svc);
  const state = await health();
  assert.equal(state.status, 'degraded');
  assert.deepEqual((state.upstreamPauses as Array<{ reason: string }>).map((p) => p.reason), ['failing']);
});
