/**
 * The cross-instance build lock, seen from one instance (createApp in-process) while the test
 * plays the other instance by writing the lock and report keys itself.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createApp, type App } from '../../src/app.js';
import { createRedisBuildLock, lockKey } from '../../src/store/redis-build-lock.js';
import { createRedisConnection } from '../../src/redis/connection.js';
import { loadConfig } from '../../src/config.js';
import { silentLogger } from '../../src/logger.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { sampleReport } from '../helpers/sample-report.js';
import { connectClient, deleteUnder, eventually, startOwnRedis, uniquePrefix, REDIS_SKIP, type OwnRedis, type TestRedisClient } from '../helpers/redis.js';

describe('Redis build lock', { skip: REDIS_SKIP }, () => {
  let own: OwnRedis;
  let upstream: FakeUpstream;
  let redis: TestRedisClient;
  let app: App;
  const prefix = uniquePrefix('lock');
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'vin-report-lock-'));

  before(async () => {
    own = await startOwnRedis();
    upstream = await startFakeUpstream();
    redis = await connectClient(own.url);
    const config = loadConfig({
      CACHE_DIR: cacheDir,
      VPIC_BASE_URL: upstream.vpicBaseUrl,
      RECALLS_BASE_URL: upstream.recallsBaseUrl, FUELECONOMY_BASE_URL: upstream.fuelEconomyBaseUrl,
      REDIS_URL: own.url,
      REDIS_PREFIX: prefix,
      REDIS_TIMEOUT_MS: '10000',
    });
    app = await createApp({ config, logger: silentLogger });
  });

  after(async () => {
    await app?.close();
    await upstream?.close();
    if (redis) {
      await deleteUnder(redis, prefix);
      redis.destroy();
    }
    rmSync(cacheDir, { recursive: true, force: true });
    await own?.close();
  });

  test('while another instance holds the lock, the report it writes is the answer and vPIC is not called', async () => {
    const vin = '1HGCM82633A004352';
    await redis.set(`${prefix}lock:${vin}`, 'other-instance', { PX: 60_000 });
    const calls = upstream.calls.vpic;
    const answer = app.service.decode(vin);
    await sleep(300);
    const theirs = JSON.stringify(sampleReport({ generatedAt: new Date().toISOString() }));
    await redis.set(`${prefix}report:${vin}`, theirs, { PX: 60_000 });
    await redis.del(`${prefix}lock:${vin}`);
    const outcome = await answer;
    assert.equal(outcome.cache, 'HIT');
    assert.equal(outcome.body.toString(), theirs);
    assert.equal(upstream.calls.vpic, calls);
  });

  test('when the lock holder dies without a report, the lock expires and this instance builds it once', async () => {
    const vin = 'WBA3A5C51CF256987';
    await redis.set(`${prefix}lock:${vin}`, 'dead-instance', { PX: 500 });
    const calls = upstream.calls.vpic;
    const outcome = await app.service.decode(vin);
    assert.equal(outcome.cache, 'MISS');
    assert.equal(JSON.parse(outcome.body.toString()).vin, vin);
    assert.equal(upstream.calls.vpic - calls, 1);
    // Released after the build: nothing is left holding the VIN.
    assert.equal(await redis.exists(`${prefix}lock:${vin}`), 0);
  });

  test('a lock taken over by someone else is not released by the builder that lost it', async () => {
    const vin = '5YJ3E1EBXSF969484';
    upstream.fail('vpic', { kind: 'delay', ms: 2000 });
    after(() => upstream.fail('vpic', null));
    const building = app.service.decode(vin);
    const ownToken = await eventually('the builder to take the lock', () => redis.get(`${prefix}lock:${vin}`));
    assert.notEqual(ownToken, 'new-owner');
    // Another instance owns the lock now (as after an expiry while this build was slow).
    await redis.set(`${prefix}lock:${vin}`, 'new-owner', { PX: 60_000 });
    await building;
    assert.equal(await redis.get(`${prefix}lock:${vin}`), 'new-owner');
  });

  test('after a Redis freeze, a lock whose holder gave up lapses within REDIS_TIMEOUT_MS instead of blocking the VIN', async () => {
    const leaseMs = 300; // REDIS_TIMEOUT_MS of the instance that gives up
    const holder = await createRedisConnection({ url: own.url, logger: silentLogger, commandTimeoutMs: leaseMs });
    after(() => holder.close());
    const lock = createRedisBuildLock({ connection: holder, prefix, leaseMs });
    const building = 'JM1GC3111FU937813';
    const token = await lock.acquire(building);
    assert.ok(token && token !== 'unlocked', 'the lock was taken before the freeze');

    own.pause();
    after(() => own.resume());
    // During the freeze: a second VIN's SET is sent but never answered (the holder builds unlocked),
    // and the first VIN's release cannot reach Redis.
    assert.equal(await lock.acquire('2HNYD18213P683944'), 'unlocked');
    await lock.release(building, token);
    own.resume();

    // Through the holder's own connection, so the late SET has certainly been carried out first.
    await eventually('the holder to reach Redis again', async () => (await holder.command(['PING'])) === 'PONG');
    for (const vin of [building, '2HNYD18213P683944']) {
      const pttl = await redis.pTTL(lockKey(prefix, vin));
      assert.ok(pttl === -2 || (pttl > 0 && pttl <= leaseMs), `the lock on ${vin} has ${pttl} ms left; a lease is ${leaseMs} ms`);
    }
  });

  test('a holder that is still building keeps its lock past one lease', async () => {
    const holder = await createRedisConnection({ url: own.url, logger: silentLogger, commandTimeoutMs: 10_000 });
    after(() => holder.close());
    const lock = createRedisBuildLock({ connection: holder, prefix, leaseMs: 3000 });
    const vin = '1FTFW1ET5DFC10312';
    const token = await lock.acquire(vin);
    assert.ok(token);
    await sleep(4000);
    assert.equal(await redis.get(lockKey(prefix, vin)), token, 'renewed while held');
    await lock.release(vin, token);
    assert.equal(await redis.exists(lockKey(prefix, vin)), 0, 'released');
  });
});
