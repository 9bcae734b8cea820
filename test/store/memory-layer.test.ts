import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CacheEntryTooLargeError, withMemoryLayer, type ReportStore, type StoredEntry } from '../../src/store/report-store.js';

/** A slower store that is a plain Map, counts how often it is asked, and can be made to refuse writes. */
function countingStore(): ReportStore & { reads: number; failWrites: boolean } {
  const held = new Map<string, StoredEntry>();
  const store = {
    reads: 0,
    failWrites: false,
    async get(key: string) {
      store.reads++;
      return held.get(key) ?? null;
    },
    async getStale(key: string) {
      store.reads++;
      return held.get(key) ?? null;
    },
    async set(key: string, body: Buffer, ttlSeconds: number) {
      if (store.failWrites) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      held.set(key, { body, storedAt: 0, expiresAt: ttlSeconds * 1000 });
    },
    async close() {},
  };
  return store;
}

const body = (key: string, size = 100) => Buffer.from(`{"vin":"${key}"}`.padEnd(size, ' '));

test('the memory layer keeps a report that is read often and evicts the least recently used, by bytes', async () => {
  const inner = countingStore();
  // Room for ten 100-byte reports.
  const layer = withMemoryLayer(inner, { maxBytes: 1000, now: () => 0 });
  await layer.set('HOT', body('HOT'), 3600);
  for (let i = 0; i < 50; i++) {
    await layer.set(`V${i}`, body(`V${i}`), 3600);
    assert.deepEqual((await layer.get('HOT'))?.body, body('HOT'));
  }
  assert.equal(inner.reads, 0, 'HOT never had to be read from the slower store');
  for (let i = 41; i < 50; i++) await layer.get(`V${i}`);
  assert.equal(inner.reads, 0, 'the nine newest are in memory');
  assert.deepEqual((await layer.get('V40'))?.body, body('V40'), 'an evicted report is still served, from the slower store');
  assert.equal(inner.reads, 1);
});

test('the memory layer holds at most maxBytes of reports, however many are written', async () => {
  const inner = countingStore();
  const layer = withMemoryLayer(inner, { maxBytes: 10_000, now: () => 0 });
  for (let i = 0; i < 200; i++) await layer.set(`V${i}`, body(`V${i}`, 1000), 3600);
  // Ten 1,000-byte reports fit: the ten newest are answered from memory, the eleventh newest is not.
  for (let i = 190; i < 200; i++) await layer.get(`V${i}`);
  assert.equal(inner.reads, 0);
  await layer.get('V189');
  assert.equal(inner.reads, 1);
});

test('a report over the size limit is refused and not cached anywhere', async () => {
  const inner = countingStore();
  const layer = withMemoryLayer(inner, { maxBytes: 10_000_000, maxEntryBytes: 1000, now: () => 0 });
  await assert.rejects(layer.set('BIG', body('BIG', 1001), 3600), CacheEntryTooLargeError);
  assert.equal(await layer.get('BIG'), null);
  assert.equal(inner.reads, 1, 'it was looked for in the slower store, and not found there either');
});

test('a report is kept in memory even when the slower store refuses the write', async () => {
  const inner = countingStore();
  inner.failWrites = true;
  const layer = withMemoryLayer(inner, { maxBytes: 10_000, now: () => 0 });
  await assert.rejects(layer.set('A', body('A'), 60), /ENOSPC/, 'the failure is passed on, for the caller to log');
  assert.deepEqual((await layer.get('A'))?.body, body('A'));
  assert.equal(inner.reads, 0, 'served from memory');
});

test('an expired report is not served from memory, and a stale read goes to the slower store', async () => {
  let now = 0;
  const inner = countingStore();
  const layer = withMemoryLayer(inner, { maxBytes: 10_000, now: () => now });
  await layer.set('A', body('A'), 60);
  now = 59_999;
  assert.ok(await layer.get('A'));
  assert.equal(inner.reads, 0);
  now = 60_000;
  const readsBefore = inner.reads;
  await layer.getStale('A');
  assert.equal(inner.reads, readsBefore + 1, 'expired in memory: asked below');
});
