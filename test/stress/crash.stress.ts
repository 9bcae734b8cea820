/**
 * Crash safety of the file cache: the real server (`node --import tsx src/entry/main-service.ts`) builds reports
 * for 1,000 distinct VINs and is SIGKILLed in the middle. Restarted on the same CACHE_DIR it removes
 * leftover temp files, never serves a half-written entry, and every answer is a complete report.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { } from '../../src/report/schemas.js';
import { VinReportSchema } from '../../src/report/report.js';
import { parseEntry } from '../../src/store/file-store.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { generatedVin, postDecode, spawnServer, syntheticDecode, tempCacheDir, type SpawnedServer } from '../helpers/hostile-harness.js';

const VINS = Array.from({ length: 1_000 }, (_, i) => generatedVin(10_000 + i));
const CONCURRENCY = 24;

/** Runs `work` over `items` with at most `limit` at a time; stops starting new ones when `stop()`. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>, stop: () => boolean = () => false): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length && !stop()) await work(items[next++]!);
  }));
}

describe('stress: SIGKILL in the middle of 1,000 cache writes', () => {
  let fake: FakeUpstream;
  let server: SpawnedServer | undefined;
  const cache = tempCacheDir();
  const env = () => ({ CACHE_DIR: cache.dir, VPIC_BASE_URL: fake.vpicBaseUrl, RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl, RATE_LIMIT_PER_DAY: '1000000000', UPSTREAM_TIMEOUT_MS: '20000' });

  before(async () => {
    fake = await startFakeUpstream({ vpicFallback: syntheticDecode });
  });
  after(async () => {
    await server?.kill();
    await fake.close();
    cache.remove();
  });

  test('after a kill and a restart every entry served is a complete valid report and no temp file survives', async (t) => {
    const started = performance.now();
    server = await spawnServer(env());
    const killAfter = 350 + Math.floor(Math.random() * 300);
    let completed = 0;
    let killed = false;
    const killing = (async () => {
      while (completed < killAfter) await new Promise((r) => setTimeout(r, 5));
      killed = true;
      await server!.kill();
    })();
    await pool(VINS, CONCURRENCY, async (vin) => {
      try {
        const res = await postDecode(server!.baseUrl, { vin });
        if (res.status === 200) completed++;
        else assert.fail(`unexpected ${res.status} before the kill: ${res.text}`);
      } catch (err) {
        if (!killed) throw err; // only requests cut off by the kill may fail
      }
    }, () => killed);
    await killing;
    assert.ok(completed >= killAfter && completed < VINS.length, `killed after ${completed} reports`);

    // Straight after the kill: whatever is not a temp file must be a complete, verified entry.
    const names = readdirSync(cache.dir);
    const temps = names.filter((n) => n.startsWith('.tmp-'));
    const entries = names.filter((n) => n.endsWith('.json') && !n.startsWith('.tmp-'));
    for (const name of entries) {
      const entry = parseEntry(readFileSync(path.join(cache.dir, name)));
      assert.ok(entry, `${name} is half-written`);
      VinReportSchema.parse(JSON.parse(entry.body.toString('utf8')));
    }
    assert.ok(entries.length >= completed, 'every answered report was on disk before its answer');

    // What a crash at the worst moment leaves: a stray temp file and an entry torn in half.
    writeFileSync(path.join(cache.dir, `.tmp-${VINS[0]}-2147483646-deadbeefcafe`), '{"v":1,"expiresAt":');
    const torn = entries[0]!;
    const tornBytes = readFileSync(path.join(cache.dir, torn));
    writeFileSync(path.join(cache.dir, torn), tornBytes.subarray(0, Math.floor(tornBytes.length / 2)));

    server = await spawnServer(env());
    assert.deepEqual(readdirSync(cache.dir).filter((n) => n.startsWith('.tmp-')), [], 'temp files are removed at start-up');

    const vpicBefore = fake.calls.vpic;
    let hits = 0;
    let misses = 0;
    await pool(VINS, CONCURRENCY, async (vin) => {
      const res = await postDecode(server!.baseUrl, { vin });
      assert.equal(res.status, 200, `${vin}: ${res.text}`);
      const report = VinReportSchema.parse(res.json);
      assert.equal(report.vin, vin);
      if (res.headers.get('x-cache') === 'HIT') hits++;
      else misses++;
    });
    assert.equal(hits, entries.length - 1, 'every complete entry is served from the cache');
    assert.equal(misses, VINS.length - entries.length + 1, 'the torn entry is rebuilt, not served');
    assert.equal(fake.calls.vpic - vpicBefore, misses);
    assert.match(server.stderr(), /"event":"cache_entry_corrupt"/);

    t.diagnostic(`figures: crash vins=${VINS.length} killed_after=${completed} entries_on_disk=${entries.length} temp_files_left_by_kill=${temps.length} ` +
      `after_restart hits=${hits} misses=${misses} seconds=${((performance.now() - started) / 1000).toFixed(1)}`);
  });
});
