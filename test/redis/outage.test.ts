/**
 * Redis failing under a running instance, on a private redis-server (never the shared one):
 * requests keep getting answers under the documented policy, /healthz says so, and the instance
 * goes back to Redis on its own.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { connectClient, decode, eventually, health, startInstance, startOwnRedis, REDIS_SKIP, type OwnRedis } from '../helpers/redis.js';

describe('Redis outages', { skip: REDIS_SKIP }, () => {
  let upstream: FakeUpstream;
  let redis: OwnRedis;

  before(async () => {
    upstream = await startFakeUpstream();
    redis = await startOwnRedis();
  });

  after(async () => {
    redis?.resume();
    await redis?.close();
    await upstream?.close();
  });

  const instanceEnv = () => ({
    VPIC_BASE_URL: upstream.vpicBaseUrl,
    RECALLS_BASE_URL: upstream.recallsBaseUrl, FUELECONOMY_BASE_URL: upstream.fuelEconomyBaseUrl,
    REDIS_URL: redis.url,
    REDIS_PREFIX: 'outage:',
    REDIS_TIMEOUT_MS: '1500',
    TRUST_PROXY: '1',
  });

  async function keysOnOwnRedis(): Promise<string[]> {
    const client = await connectClient(redis.url);
    try {
      return (await client.keys('outage:*')).sort();
    } finally {
      client.destroy();
    }
  }

  test('Redis killed mid-run: answers continue degraded, /healthz says unreachable without its address, and the instance recovers when Redis returns', async () => {
    const instance = await startInstance(instanceEnv());
    after(() => instance.stop());
    assert.equal((await health(instance.baseUrl)).status, 'ok');
    const first = await decode(instance.baseUrl, '1HGCM82633A004352', '192.0.2.1');
    assert.equal(first.status, 200);
    assert.ok((await keysOnOwnRedis()).includes('outage:report:1HGCM82633A004352'));

    await redis.kill();
    const degraded = await eventually('/healthz to report degraded', async () => {
      const h = await health(instance.baseUrl);
      return h.status === 'degraded' ? h : null;
    });
    assert.equal((degraded.redis as { status: string }).status, 'down');
    assert.equal((degraded.redis as { degraded: boolean }).degraded, true);
    // The public port says why in one word; the address the client failed to reach is in the log only.
    assert.equal((degraded.redis as { lastError: string }).lastError, 'unreachable');
    assert.ok(!JSON.stringify(degraded).includes(new URL(redis.url).port), 'no Redis address on /healthz');
    assert.match(String(degraded.limiter), /local-fallback/);

    // Already-built reports are still served from this instance's memory layer.
    const cached = await decode(instance.baseUrl, '1HGCM82633A004352', '192.0.2.1');
    assert.deepEqual([cached.status, cached.cache], [200, 'HIT']);
    // New reports are built and answered; the limiter counts locally and still sends its headers.
    const built = await decode(instance.baseUrl, 'WBA3A5C51CF256987', '192.0.2.2');
    assert.deepEqual([built.status, built.cache, built.remaining], [200, 'MISS', '99']);
    // Log lines travel on stderr, written once per event-loop turn, and can trail an HTTP answer.
    const down = await eventually('redis_down to be logged', async () => instance.logs.find((l) => l.event === 'redis_down'));
    assert.match(String(down.policy), /fall back to a per-instance in-memory counter/);

    await redis.start();
    const recovered = await eventually('/healthz to report Redis up again', async () => {
      const h = await health(instance.baseUrl);
      return h.status === 'ok' ? h : null;
    });
    assert.equal((recovered.redis as { status: string }).status, 'up');
    await eventually('redis_up to be logged', async () => instance.logs.some((l) => l.event === 'redis_up'));

    // Back on Redis: the new (empty) server receives the report and the counter.
    const again = await decode(instance.baseUrl, '5YJ3E1EBXSF969484', '192.0.2.3');
    assert.deepEqual([again.status, again.cache, again.remaining], [200, 'MISS', '99']);
    const keys = await keysOnOwnRedis();
    assert.deepEqual(keys.filter((k) => !k.startsWith('outage:model:') && !k.startsWith('outage:host:')), ['outage:limit:' + new Date().toISOString().slice(0, 10) + ':192.0.2.3', 'outage:report:5YJ3E1EBXSF969484']);
    assert.ok(keys.some((k) => k.includes('/recalls/recallsByVehicle?')), 'the recall answer is shared through Redis too');
    assert.ok(keys.some((k) => k.startsWith('outage:host:')), 'so are the turns on each upstream host');
    assert.equal(instance.exitCode(), null, 'the instance is still running');
  });

  test('Redis hanging without answering: requests are still answered, /healthz says unreachable while the log says timeout, and the instance recovers when Redis answers again', async () => {
    const instance = await startInstance(instanceEnv());
    after(() => instance.stop());
    assert.equal((await health(instance.baseUrl)).status, 'ok');

    redis.pause();
    const answer = await decode(instance.baseUrl, 'JM1GC3111FU937813', '192.0.2.4');
    assert.equal(answer.status, 200);
    const degraded = await health(instance.baseUrl);
    assert.equal(degraded.status, 'degraded');
    assert.equal((degraded.redis as { lastError: string }).lastError, 'unreachable');
    const down = await eventually('redis_down to be logged', async () => instance.logs.find((l) => l.event === 'redis_down'));
    assert.match(String(down.reason), /timeout/i, 'the log says why');

    redis.resume();
    await eventually('/healthz to report Redis up again', async () => (await health(instance.baseUrl)).status === 'ok');
    assert.equal(instance.exitCode(), null);
  });

  test('an instance started while Redis is down serves requests and connects once Redis appears', async () => {
    await redis.kill();
    const instance = await startInstance(instanceEnv());
    after(() => instance.stop());
    assert.equal((await health(instance.baseUrl)).status, 'degraded');
    assert.equal((await decode(instance.baseUrl, '1HGCM82633A004352', '192.0.2.5')).status, 200);

    await redis.start();
    await eventually('/healthz to report Redis up', async () => (await health(instance.baseUrl)).status === 'ok');
    const served = await decode(instance.baseUrl, '2HNYD18213P683944', '192.0.2.5');
    assert.equal(served.status, 200);
    assert.ok((await keysOnOwnRedis()).includes('outage:report:2HNYD18213P683944'));
  });
});
