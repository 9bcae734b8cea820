/** The cache bounds and the stale window in configuration. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

test('the caches are bounded by default: 512 MiB on disk, 64 MiB in memory, stale reports kept 30 days', () => {
  const config = loadConfig({});
  assert.equal(config.cacheMaxBytes, 512 * 1024 * 1024);
  assert.equal(config.memoryCacheMaxBytes, 64 * 1024 * 1024);
  assert.equal(config.staleIfErrorSeconds, 30 * 86_400);
});

test('CACHE_MAX_BYTES, MEMORY_CACHE_MAX_BYTES and STALE_IF_ERROR_SECONDS are read, and nonsense is refused in one line', () => {
  const config = loadConfig({ CACHE_MAX_BYTES: '1048576', MEMORY_CACHE_MAX_BYTES: '2097152', STALE_IF_ERROR_SECONDS: '0' });
  assert.deepEqual([config.cacheMaxBytes, config.memoryCacheMaxBytes, config.staleIfErrorSeconds], [1_048_576, 2_097_152, 0]);
  for (const [name, value] of [['CACHE_MAX_BYTES', '1000'], ['MEMORY_CACHE_MAX_BYTES', '-1'], ['STALE_IF_ERROR_SECONDS', '30d']]) {
    assert.throws(() => loadConfig({ [name!]: value }), (err) => err instanceof ConfigError && err.message.startsWith(`${name} must be`));
  }
});
