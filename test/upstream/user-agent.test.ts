/** NHTSA's edge refuses generic agents; the shared fake does the same, and our clients pass. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createVpicClient } from '../../src/upstream/vpic.js';
import { isRefusedAgent, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';

let fake: FakeUpstream;
before(async () => {
  fake = await startFakeUpstream();
});
after(() => fake.close());

test('a request without a product User-Agent gets 403 and an HTML page', async () => {
  for (const agent of ['node', 'undici', 'curl/8.5.0', 'python-requests/2.32.3', 'Mozilla/5.0', 'vin-report/1.0 (+https://example.com/bot)']) {
    const res = await fetch(`${fake.recallsBaseUrl}/recalls/recallsByVehicle?make=FORD&model=F-150&modelYear=2021`, { headers: { 'user-agent': agent } });
    assert.equal(res.status, 403, agent);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await res.text(), /Access Denied/);
  }
});

test('our clients identify themselves and are answered', async () => {
  const vpic = createVpicClient({ baseUrl: fake.vpicBaseUrl, timeoutMs: 2000 });
  const vehicle = await vpic.decode('1FTMW1T88MFA00001');
  assert.equal(vehicle.model, 'F-150');
  assert.match(fake.userAgents.at(-1) ?? '', /^vin-report\/\d/);
  assert.equal(isRefusedAgent(fake.userAgents.at(-1)), false);
});

test('a product agent with a browser-style comment is accepted', () => {
  assert.equal(isRefusedAgent('Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0'), false);
  assert.equal(isRefusedAgent(undefined), true);
});
