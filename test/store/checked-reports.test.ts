/**
 * A report read back from a shared store is parsed once: the checked store (src/store/checked-reports.ts)
 * hands on the report it read and validated with the entry, and the memory layer above it keeps bytes only.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { silentLogger } from '../../src/logger.js';
import { withCheckedReports } from '../../src/store/checked-reports.js';
import { withMemoryLayer, type ReportStore, type StoredEntry } from '../../src/store/report-store.js';
import { sampleReport } from '../helpers/sample-report.js';

/** A shared store held in a Map, written at time 0. */
function mapStore(): ReportStore {
  const held = new Map<string, StoredEntry>();
  return {
    get: async (key) => held.get(key) ?? null,
    getStale: async (key) => held.get(key) ?? null,
    set: async (key, body, ttlSeconds) => void held.set(key, { body, storedAt: 0, expiresAt: ttlSeconds * 1000 }),
    close: async () => {},
  };
}

const checked = (store: ReportStore) => withCheckedReports(store, { ttlSeconds: 3600, staleSeconds: 0, now: () => 1000, logger: silentLogger });
const report = sampleReport();
const body = Buffer.from(JSON.stringify({ ...report, cached: true }));

test('a report read back from the store comes with the report as it was stored, already parsed', async () => {
  const store = checked(mapStore());
  await store.set(report.vin, body, 3600);
  const entry = await store.get(report.vin);
  assert.deepEqual(entry?.report, JSON.parse(body.toString('utf8')));
});

test('the memory layer over the checked store keeps only the bytes, so its bound counts what it holds', async () => {
  const inner = mapStore();
  await inner.set(report.vin, body, 3600);
  const layer = withMemoryLayer(checked(inner), { maxBytes: 1_000_000, now: () => 1000 });
  assert.ok((await layer.get(report.vin))?.report, 'read from the checked store: parsed there');
  const again = await layer.get(report.vin);
  assert.equal(again?.report, undefined, 'from memory: bytes only');
  assert.deepEqual(again?.body, body);
  assert.deepEqual(layer.memoryUsage(), { entries: 1, bytes: body.length });
});
