import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createFileStore, parseEntry } from '../../src/store/file-store.js';
import { silentLogger } from '../../src/logger.js';
import { createTestClock, startService } from '../helpers/service.js';

const VIN = '1HGCM82633A004352';

test('the first request is a MISS, the second a HIT with the same report and cached: true', async (t) => {
  const svc = await startService();
  t.after(() => svc.close({ removeCache: true }));
  const first = await svc.decode({ vin: VIN });
  assert.equal(first.headers.get('x-cache'), 'MISS');
  const miss = await first.json();
  assert.equal(miss.cached, false);
  const second = await svc.decode({ vin: VIN.toLowerCase() });
  assert.equal(second.headers.get('x-cache'), 'HIT');
  const hit = await second.json();
  assert.equal(hit.cached, true);
  assert.deepEqual({ ...hit, cached: false }, miss, 'the HIT is the stored report unchanged');
  assert.equal(svc.upstream.calls.vpic, 1);
});

test('an entry older than CACHE_TTL_SECONDS is never served and is rebuilt', async (t) => {
  const clock = createTestClock();
  const svc = await startService({ clock, env: { CACHE_TTL_SECONDS: '60' } });
  t.after(() => svc.close({ removeCache: true }));
  const built = await (await svc.decode({ vin: VIN })).json();
  clock.advance(59_000);
  assert.equal((await svc.decode({ vin: VIN })).headers.get('x-cache'), 'HIT');
  clock.advance(2_000);
  const again = await svc.decode({ vin: VIN });
  assert.equal(again.headers.get('x-cache'), 'MISS');
  const rebuilt = await again.json();
  assert.notEqual(rebuilt.generatedAt, built.generatedAt);
  assert.equal(svc.upstream.calls.vpic, 2);
});

test('the cache survives a restart', async (t) => {
  const first = await startService();
  const report = await (await first.decode({ vin: VIN })).json();
  await first.close();
  const second = await startService({ cacheDir: first.cacheDir });
  t.after(() => second.close({ removeCache: true }));
  const res = await second.decode({ vin: VIN });
  assert.equal(res.headers.get('x-cache'), 'HIT');
  assert.equal((await res.json()).generatedAt, report.generatedAt);
  assert.equal(second.upstream.calls.vpic, 0);
});

test('a corrupt entry is a miss, not a 500, and gets replaced', async (t) => {
  const first = await startService();
  await first.decode({ vin: VIN });
  await first.close();
  const file = path.join(first.cacheDir, `${VIN}.json`);
  const original = await readFile(file);
  await writeFile(file, original.subarray(0, original.length - 40)); // truncated
  const second = await startService({ cacheDir: first.cacheDir });
  t.after(() => second.close({ removeCache: true }));
  const res = await second.decode({ vin: VIN });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('x-cache'), 'MISS');
  assert.ok(parseEntry(await readFile(file)), 'the entry was rewritten whole');
  assert.equal((await second.decode({ vin: VIN })).headers.get('x-cache'), 'HIT');
});

test('an entry whose bytes were altered (same length) is detected as corrupt', async (t) => {
  const first = await startService();
  await first.decode({ vin: VIN });
  await first.close();
  const file = path.join(first.cacheDir, `${VIN}.json`);
  const data = await readFile(file);
  data[data.length - 5] = data[data.length - 5] === 0x41 ? 0x42 : 0x41;
  await writeFile(file, data);
  const second = await startService({ cacheDir: first.cacheDir });
  t.after(() => second.close({ removeCache: true }));
  const res = await second.decode({ vin: VIN });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('x-cache'), 'MISS');
});

test('garbage in the cache directory is a miss', async (t) => {
  const first = await startService();
  await first.close();
  await writeFile(path.join(first.cacheDir, `${VIN}.json`), 'not json at all');
  const second = await startService({ cacheDir: first.cacheDir });
  t.after(() => second.close({ removeCache: true }));
  assert.equal((await second.decode({ vin: VIN })).status, 200);
});

test('temp files a crash left behind are removed at start-up', async (t) => {
  const first = await startService();
  await first.close();
  await writeFile(path.join(first.cacheDir, `.tmp-${VIN}-2147483646-abc`), '{"half":');
  const second = await startService({ cacheDir: first.cacheDir });
  t.after(() => second.close({ removeCache: true }));
  assert.deepEqual((await readdir(first.cacheDir)).filter((n) => n.startsWith('.tmp-')), []);
});

