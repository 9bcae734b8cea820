/** The Redis report store against a real redis-server of its own. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { silentLogger } from '../../src/logger.js';
import { createRedisConnection, type RedisConnection } from '../../src/redis/connection.js';
import { createRedisStore } from '../../src/store/redis-store.js';
import { withMemoryLayer } from '../../src/store/report-store.js';
import { connectClient, deleteUnder, eventually, startOwnRedis, uniquePrefix, REDIS_SKIP, type OwnRedis, type TestRedisClient } from '../helpers/redis.js';

describe('Redis report store', { skip: REDIS_SKIP }, () => {
  let own: OwnRedis;
  let connection: RedisConnection;
  let redis: TestRedisClient;
  const prefixes: string[] = [];
  const prefixFor = (name: string) => {
    const prefix = uniquePrefix(name);
    prefixes.push(prefix);
    return prefix;
  };

  before(async () => {
    own = await startOwnRedis();
    connection = await createRedisConnection({ url: own.url, logger: silentLogger, commandTimeoutMs: 10_000 });
    redis = await connectClient(own.url);
  });

  after(async () => {
    for (const prefix of prefixes) await deleteUnder(redis, prefix);
    redis.destroy();
    await connection.close();
    await own.close();
  });

  test('a stored report comes back as the exact bytes under {prefix}report:{VIN}', async () => {
    const prefix = prefixFor('store-bytes');
    const store = createRedisStore({ connection, prefix, now: Date.now });
    const body = Buffer.concat([Buffer.from('{"vin":"1HGCM82633A004352","note":"é✓"}'), Buffer.from([0x00, 0xff, 0xfe])]);
    await store.set('1HGCM82633A004352', body, 3600);
    const entry = await store.get('1HGCM82633A004352');
    assert.ok(entry);
    assert.ok(entry.body.equals(body));
    const raw = await redis.sendCommand<Buffer>(['GET', `${prefix}report:1HGCM82633A004352`], { typeMapping: { 36: Buffer } });
    assert.ok(Buffer.from(raw).equals(body));
  });

  test('an entry carries the Redis TTL as its expiry, so a memory layer never outlives it', async () => {
    const prefix = prefixFor('store-expiry');
    const now = Date.now();
    const store = createRedisStore({ connection, prefix, now: () => now });
    await store.set('1HGCM82633A004352', Buffer.from('{}'), 600);
    const entry = await store.get('1HGCM82633A004352');
    assert.ok(entry);
    assert.ok(entry.expiresAt > now + 590_000 && entry.expiresAt <= now + 600_000, `expiresAt ${entry.expiresAt - now} ms ahead`);
    const pttl = await redis.pTTL(`${prefix}report:1HGCM82633A004352`);
    assert.ok(pttl > 590_000 && pttl <= 600_000);
  });

  test('an entry is gone once its TTL has passed', async () => {
    const prefix = prefixFor('store-ttl');
    const store = createRedisStore({ connection, prefix, now: Date.now });
    await store.set('1HGCM82633A004352', Buffer.from('{}'), 1);
    assert.ok(await store.get('1HGCM82633A004352'));
    // Waited for on Redis's side: a read that fails under load is also a null, and would end the wait early.
    await eventually('Redis to expire the key', async () => (await redis.exists(`${prefix}report:1HGCM82633A004352`)) === 0);
    assert.equal(await store.get('1HGCM82633A004352'), null);
  });

  test('stores with different prefixes do not see each other\'s reports', async () => {
    const one = createRedisStore({ connection, prefix: prefixFor('store-one'), now: Date.now });
    const two = createRedisStore({ connection, prefix: prefixFor('store-two'), now: Date.now });
    await one.set('1HGCM82633A004352', Buffer.from('{"one":true}'), 3600);
    assert.equal(await two.get('1HGCM82633A004352'), null);
    await two.set('1HGCM82633A004352', Buffer.from('{"two":true}'), 3600);
    assert.equal((await one.get('1HGCM82633A004352'))?.body.toString(), '{"one":true}');
  });

  test('a report written by one instance is read by another through its memory layer', async () => {
    const prefix = prefixFor('store-layer');
    const other = await createRedisConnection({ url: own.url, logger: silentLogger, commandTimeoutMs: 10_000 });
    after(() => other.close());
    const writer = withMemoryLayer(createRedisStore({ connection, prefix, now: Date.now }), { maxEntries: 10, now: Date.now });
    const reader = withMemoryLayer(createRedisStore({ connection: other, prefix, now: Date.now }), { maxEntries: 10, now: Date.now });
    assert.equal(await reader.get('1HGCM82633A004352'), null);
    await writer.set('1HGCM82633A004352', Buffer.from('{"shared":true}'), 3600);
    assert.equal((await reader.get('1HGCM82633A004352'))?.body.toString(), '{"shared":true}');
  });
});
