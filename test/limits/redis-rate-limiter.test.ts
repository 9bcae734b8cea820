/** The Redis daily limiter against a real redis-server of its own, with an injected clock. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createMemoryRateLimiter } from '../../src/limits/rate-limiter.js';
import { createRedisRateLimiter, limitKey } from '../../src/limits/redis-rate-limiter.js';
import { silentLogger } from '../../src/logger.js';
import { createRedisConnection, type RedisConnection } from '../../src/redis/connection.js';
import { connectClient, deleteUnder, eventually, startOwnRedis, uniquePrefix, REDIS_SKIP, type OwnRedis, type TestRedisClient } from '../helpers/redis.js';

describe('Redis rate limiter', { skip: REDIS_SKIP }, () => {
  let own: OwnRedis;
  let connections: RedisConnection[];
  let redis: TestRedisClient;
  const prefixes: string[] = [];
  const prefixFor = (name: string) => {
    const prefix = uniquePrefix(name);
    prefixes.push(prefix);
    return prefix;
  };

  before(async () => {
    own = await startOwnRedis();
    // Two connections stand for two instances.
    connections = await Promise.all([1, 2].map(() => createRedisConnection({ url: own.url, logger: silentLogger, commandTimeoutMs: 10_000 })));
    redis = await connectClient(own.url);
  });

  after(async () => {
    for (const prefix of prefixes) await deleteUnder(redis, prefix);
    redis.destroy();
    await Promise.all(connections.map((c) => c.close()));
    await own.close();
  });

  function limiterOn(connection: RedisConnection, prefix: string, now: () => number, limit = 100) {
    return createRedisRateLimiter({ connection, prefix, limit, now, fallback: createMemoryRateLimiter({ limit, now }) });
  }

  test('two limiters on one Redis admit exactly 100 of 150 concurrent requests', async () => {
    const prefix = prefixFor('limit-concurrent');
    const [one, two] = connections.map((c) => limiterOn(c, prefix, Date.now));
    const decisions = await Promise.all(Array.from({ length: 150 }, (_, i) => (i % 2 ? one! : two!).take('203.0.113.7')));
    assert.equal(decisions.filter((d) => d.allowed).length, 100);
    const remaining = decisions.filter((d) => d.allowed).map((d) => d.remaining).sort((x, y) => x - y);
    assert.deepEqual(remaining, Array.from({ length: 100 }, (_, i) => i));
    assert.equal(await redis.get(limitKey(prefix, '203.0.113.7', Date.now())), '100');
  });

  test('peek reports the shared count without spending it', async () => {
    const prefix = prefixFor('limit-peek');
    const [one, two] = connections.map((c) => limiterOn(c, prefix, Date.now, 5));
    await one!.take('203.0.113.8');
    await one!.take('203.0.113.8');
    const seen = await two!.peek('203.0.113.8');
    assert.deepEqual({ allowed: seen.allowed, remaining: seen.remaining, limit: seen.limit }, { allowed: true, remaining: 3, limit: 5 });
    assert.equal((await two!.peek('203.0.113.8')).remaining, 3);
  });

  test('the budget resets at UTC midnight and the old day\'s counter expires then', async () => {
    const prefix = prefixFor('limit-midnight');
    // Two seconds before the next real UTC midnight, so Redis's own expiry can be watched too.
    const nextMidnight = (Math.floor(Date.now() / 86_400_000) + 1) * 86_400_000;
    let clock = nextMidnight - 2000;
    const limiter = limiterOn(connections[0]!, prefix, () => clock, 3);
    for (let i = 0; i < 3; i++) assert.equal((await limiter.take('203.0.113.9')).allowed, true);
    const refused = await limiter.take('203.0.113.9');
    assert.equal(refused.allowed, false);
    assert.equal(refused.resetSeconds, 2);
    const oldKey = limitKey(prefix, '203.0.113.9', clock);
    const pttl = await redis.pTTL(oldKey);
    assert.ok(pttl > 0 && pttl <= 2000, `old counter expires in ${pttl} ms`);

    clock = nextMidnight + 1;
    const fresh = await limiter.take('203.0.113.9');
    assert.deepEqual({ allowed: fresh.allowed, remaining: fresh.remaining }, { allowed: true, remaining: 2 });
    assert.notEqual(limitKey(prefix, '203.0.113.9', clock), oldKey);
    await eventually('the old day\'s counter to expire', async () => (await redis.exists(oldKey)) === 0);
  });

  test('limiters with different prefixes keep separate budgets', async () => {
    const one = limiterOn(connections[0]!, prefixFor('limit-one'), Date.now, 1);
    const two = limiterOn(connections[1]!, prefixFor('limit-two'), Date.now, 1);
    assert.equal((await one.take('203.0.113.10')).allowed, true);
    assert.equal((await one.take('203.0.113.10')).allowed, false);
    assert.equal((await two.take('203.0.113.10')).allowed, true);
  });

  test('a Redis error reply that is no outage is told as a fault, and the budget still answers from memory', async () => {
    const prefix = prefixFor('limit-wrongtype');
    // A counter key holding a list makes the script fail with WRONGTYPE: Redis is up, the data is not ours.
    await redis.rPush(limitKey(prefix, '203.0.113.11', Date.now()), 'not a counter');
    const faults: unknown[] = [];
    const limiter = createRedisRateLimiter({ connection: connections[0]!, prefix, limit: 3, now: Date.now, fallback: createMemoryRateLimiter({ limit: 3, now: Date.now }), onFault: (err) => faults.push(err) });
    const decision = await limiter.take('203.0.113.11');
    assert.deepEqual({ allowed: decision.allowed, remaining: decision.remaining }, { allowed: true, remaining: 2 });
    assert.equal(faults.length, 1);
    assert.match(String(faults[0]), /WRONGTYPE/);
  });
});
