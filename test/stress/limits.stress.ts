/**
 * The limiter under pressure: one million distinct clients in a day stay within a fixed memory
 * budget (and the hard maxClients cap holds), the whole day is released at UTC midnight, and
 * admission stays exact with 10,000 requests from 100 clients arriving together over HTTP.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import v8 from 'node:v8';
import vm from 'node:vm';
import { clientKeyFor } from '../../src/limits/client-key.js';
import { createMemoryRateLimiter } from '../../src/limits/rate-limiter.js';
import { postDecode, startInProcess, tempCacheDir, type InProcessServer } from '../helpers/hostile-harness.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const MB = 1024 * 1024;
const MILLION = 1_000_000;

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const ipv4 = (i: number) => `${10 + (i >>> 24)}.${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}`;

describe('stress: limiter memory with one million distinct clients', () => {
  test('one million clients in a day fit in a bounded heap and are all released at UTC midnight', async (t) => {
    let now = Date.UTC(2026, 2, 10, 8);
    const limiter = createMemoryRateLimiter({ limit: 100, now: () => now });
    const baseline = heapUsed();
    for (let i = 0; i < MILLION; i++) await limiter.take(clientKeyFor(ipv4(i)));
    assert.equal(limiter.size(), MILLION);
    const full = heapUsed() - baseline;
    assert.ok(full < 256 * MB, `1M clients took ${(full / MB).toFixed(0)} MB`);
    now = Date.UTC(2026, 2, 11, 0, 0, 0, 1);
    await limiter.take('192.0.2.1');
    const released = heapUsed() - baseline;
    assert.ok(released < 16 * MB, `after midnight ${(released / MB).toFixed(0)} MB still held`);
    t.diagnostic(`figures: limiter clients=${MILLION} heap_mb=${(full / MB).toFixed(0)} bytes_per_client=${Math.round(full / MILLION)} after_midnight_mb=${(released / MB).toFixed(1)}`);
  });

  test('past maxClients the oldest are forgotten: one million clients against a 100,000 cap stay at 100,000', async (t) => {
    const limiter = createMemoryRateLimiter({ limit: 100, now: () => Date.UTC(2026, 2, 10, 8), maxClients: 100_000 });
    const baseline = heapUsed();
    for (let i = 0; i < MILLION; i++) await limiter.take(ipv4(i));
    assert.equal(limiter.size(), 100_000);
    const held = heapUsed() - baseline;
    assert.ok(held < 40 * MB, `capped limiter holds ${(held / MB).toFixed(0)} MB`);
    // The newest clients are the ones still counted.
    assert.equal((await limiter.peek(ipv4(MILLION - 1))).remaining, 99);
    t.diagnostic(`figures: limiter capped clients=${MILLION} cap=100000 heap_mb=${(held / MB).toFixed(1)}`);
  });

  test('200,000 IPv6 addresses from 1,000 /64 networks are 1,000 clients', async () => {
    const limiter = createMemoryRateLimiter({ limit: 1_000_000, now: () => Date.UTC(2026, 2, 10, 8) });
    for (let i = 0; i < 200_000; i++) {
      const net = i % 1_000;
      await limiter.take(clientKeyFor(`2001:db8:${net.toString(16)}:1:${(i >>> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`));
    }
    assert.equal(limiter.size(), 1_000);
  });
});

describe('stress: exact admission over HTTP', () => {
  let server: InProcessServer;
  const cache = tempCacheDir();
  before(async () => {
    server = await startInProcess({ env: { CACHE_DIR: cache.dir, RATE_LIMIT_PER_DAY: '25', TRUST_PROXY: '1' } });
  });
  after(async () => {
    await server.close();
    cache.remove();
  });

  test('4,000 requests from 80 clients arriving together admit exactly 25 per client', async (t) => {
    const started = performance.now();
    const admitted = new Map<string, number>();
    const refused = new Map<string, number>();
    const WAVE = 1_000;
    for (let wave = 0; wave < 4; wave++) {
      await Promise.all(Array.from({ length: WAVE }, async (_, i) => {
        const ip = `203.0.113.${(wave * WAVE + i) % 80}`;
        const res = await postDecode(server.baseUrl, {}, { 'x-forwarded-for': ip });
        const bucket = res.status === 429 ? refused : admitted;
        bucket.set(ip, (bucket.get(ip) ?? 0) + 1);
      }));
    }
    assert.equal(admitted.size, 80);
    for (const [ip, count] of admitted) assert.equal(count, 25, ip);
    for (const [ip, count] of refused) assert.equal(count, 25, ip);
    t.diagnostic(`figures: admission requests=4000 clients=80 limit=25 admitted=2000 refused=2000 seconds=${((performance.now() - started) / 1000).toFixed(1)}`);
  });
});
