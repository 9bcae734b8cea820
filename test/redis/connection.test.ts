/**
 * A Redis that answers but refuses writes (out of memory, or a read-only replica): the instance
 * notices, says so once in the log and in its state (which /healthz shows), and keeps serving.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createMemoryRateLimiter } from '../../src/limits/rate-limiter.js';
import { createRedisRateLimiter } from '../../src/limits/redis-rate-limiter.js';
import { createLogger } from '../../src/logger.js';
import { createRedisConnection, type RedisConnection } from '../../src/redis/connection.js';
import { createRedisStore } from '../../src/store/redis-store.js';
import { withMemoryLayer } from '../../src/store/report-store.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { connectClient, startOwnRedis, REDIS_SKIP, type OwnRedis, type TestRedisClient } from '../helpers/redis.js';

describe('Redis refusing writes', { skip: REDIS_SKIP }, () => {
  let own: OwnRedis;
  let admin: TestRedisClient;
  let connection: RedisConnection;
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger({ write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) });

  before(async () => {
    own = await startOwnRedis();
    admin = await connectClient(own.url);
    connection = await createRedisConnection({ url: own.url, logger, commandTimeoutMs: 10_000 });
  });

  after(async () => {
    await connection?.close();
    admin?.destroy();
    await own?.close();
  });

  test('out of memory: writes are skipped, reports stay cached in memory, the limiter falls back, and the state says degraded in one warn line', async () => {
    assert.equal(connection.state().status, 'up');
    await admin.configSet({ maxmemory: '1', 'maxmemory-policy': 'noeviction' });
    after(() => admin.configSet('maxmemory', '0'));

    const store = withMemoryLayer(createRedisStore({ connection, prefix: 'oom:', now: Date.now }), { maxBytes: 1_000_000, now: Date.now });
    for (const vin of ['1HGCM82633A004352', 'WBA3A5C51CF256987', '5YJ3E1EBXSF969484']) {
      await store.set(vin, Buffer.from(`{"vin":"${vin}"}`), 600); // resolves: a refused write is skipped
      assert.equal((await store.get(vin))?.body.toString(), `{"vin":"${vin}"}`, 'kept in memory');
    }
    const limiter = createRedisRateLimiter({ connection, prefix: 'oom:', limit: 5, now: Date.now, fallback: createMemoryRateLimiter({ limit: 5, now: Date.now }) });
    assert.equal((await limiter.take('203.0.113.1')).remaining, 4, 'counted by the local fallback');

    const state = connection.state();
    assert.equal(state.status, 'degraded');
    assert.match(String(state.lastError), /^OOM/);
    assert.equal(lines.filter((l) => l.event === 'redis_refusing_writes').length, 1, 'one warn line, however many refusals');
    assert.equal(lines.find((l) => l.event === 'redis_refusing_writes')?.level, 'warn');
  });

  test('a read-only replica: /healthz (app.health) reports degraded', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'vin-report-readonly-'));
    let upstream: FakeUpstream | undefined;
    after(() => rmSync(cacheDir, { recursive: true, force: true }));
    upstream = await startFakeUpstream();
    after(() => upstream?.close());
    const app = await createApp({
      config: loadConfig({ CACHE_DIR: cacheDir, VPIC_BASE_URL: upstream.vpicBaseUrl, RECALLS_BASE_URL: upstream.recallsBaseUrl, FUELECONOMY_BASE_URL: upstream.fuelEconomyBaseUrl, REDIS_URL: own.url, REDIS_PREFIX: 'ro:', REDIS_TIMEOUT_MS: '10000' }),
      logger,
    });
    after(() => app.close());
    assert.equal((await app.health()).status, undefined, 'healthy before');
    // A replica of a primary that does not exist: it stays read-only.
    await admin.sendCommand(['REPLICAOF', '127.0.0.1', '1']);
    after(() => admin.sendCommand(['REPLICAOF', 'NO', 'ONE']));
    const outcome = await app.service.decode('1HGCM82633A004352');
    assert.equal(outcome.cache, 'MISS');
    assert.equal((await app.service.decode('1HGCM82633A004352')).cache, 'HIT', 'served from the memory layer');
    const health = await app.health();
    assert.equal(health.status, 'degraded');
    assert.equal((health.redis as { status: string }).status, 'degraded');
    assert.match(String((health.redis as { lastError: string }).lastError), /READONLY/);
    assert.match(await app.metrics.registry.metrics(), /^vin_report_degraded\{component="redis"\} 1$/m, '/metrics shows it too');
  });
});