test('400s and upstream failures are never cached', async (t) => {
  const svc = await startService();
  t.after(() => svc.close({ removeCache: true }));
  assert.equal((await svc.decode({ vin: '3VW3564650M388202' })).status, 400);
  svc.upstream.fail('vpic', { kind: 'status', status: 503 });
  assert.equal((await svc.decode({ vin: VIN })).status, 500);
  assert.deepEqual((await readdir(svc.cacheDir)).filter((n) => n.endsWith('.json')), [], 'no report cached');
  svc.upstream.fail('vpic', null);
  assert.equal((await svc.decode({ vin: VIN })).headers.get('x-cache'), 'MISS');
});

test('the sweep keeps expired entries for the stale window, then deletes them', async (t) => {
  const clock = createTestClock();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vin-report-sweep-'));
  const store = await createFileStore({ dir, now: clock.now, logger: silentLogger, sweepIntervalMs: 0, staleSeconds: 60 });
  t.after(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
  await store.set('AAAAAAAAAAAAAAAAA', Buffer.from('{"a":1}'), 10);
  await store.set('BBBBBBBBBBBBBBBBB', Buffer.from('{"b":1}'), 1000);
  clock.advance(11_000);
  assert.equal(await store.sweep(), 0);
  assert.equal(await store.get('AAAAAAAAAAAAAAAAA'), null, 'an expired entry is never served as fresh');
  const stale = await store.getStale('AAAAAAAAAAAAAAAAA');
  assert.equal(stale?.body.toString(), '{"a":1}');
  assert.equal(clock.now() - stale!.storedAt, 11_000, 'the stale entry carries its age');
  clock.advance(60_000);
  assert.equal(await store.sweep(), 1);
  assert.equal(await store.getStale('AAAAAAAAAAAAAAAAA'), null);
  assert.deepEqual((await store.get('BBBBBBBBBBBBBBBBB'))?.body.toString(), '{"b":1}');
});

test('the cache directory never holds more than CACHE_MAX_BYTES: the oldest entries are deleted first', async (t) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vin-report-bound-'));
  const maxBytes = 20_000;
  const store = await createFileStore({ dir, now: Date.now, logger: silentLogger, sweepIntervalMs: 0, maxBytes });
  t.after(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
  const vins = Array.from({ length: 100 }, (_, i) => `1HGCM82633A${String(i).padStart(6, '0')}`);
  for (const vin of vins) await store.set(vin, Buffer.alloc(1000, 0x20), 3600);
  assert.ok(await directoryBytes(dir) <= maxBytes, `the directory holds ${await directoryBytes(dir)} bytes`);
  assert.equal(store.diskUsage(), await directoryBytes(dir));
  assert.ok(await store.get(vins.at(-1)!), 'the newest entry is kept');
  assert.equal(await store.get(vins[0]!), null, 'the oldest entry was evicted');
});

test('a store opened on a directory over CACHE_MAX_BYTES (a lower limit, or another process) evicts the oldest at start-up and on sweep', async (t) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vin-report-bound-start-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const big = await createFileStore({ dir, now: Date.now, logger: silentLogger, sweepIntervalMs: 0 });
  for (let i = 0; i < 30; i++) await big.set(`WBA3A5C51CF${String(i).padStart(6, '0')}`, Buffer.alloc(1000, 0x20), 3600);
  const small = await createFileStore({ dir, now: Date.now, logger: silentLogger, sweepIntervalMs: 0, maxBytes: 10_000 });
  t.after(() => small.close());
  assert.ok(await directoryBytes(dir) <= 10_000, `start-up left ${await directoryBytes(dir)} bytes`);
  // Another process writes behind this store's back; the sweep recounts and evicts.
  for (let i = 30; i < 60; i++) await big.set(`WBA3A5C51CF${String(i).padStart(6, '0')}`, Buffer.alloc(1000, 0x20), 3600);
  await big.close();
  await small.sweep();
  assert.ok(await directoryBytes(dir) <= 10_000, `the sweep left ${await directoryBytes(dir)} bytes`);
});

