/** REDIS_* configuration, and the promise that the client is loaded only when REDIS_URL is set. */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.js';

test('without REDIS_URL the embedded defaults stay on and the prefix defaults to vin-report:', () => {
  const config = loadConfig({});
  assert.equal(config.redisUrl, null);
  assert.equal(config.redisPrefix, 'vin-report:');
  assert.equal(config.redisTimeoutMs, 1000);
});

test('accepts redis:// and rediss:// URLs with user, password and database', () => {
  for (const url of ['redis://127.0.0.1:6379', 'redis://:s3cret@cache.internal:6380/2', 'rediss://app:s3cret@cache.example.com', 'redis://localhost/']) {
    assert.equal(loadConfig({ REDIS_URL: url }).redisUrl, url);
  }
  assert.equal(loadConfig({ REDIS_PREFIX: 'shop-eu:' }).redisPrefix, 'shop-eu:');
});

test('rejects a bad REDIS_URL with one line that never repeats the password', () => {
  const cases = [
    ['http://:hunter22@cache:6379', /scheme "http:"/],
    ['redis://:hunter22@cache:6379/main', /database must be a number/],
    ['not a url hunter22', /not a URL/],
  ] as const;
  for (const [value, reason] of cases) {
    assert.throws(() => loadConfig({ REDIS_URL: value }), (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      assert.match(err.message, /^REDIS_URL must look like redis:\/\//);
      assert.match(err.message, reason);
      assert.doesNotMatch(err.message, /hunter22|\n/);
      return true;
    });
  }
});

test('rejects a REDIS_PREFIX with spaces or over 64 characters', () => {
  assert.throws(() => loadConfig({ REDIS_PREFIX: 'my app:' }), /REDIS_PREFIX must be 1 to 64 printable characters/);
  assert.throws(() => loadConfig({ REDIS_PREFIX: 'x'.repeat(65) }), /REDIS_PREFIX/);
});

test('rejects a REDIS_TIMEOUT_MS of zero', () => {
  assert.throws(() => loadConfig({ REDIS_TIMEOUT_MS: '0' }), /REDIS_TIMEOUT_MS must be a whole number from 10 to 60000/);
});

const ROOT = path.join(import.meta.dirname, '..');
const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'vin-report-lazy-'));
after(() => rmSync(cacheDir, { recursive: true, force: true }));

/** Builds the app in a child process where loading `redis` throws; resolves with /healthz facts. */
async function healthWithRedisForbidden(env: Record<string, string>): Promise<Record<string, unknown>> {
  const script = `
    const { createApp } = await import('./src/app.ts');
    const { loadConfig } = await import('./src/config.ts');
    const { silentLogger } = await import('./src/logger.ts');
    const app = await createApp({ config: loadConfig(${JSON.stringify({ CACHE_DIR: cacheDir, ...env })}), logger: silentLogger });
    process.stdout.write(JSON.stringify(await app.health()));
    await app.close();`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--import', './test/helpers/forbid-redis.ts', '--input-type=module', '-e', script],
    { cwd: ROOT, timeout: 60_000 },
  );
  return JSON.parse(stdout) as Record<string, unknown>;
}

test('without REDIS_URL the app runs on the file cache and never loads the redis client', async () => {
  const facts = await healthWithRedisForbidden({});
  assert.deepEqual({ cache: facts.cache, limiter: facts.limiter }, { cache: 'file', limiter: 'memory' });
});

test('with REDIS_URL the app does load the redis client (so the test above can fail)', async () => {
  await assert.rejects(healthWithRedisForbidden({ REDIS_URL: 'redis://127.0.0.1:6379' }), /redis package loaded/);
});
