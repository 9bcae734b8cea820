/**
 * A long-running service keeps nothing per report once the report is answered. Every build waits on
 * deadline signals (composites with a timeout); a listener left on one outlives the build, because
 * such a signal whose timeout was collected never aborts. Counted exactly: the live AbortSignals
 * after a run of reports, with the heap collected first.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js';
import { liveAbortSignals } from './helpers/heap.js';
import { generatedVin, startInProcess, syntheticDecode, tempCacheDir, type InProcessServer } from './helpers/hostile-harness.js';
import { eventually } from './helpers/redis.js';

let fake: FakeUpstream;
let service: InProcessServer;
const cache = tempCacheDir();

before(async () => {
  fake = await startFakeUpstream({ vpicFallback: syntheticDecode });
  service = await startInProcess({ env: { CACHE_DIR: cache.dir, VPIC_BASE_URL: fake.vpicBaseUrl, RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl, NCAP_PICTURE_BASE_URL: fake.pictureBaseUrl, RATE_LIMIT_PER_DAY: '1000000' }, keepLogs: false });
});
after(async () => {
  await service.close();
  await fake.close();
  cache.remove();
});

async function decodeAll(vins: string[]): Promise<void> {
  for (const vin of vins) {
    const response = await fetch(`${service.baseUrl}/api/decode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ vin }) });
    assert.equal(response.status, 200, await response.text());
  }
  await eventually('every upstream request to be over', async () => fake.inFlight === 0, 10_000);
}

test('forty answered reports leave no abort signal behind', async (t) => {
  await decodeAll([0, 1, 2].map((n) => generatedVin(900_000 + n)));
  const idle = await liveAbortSignals();
  await decodeAll(Array.from({ length: 40 }, (_, n) => generatedVin(900_100 + n)));
  const afterwards = await liveAbortSignals();
  t.diagnostic(`figures: ${idle} live AbortSignals after three reports, ${afterwards} after forty more`);
  assert.ok(afterwards - idle < 10, `live AbortSignals went from ${idle} to ${afterwards}`);
});
