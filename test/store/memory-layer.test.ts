import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withMemoryLayer, type ReportStore, type StoredReport } from '../../src/store/report-store.js';

/** A slower store that is a plain Map and counts how often it is asked. */
function countingStore(): ReportStore & { reads: number } {
  const held = new Map<string, StoredReport>();
  const store = {
    reads: 0,
    async get(vin: string) {
      store.reads++;
      return held.get(vin) ?? null;
    },
    async set(vin: string, body: Buffer, ttlSeconds: number) {
      held.set(vin, { body, expiresAt: ttlSeconds * 1000 });
    },
    async close() {},
  };
  return store;
}

const body = (vin: string) => Buffer.from(`{"vin":"${vin}"}`);

test('the memory layer keeps a report that is read often and evicts the others oldest first', async () => {
  const inner = countingStore();
  const layer = withMemoryLayer(inner, { maxEntries: 10, now: () => 0 });
  await layer.set('HOT', body('HOT'), 3600);
  for (let i = 0; i < 50; i++) {
    await layer.set(`V${i}`, body(`V${i}`), 3600);
    // Read every fourth insertion: always within half the capacity.
    if (i % 4 === 3) assert.deepEqual(layer.peek!('HOT')?.body, body('HOT'), `HOT is in memory after V${i}`);
  }
  assert.deepEqual((await layer.get('HOT'))?.body, body('HOT'));
  assert.equal(inner.reads, 0, 'HOT never had to be read from the slower store');
  // Ten places: HOT and the nine newest of the rest.
  for (let i = 41; i < 50; i++) assert.ok(layer.peek!(`V${i}`), `V${i} is in memory`);
  for (const vin of ['V40', 'V39', 'V0']) assert.equal(layer.peek!(vin), null, `${vin} was evicted`);
  // An evicted report is still served, from the slower store, and comes back into memory.
  assert.deepEqual((await layer.get('V0'))?.body, body('V0'));
  assert.equal(inner.reads, 1);
  assert.ok(layer.peek!('V0'));
});

test('a report read in turn with a stream of new ones stays in memory however long the stream', async () => {
  // The boundary case of the policy: a read after every insertion, against a capacity of two.
  const inner = countingStore();
  const layer = withMemoryLayer(inner, { maxEntries: 2, now: () => 0 });
  await layer.set('HOT', body('HOT'), 3600);
  for (let i = 0; i < 20; i++) {
    await layer.set(`V${i}`, body(`V${i}`), 3600);
    assert.ok(layer.peek!('HOT'), `HOT is in memory after V${i}`);
    if (i > 0) assert.equal(layer.peek!(`V${i - 1}`), null, `V${i - 1} was evicted`);
  }
});

test('an expired report is not served from memory', async () => {
  let now = 0;
  const layer = withMemoryLayer(countingStore(), { maxEntries: 10, now: () => now });
  await layer.set('A', body('A'), 60);
  now = 59_999;
  assert.ok(layer.peek!('A'));
  now = 60_000;
  assert.equal(layer.peek!('A'), null);
});
