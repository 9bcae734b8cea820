/**
 * Mixed load on the real server process: 200 connections sending cache hits and misses of new
 * VINs together, in three rounds. Every request is answered with a contract status and memory stays
 * flat from round to round. How long the event loop waits under load is a speed figure, so it is
 * the benchmark's (npm run bench), not asserted here: on a shared two-core machine it mostly
 * measures how long the load generator keeps the service off the CPU.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import autocannon from 'autocannon';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { generatedVin, spawnServer, syntheticDecode, tempCacheDir, type SpawnedServer } from '../helpers/hostile-harness.js';

const CONNECTIONS = 200;
const ROUND_SECONDS = 6;
const ROUNDS = 3;
const HOT_VINS = Array.from({ length: 20 }, (_, i) => generatedVin(90_000 + i));
const MB = 1024 * 1024;

describe('mixed load at 200 connections', () => {
  let fake: FakeUpstream;
  let server: SpawnedServer;
  const cache = tempCacheDir();
  let fresh = 0;

  before(async () => {
    fake = await startFakeUpstream({ vpicFallback: syntheticDecode, latencyMs: { vpic: 20, recalls: 20 } });
    server = await spawnServer({
      CACHE_DIR: cache.dir, VPIC_BASE_URL: fake.vpicBaseUrl, RECALLS_BASE_URL: fake.recallsBaseUrl, FUELECONOMY_BASE_URL: fake.fuelEconomyBaseUrl,
      RATE_LIMIT_PER_DAY: '1000000000',
      // A small memory layer fills within the first round, so later rounds show leaks, not filling.
      MEMORY_CACHE_MAX_BYTES: String(8 * MB),
    });
    for (const vin of HOT_VINS) await fetch(`${server.baseUrl}/api/decode`, { method: 'POST', body: JSON.stringify({ vin }) });
  });
  after(async () => {
    await server.stop();
    await fake.close();
    cache.remove();
  });

  /** One round: nine hits to one miss of a VIN never seen before. */
  async function round(): Promise<{ statuses: Record<string, number>; errors: number }> {
    let n = 0;
    const result = await autocannon({
      url: `${server.baseUrl}/api/decode`,
      connections: CONNECTIONS,
      duration: ROUND_SECONDS,
      requests: [{
        method: 'POST',
        setupRequest: (req: Record<string, unknown>) => {
          const vin = ++n % 10 === 0 ? generatedVin(200_000 + fresh++) : HOT_VINS[n % HOT_VINS.length]!;
          return { ...req, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ vin }) };
        },
      }],
    });
    return { statuses: { '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'] }, errors: result.errors + result.timeouts };
  }

  test('every request of three rounds is answered 200, and memory stays flat across rounds', async (t) => {
    const rss: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const { statuses, errors } = await round();
      assert.equal(errors, 0, 'no connection errors or timeouts');
      assert.equal(statuses['5xx'], 0);
      assert.equal(statuses['4xx'], 0);
      assert.ok(statuses['2xx']! > 0);
      rss.push(server.rssBytes());
    }
    t.diagnostic(`figures: rss per round ${rss.map((b) => Math.round(b / MB)).join(' / ')} MB, ${fresh} misses`);
    // The first round warms code and fills the caches; after it, growth would be a leak.
    assert.ok(rss[ROUNDS - 1]! <= rss[1]! * 1.15 + 20 * MB, `RSS grew from ${Math.round(rss[1]! / MB)} to ${Math.round(rss[ROUNDS - 1]! / MB)} MB after the first round`);
  });
});
