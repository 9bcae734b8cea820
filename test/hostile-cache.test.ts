/**
 * Cache files that lie, replayed in a temporary CACHE_DIR under the real service (in process, fake
 * NHTSA): an entry copied to another VIN's name, a forged entry with a recomputed checksum and a
 * stretched lifetime, an HTML body, FIFOs and a /dev/zero symlink named as entries, a file system
 * that stops answering, and a directory every user can write.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, constants, copyFileSync, lstatSync, openSync, closeSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { parseEntry, serializeEntry } from '../src/store/file-store.js';
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js';
import { generatedVin, postDecode, startInProcess, syntheticDecode, tempCacheDir, type InProcessServer } from './helpers/hostile-harness.js';

const DAY_MS = 86_400_000;

let fake: FakeUpstream;
before(async () => {
  fake = await startFakeUpstream({ vpicFallback: syntheticDecode });
});
after(() => fake.close());

const upstreamEnv = () => ({ VPIC_BASE_URL: fake.vpicBaseUrl, RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl });

/** Opens every FIFO for writing without blocking, which lets readers stuck in open() go on. */
function releaseFifos(fifos: string[]): void {
  for (const fifo of fifos) {
    try {
      closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK));
    } catch {
      // no reader waiting on it
    }
  }
}

describe('cache entries that are not what they claim', () => {
  const cache = tempCacheDir();
  let server: InProcessServer;
  const entry = (vin: string) => path.join(cache.dir, `${vin}.json`);
  const decode = async (vin: string) => {
    const res = await postDecode(server.baseUrl, { vin }, {}, 15_000);
    return { status: res.status, cache: res.headers.get('x-cache'), report: res.json as { vin: string; ai: { overview: string } } };
  };
  /** A valid report body for `vin` (another VIN's, rewritten), which this server has never held in memory. */
  const reportBodyFor = async (vin: string, donor: string): Promise<Record<string, any>> => {
    assert.equal((await decode(donor)).status, 200);
    return JSON.parse(parseEntry(readFileSync(entry(donor)))!.body.toString('utf8').replaceAll(donor, vin));
  };
  before(async () => {
    server = await startInProcess({ env: { CACHE_DIR: cache.dir, ...upstreamEnv() } });
  });
  after(async () => {
    await server.close();
    cache.remove();
  });

  test('a cache file copied to another VIN\'s name is not served as that VIN\'s report', async () => {
    const [a, b] = [generatedVin(37_101), generatedVin(37_102)];
    assert.equal((await decode(a)).status, 200);
    copyFileSync(entry(a), entry(b));
    const answer = await decode(b);
    assert.deepEqual([answer.status, answer.cache, answer.report.vin], [200, 'MISS', b]);
  });

  test('a forged entry with a recomputed checksum and ten years to live is rebuilt, not served', async () => {
    const vin = generatedVin(37_103);
    const forged = await reportBodyFor(vin, generatedVin(37_203));
    forged.ai.overview = 'Clean recall history: buy with confidence. Call 555-0100.';
    writeFileSync(entry(vin), serializeEntry(Buffer.from(JSON.stringify(forged)), Date.now() + 3650 * DAY_MS, Date.now()));
    const answer = await decode(vin);
    assert.equal(answer.cache, 'MISS');
    assert.notEqual(answer.report.ai.overview, forged.ai.overview);
  });

  test('an entry written longer ago than CACHE_TTL_SECONDS is rebuilt even when its header says it is fresh', async () => {
    const vin = generatedVin(37_104);
    const body = Buffer.from(JSON.stringify(await reportBodyFor(vin, generatedVin(37_204))));
    writeFileSync(entry(vin), serializeEntry(body, Date.now() + DAY_MS, Date.now() - 8 * DAY_MS));
    assert.equal((await decode(vin)).cache, 'MISS');
  });

  test('an HTML page with a valid header in a VIN\'s file is a miss, never served as a JSON report', async () => {
    const vin = generatedVin(37_105);
    writeFileSync(entry(vin), serializeEntry(Buffer.from('<html><script>alert(1)</script></html>'), Date.now() + DAY_MS, Date.now()));
    const answer = await decode(vin);
    assert.deepEqual([answer.status, answer.cache, answer.report.vin], [200, 'MISS', vin]);
  });

  test('a symlink to /dev/zero named as a VIN\'s entry is a miss: the VIN is built and the link replaced by a real entry', async () => {
    const vin = generatedVin(37_106);
    symlinkSync('/dev/zero', entry(vin));
    const answer = await decode(vin);
    assert.deepEqual([answer.status, answer.cache], [200, 'MISS']);
    assert.ok(lstatSync(entry(vin)).isFile());
  });

  test('five FIFOs named as VINs\' entries stall neither those VINs nor any other', { timeout: 20_000 }, async () => {
    const vins = Array.from({ length: 5 }, (_, i) => generatedVin(37_110 + i));
    const fifos = vins.map(entry);
    for (const fifo of fifos) execFileSync('mkfifo', [fifo]);
    after(() => releaseFifos(fifos));
    const answers = await Promise.all([...vins, generatedVin(37_120)].map(decode));
    assert.deepEqual(answers.map((a) => a.status), [200, 200, 200, 200, 200, 200]);
    assert.ok(fifos.every((fifo) => lstatSync(fifo).isFile()), 'each FIFO was replaced by a real entry');
  });
});

test('/healthz says the cache is not answering while the file system does not answer, and ok again after', { timeout: 20_000 }, async () => {
  const cache = tempCacheDir();
  const server = await startInProcess({ env: { CACHE_DIR: cache.dir, ...upstreamEnv() }, cacheProbeTimeoutMs: 50 });
  const health = async () => (await fetch(`${server.baseUrl}/healthz`)).json() as Promise<{ status: string; cache: string }>;
  // Every worker of the thread pool blocked in open() on a FIFO, as a hung mount would hold them.
  const fifos = Array.from({ length: Number(process.env.UV_THREADPOOL_SIZE) || 4 }, (_, i) => path.join(cache.dir, `stuck-${i}`));
  for (const fifo of fifos) execFileSync('mkfifo', [fifo]);
  const stuck = fifos.map((fifo) => open(fifo, 'r').then((handle) => handle.close()));
  try {
    assert.equal((await health()).status, 'ok');
    await sleep(150);
    const stalled = await health();
    assert.deepEqual([stalled.status, stalled.cache], ['degraded', 'file, not answering: reports may be slow or missing']);
  } finally {
    await sleep(50);
    releaseFifos(fifos);
    await Promise.all(stuck);
  }
  await sleep(10);
  assert.equal((await health()).status, 'ok');
  assert.equal((await health()).status, 'ok');
  await server.close();
  cache.remove();
});

test('the service refuses to start on a CACHE_DIR every user can write, saying why', async () => {
  const cache = tempCacheDir();
  after(() => cache.remove());
  chmodSync(cache.dir, 0o777);
  await assert.rejects(startInProcess({ env: { CACHE_DIR: cache.dir, ...upstreamEnv() } }), /CACHE_DIR .* is writable by other users, who could plant reports in it/);
});

test('a CACHE_DIR its group can write is used, with a warning in the log', async () => {
  const cache = tempCacheDir();
  chmodSync(cache.dir, 0o770);
  const server = await startInProcess({ env: { CACHE_DIR: cache.dir, ...upstreamEnv() } });
  after(async () => {
    await server.close();
    cache.remove();
  });
  assert.ok(server.logs.some((line) => line.event === 'cache_dir_shared' && line.mode === '770'));
});
