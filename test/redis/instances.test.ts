/**
 * Two real service processes on one Redis and one fake NHTSA: what a load balancer in front of
 * them would show a client.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import {
  connectClient, decode, deleteUnder, keysUnder, startInstance, startOwnRedis, uniquePrefix, REDIS_SKIP,
  type Instance, type OwnRedis, type TestRedisClient,
} from '../helpers/redis.js';

describe('Two instances on one Redis', { skip: REDIS_SKIP }, () => {
  let own: OwnRedis;
  let upstream: FakeUpstream;
  let redis: TestRedisClient;
  let a: Instance;
  let b: Instance;
  const prefix = uniquePrefix('instances');

  before(async () => {
    own = await startOwnRedis();
    upstream = await startFakeUpstream();
    redis = await connectClient(own.url);
    const env = {
      VPIC_BASE_URL: upstream.vpicBaseUrl,
      RECALLS_BASE_URL: upstream.recallsBaseUrl, FUELECONOMY_BASE_URL: upstream.fuelEconomyBaseUrl,
      REDIS_URL: own.url,
      REDIS_PREFIX: prefix,
      // Generous: the machine running the tests may be busy, and a timeout would switch to the fallback.
      REDIS_TIMEOUT_MS: '10000',
      TRUST_PROXY: '1',
    };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  });

  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await upstream?.close();
    if (redis) {
      await deleteUnder(redis, prefix);
      redis.destroy();
    }
    await own?.close();
  });

  test('a report built by one instance is a HIT with the same bytes on the other', async () => {
    const vin = '1HGCM82633A004352';
    const first = await decode(a.baseUrl, vin, '198.51.100.1');
    assert.equal(first.status, 200);
    assert.equal(first.cache, 'MISS');
    const second = await decode(b.baseUrl, vin, '198.51.100.1');
    assert.equal(second.status, 200);
    assert.equal(second.cache, 'HIT');
    assert.deepEqual(second.body, { ...first.body, cached: true });
    assert.ok((await keysUnder(redis, prefix)).includes(`${prefix}report:${vin}`));
  });

  test('two instances admit exactly 100 of 150 concurrent requests from one IP between them', async () => {
    const ip = '198.51.100.2';
    // Warm the cache first (from another IP) so the 150 requests are cheap hits.
    const vin = '5YJ3E1EBXSF969484';
    assert.equal((await decode(a.baseUrl, vin, '198.51.100.99')).status, 200);
    const results = await Promise.all(
      Array.from({ length: 150 }, (_, i) => decode(i % 2 === 0 ? a.baseUrl : b.baseUrl, vin, ip)),
    );
    const statuses = results.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 200).length, 100);
    assert.equal(statuses.filter((s) => s === 429).length, 50);
    // Both instances admitted some: the budget really is shared, not one instance doing all the work.
    const admittedByA = results.filter((r, i) => i % 2 === 0 && r.status === 200).length;
    assert.ok(admittedByA > 0 && admittedByA < 100, `instance A admitted ${admittedByA}`);
    const after = await decode(b.baseUrl, vin, ip);
    assert.equal(after.status, 429);
    assert.equal(after.remaining, '0');
  });

  test('concurrent misses for one VIN on both instances call vPIC once', async () => {
    const vin = 'WBA3A5C51CF256987';
    const before = upstream.calls.vpic;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => decode(i % 2 === 0 ? a.baseUrl : b.baseUrl, vin, `198.51.100.${10 + i}`)),
    );
    assert.deepEqual(results.map((r) => r.status), Array(20).fill(200));
    assert.equal(upstream.calls.vpic - before, 1);
    // One build: every answer carries the same generation time.
    assert.equal(new Set(results.map((r) => r.body.generatedAt)).size, 1);
    for (const r of results) assert.equal(r.body.cached, r.cache === 'HIT');
  });

  test('an instance with another REDIS_PREFIX shares neither the cache nor the budget', async () => {
    const otherPrefix = uniquePrefix('instances-other');
    const other = await startInstance({
      VPIC_BASE_URL: upstream.vpicBaseUrl,
      RECALLS_BASE_URL: upstream.recallsBaseUrl, FUELECONOMY_BASE_URL: upstream.fuelEconomyBaseUrl,
      REDIS_URL: own.url,
      REDIS_PREFIX: otherPrefix,
      REDIS_TIMEOUT_MS: '10000',
      TRUST_PROXY: '1',
    });
    try {
      const vin = '1HGCM82633A004352'; // cached under the first prefix by an earlier test
      assert.equal((await decode(a.baseUrl, vin, '198.51.100.3')).cache, 'HIT');
      const elsewhere = await decode(other.baseUrl, vin, '198.51.100.2'); // an IP exhausted under the first prefix
      assert.equal(elsewhere.status, 200);
      assert.equal(elsewhere.cache, 'MISS');
      assert.equal(elsewhere.remaining, '99');
    } finally {
      await other.stop();
      await deleteUnder(redis, otherPrefix);
    }
  });
});
