/** The Redis report store against a real redis-server of its own. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createLogger, silentLogger } from '../../src/logger.js';
import { createRedisConnection, type RedisConnection } from '../../src/redis/connection.js';
import { createRedisStore } from '../../src/store/redis-store.js';
import { withMemoryLayer } from '../../src/store/report-store.js';
import { connectClient, deleteUnder, eventually, keysUnder, startOwnRedis, uniquePrefix, REDIS_SKIP, type OwnRedis, type TestRedisClient } from '../helpers/redis.js';

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

  test('a stored report comes back as the exact bytes, kept under {prefix}report:{VIN}', async () => {
    const prefix = prefixFor('store-bytes');
    const store = createRedisStore({ connection, prefix, now: Date.now });
    const body = Buffer.concat([Buffer.from('{"vin":"1HGCM82633A004352","note":"é✓"}'), Buffer.from([0x00, 0xff, 0xfe])]);
    await store.set('1HGCM82633A004352', body, 3600);
    const entry = await store.get('1HGCM82633A004352');
    assert.ok(entry);
    assert.ok(entry.body.equals(body));
    const raw = await redis.sendCommand<Buffer>(['HGET', `${prefix}report:1HGCM82633A004352`, 'body'], { typeMapping: { 36: Buffer } });
    assert.ok(Buffer.from(raw).equals(body));
  });

  test('an entry carries its TTL as its expiry, so a memory layer never outlives it, and Redis keeps it for the stale window', async () => {
    const prefix = prefixFor('store-expiry');
    const now = Date.now();
    const store = createRedisStore({ connection, prefix, now: () => now, staleSeconds: 3600 });
    await store.set('1HGCM82633A004352', Buffer.from('{}'), 600);
    const entry = await store.get('1HGCM82633A004352');
    assert.ok(entry);
    assert.ok(entry.expiresAt > now + 590_000 && entry.expiresAt <= now + 600_000, `expiresAt ${entry.expiresAt - now} ms ahead`);
    const pttl = await redis.pTTL(`${prefix}report:1HGCM82633A004352`);
    assert.ok(pttl > 4_190_000 && pttl <= 4_200_000, `the key lives ${pttl} ms: fresh time plus the stale window`);
  });

  test('an expired entry is no longer fresh but is served by getStale with its age, until the stale window ends', async () => {
    const prefix = prefixFor('store-stale');
    const store = createRedisStore({ connection, prefix, now: Date.now, staleSeconds: 1 });
    await store.set('1HGCM82633A004352', Buffer.from('{"old":true}'), 0.2);
    // Waited for on Redis's side: a read that fails under load is also a null, and would end the wait early.
    await eventually('the entry to go stale', async () => (await store.get('1HGCM82633A004352')) === null && (await store.getStale('1HGCM82633A004352')) !== null);
    const stale = await store.getStale('1HGCM82633A004352');
    assert.equal(stale?.body.toString(), '{"old":true}');
    assert.ok(stale!.expiresAt <= Date.now() && stale!.storedAt <= stale!.expiresAt);
    await eventually('Redis to expire the key', async () => (await redis.exists(`${prefix}report:1HGCM82633A004352`)) === 0);
    assert.equal(await store.getStale('1HGCM82633A004352'), null);
  });

  test('a report written in the previous format (a plain string) is still read, and replaced on the next write', async () => {
    const prefix = prefixFor('store-legacy');
    const store = createRedisStore({ connection, prefix, now: Date.now });
    await redis.set(`${prefix}report:1HGCM82633A004352`, '{"legacy":true}', { PX: 60_000 });
    assert.equal((await store.get('1HGCM82633A004352'))?.body.toString(), '{"legacy":true}');
    await store.set('1HGCM82633A004352', Buffer.from('{"new":true}'), 60);
    assert.equal(await redis.type(`${prefix}report:1HGCM82633A004352`), 'hash');
    assert.equal((await store.get('1HGCM82633A004352'))?.body.toString(), '{"new":true}');
  });

  test('section answers live under {prefix}section:, beside reports', async () => {
    const prefix = prefixFor('store-section');
    const store = createRedisStore({ connection, prefix, now: Date.now });
    await store.set('section:recalls:HONDA|ACCORD|2003', Buffer.from('{"value":[]}'), 60);
    assert.equal((await store.get('section:recalls:HONDA|ACCORD|2003'))?.body.toString(), '{"value":[]}');
    assert.deepEqual(await keysUnder(redis, prefix), [`${prefix}section:recalls:HONDA|ACCORD|2003`]);
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
    const writer = withMemoryLayer(createRedisStore({ connection, prefix, now: Date.now }), { maxBytes: 1_000_000, now: Date.now });
    const reader = withMemoryLayer(createRedisStore({ connection: other, prefix, now: Date.now }), { maxBytes: 1_000_000, now: Date.now });
    assert.equal(await reader.get('1HGCM82633A004352'), null);
    await writer.set('1HGCM82633A004352', Buffer.from('{"shared":true}'), 3600);
    assert.equal((await reader.get('1HGCM82633A004352'))?.body.toString(), '{"shared":true}');
  });

  test('an entry Redis cannot read back is a miss, and the log says why', async () => {
    const prefix = prefixFor('store-foreign');
    const lines: string[] = [];
    const store = createRedisStore({ connection, prefix, now: Date.now, logger: createLogger({ write: (line) => void lines.push(line) }) });
    // Written by something else in a report's shape, with a write time that is not a number: the read script fails on it.
    await redis.sendCommand(['HSET', `${prefix}report:1HGCM82633A004352`, 'body', '{}', 'stored', 'yesterday', 'fresh', '1']);
    assert.equal(await store.get('1HGCM82633A004352'), null);
    assert.match(lines.join(''), /"event":"cache_read_failed"/);
  });
});
