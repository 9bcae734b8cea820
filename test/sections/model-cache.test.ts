/**
 * Per-model answers (recalls, complaints, ratings, fuel economy) kept on disk beside the report
 * cache: a restart on the same CACHE_DIR does not ask NHTSA or EPA again, and a damaged or foreign
 * file is a miss, never a wrong answer.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { MODEL_CACHE_SUBDIR } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import { createFileKeyValueStore, type KeyValueStore } from '../../src/store/key-value-store.js';
import { createModelCache } from '../../src/sections/model-cache.js';
import { createFileStore } from '../../src/store/file-store.js';
import { sameConfigurationDecode, sameConfigurationVins, startFakeUpstream, type FakeService, type FakeUpstream } from '../helpers/fake-upstream.js';
import { startService } from '../helpers/service.js';

const PER_MODEL: FakeService[] = ['recalls', 'complaints', 'catalogue', 'safetyRatings', 'fuelEconomy'];
/** A 2003 Honda Accord: its recalls are on file, so a restart that forgot them would ask again. */
const [FIRST, SECOND, THIRD] = sameConfigurationVins('1HGCM82633A004352', 3) as [string, string, string];

let fake: FakeUpstream;
before(async () => {
  fake = await startFakeUpstream({ vpicFallback: sameConfigurationDecode() });
});
after(() => fake.close());

const perModelCalls = () => PER_MODEL.reduce((sum, service) => sum + fake.calls[service], 0);

test('after a restart on the same cache directory, a new VIN of a known model asks no per-model source', async () => {
  const first = await startService({ upstream: fake });
  assert.equal((await first.decode({ vin: FIRST })).status, 200);
  await first.close();
  const before = perModelCalls();
  const second = await startService({ upstream: fake, cacheDir: first.cacheDir });
  try {
    const res = await second.decode({ vin: SECOND });
    assert.equal(res.status, 200);
    assert.ok(((await res.json()) as { recalls: unknown[] }).recalls.length > 0);
    assert.equal(perModelCalls() - before, 0);
  } finally {
    await second.close({ removeCache: true });
  }
});

test('a damaged per-model file is asked again, and the report is whole', async () => {
  const first = await startService({ upstream: fake });
  assert.equal((await first.decode({ vin: FIRST })).status, 200);
  await first.close();
  const dir = path.join(first.cacheDir, MODEL_CACHE_SUBDIR);
  for (const name of await readdir(dir)) await writeFile(path.join(dir, name), '{"v":2,"truncated');
  const before = perModelCalls();
  const second = await startService({ upstream: fake, cacheDir: first.cacheDir });
  try {
    const res = await second.decode({ vin: THIRD });
    assert.equal(res.status, 200);
    assert.deepEqual(((await res.json()) as { unavailable: string[] }).unavailable, []);
    assert.ok(perModelCalls() - before > 0);
  } finally {
    await second.close({ removeCache: true });
  }
});

test('a per-model file that answers for another key is a miss', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vin-report-models-'));
  const files = await createFileStore({ dir, now: Date.now, logger: createLogger({ write: () => {} }), staleSeconds: 0 });
  try {
    const store = createFileKeyValueStore(files);
    await files.set('upstream|recalls of one model', Buffer.from(`${JSON.stringify('upstream|recalls of another model')}\n[]`), 60);
    assert.equal(await store.get('upstream|recalls of one model'), null);
    await store.set('upstream|recalls of one model', '[1]', 60);
    assert.equal(await store.get('upstream|recalls of one model'), '[1]');
  } finally {
    await files.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test('a kept vehicle that cannot be read is decoded by vPIC again, and the log says so', async () => {
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'vin-report-vehicles-'));
  const files = await createFileStore({ dir: path.join(cacheDir, MODEL_CACHE_SUBDIR), now: Date.now, logger: createLogger({ write: () => {} }), staleSeconds: 0 });
  await createFileKeyValueStore(files).set(`vehicle|${FIRST}`, '{"make":"HONDA", cut short', 3600);
  await files.close();
  const before = fake.calls.vpic;
  const svc = await startService({ upstream: fake, cacheDir });
  try {
    assert.equal((await svc.decode({ vin: FIRST })).status, 200);
    assert.ok(fake.calls.vpic > before, 'vPIC was asked');
    assert.ok(svc.logs.some((line) => line.includes('"event":"vehicle_cache_read_failed"')), svc.logs.join(''));
  } finally {
    await svc.close({ removeCache: true });
  }
});

test('a per-model answer the store cannot read is asked for again, and the log says so', async () => {
  const lines: string[] = [];
  const failing: KeyValueStore = { get: () => Promise.reject(new Error('EIO: i/o error, read')), set: async () => {} };
  const cached = createModelCache(failing, createLogger({ write: (line) => void lines.push(line) }));
  let loads = 0;
  assert.deepEqual(await cached('upstream|recalls of one model', 60, async () => [++loads]), [1]);
  assert.equal(loads, 1);
  assert.match(lines.join(''), /"event":"model_cache_read_failed".*EIO/);
});