test('section answers share the directory under hashed names, apart from reports', async (t) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vin-report-keys-'));
  const store = await createFileStore({ dir, now: Date.now, logger: silentLogger, sweepIntervalMs: 0 });
  t.after(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
  await store.set('section:recalls:HONDA|ACCORD|2003', Buffer.from('{"value":[]}'), 60);
  await store.set(VIN, Buffer.from('{"vin":1}'), 60);
  assert.equal((await store.get('section:recalls:HONDA|ACCORD|2003'))?.body.toString(), '{"value":[]}');
  assert.equal(await store.get('section:recalls:HONDA|ACCORD|2004'), null);
  const names = (await readdir(dir)).sort();
  assert.equal(names.length, 2);
  assert.ok(names.includes(`${VIN}.json`));
  assert.match(names.find((n) => n !== `${VIN}.json`)!, /^k-[0-9a-f]{40}\.json$/);
});

test('with a cache directory that refuses writes, a repeated VIN is still a HIT from memory', async (t) => {
  const svc = await startService();
  t.after(() => svc.close({ removeCache: true }));
  // The rename step fails: a non-empty directory squats on the entry's name.
  await mkdir(path.join(svc.cacheDir, `${VIN}.json`, 'squatter'), { recursive: true });
  assert.equal((await svc.decode({ vin: VIN })).headers.get('x-cache'), 'MISS');
  const again = await svc.decode({ vin: VIN });
  assert.equal(again.status, 200);
  assert.equal(again.headers.get('x-cache'), 'HIT');
  assert.equal(svc.upstream.calls.vpic, 1, 'the report was built once');
});

/** Bytes of the regular files directly in `dir`. */
async function directoryBytes(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) {
    const info = await stat(path.join(dir, name));
    if (info.isFile()) total += info.size;
  }
  return total;
}

test('start-up keeps the temp file of a writer that is still running (a second process on the same CACHE_DIR)', async (t) => {
  const first = await startService();
  await first.close();
  const live = path.join(first.cacheDir, `.tmp-${VIN}-${process.ppid}-abc`);
  await writeFile(live, '{"half":');
  const second = await startService({ cacheDir: first.cacheDir });
  t.after(() => second.close({ removeCache: true }));
  assert.deepEqual((await readdir(first.cacheDir)).filter((n) => n.startsWith('.tmp-')), [path.basename(live)]);
});

test('the HIT body is exactly the MISS body re-serialised with cached: true (it is derived from the MISS bytes, not stringified again)', async (t) => {
  const svc = await startService();
  t.after(() => svc.close({ removeCache: true }));
  const missText = await (await svc.decode({ vin: VIN })).text();
  const hitText = await (await svc.decode({ vin: VIN })).text();
  assert.equal(hitText, JSON.stringify({ ...JSON.parse(missText), cached: true }));
  const onDisk = parseEntry(await readFile(path.join(svc.cacheDir, `${VIN}.json`)));
  assert.equal(onDisk?.body.toString('utf8'), hitText, 'the cache holds the HIT bytes');
});

test('a cache write whose last step fails leaves no temp file and nothing at the entry; the request is still answered as a MISS', async (t) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vin-report-write-fail-'));
  const store = await createFileStore({ dir, now: Date.now, logger: silentLogger, sweepIntervalMs: 0 });
  t.after(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
  // The rename step fails: a non-empty directory squats on the entry's name.
  await mkdir(path.join(dir, `${VIN}.json`, 'squatter'), { recursive: true });
  await assert.rejects(store.set(VIN, Buffer.from('{"a":1}'), 60));
  assert.deepEqual((await readdir(dir)).filter((n) => n.startsWith('.tmp-')), [], 'the temp file was removed');
  assert.deepEqual(await readdir(path.join(dir, `${VIN}.json`)), ['squatter']);
  // An entry written over another replaces it whole.
  await store.set('BBBBBBBBBBBBBBBBB', Buffer.from('{"b":1}'), 60);
  await store.set('BBBBBBBBBBBBBBBBB', Buffer.from('{"b":2,"longer":true}'), 60);
  assert.equal((await store.get('BBBBBBBBBBBBBBBBB'))?.body.toString(), '{"b":2,"longer":true}');
  assert.deepEqual((await readdir(dir)).filter((n) => n.startsWith('.tmp-')), []);

  // Through the service: the report is answered as a MISS even though it could not be cached.
  const svc = await startService();
  t.after(() => svc.close({ removeCache: true }));
  await mkdir(path.join(svc.cacheDir, `${VIN}.json`, 'squatter'), { recursive: true });
  const res = await svc.decode({ vin: VIN });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('x-cache'), 'MISS');
  assert.deepEqual((await readdir(svc.cacheDir)).filter((n) => n.startsWith('.tmp-')), []);
});
