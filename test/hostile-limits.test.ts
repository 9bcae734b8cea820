/**
 * Limits under pressure: exact admission when a flood arrives at once, the UTC-midnight rollover on
 * an injected clock, IPv6 clients counted per /64, and TRUST_PROXY reading X-Forwarded-For from the
 * right so a spoofed left-most value buys nothing. (One million clients: test/stress/limits.stress.ts.)
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { createClientIpResolver } from '../src/limits/client-ip.js';
import { clientKeyFor, expandIpv6 } from '../src/limits/client-key.js';
import { createMemoryRateLimiter } from '../src/limits/rate-limiter.js';
import { postDecode, startInProcess, tempCacheDir, type InProcessServer } from './helpers/hostile-harness.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

describe('admission under a flood', () => {
  let server: InProcessServer;
  const cache = tempCacheDir();
  before(async () => {
    server = await startInProcess({ env: { CACHE_DIR: cache.dir, RATE_LIMIT_PER_DAY: '100', TRUST_PROXY: '1' } });
  });
  after(async () => {
    await server.close();
    cache.remove();
  });

  test('500 simultaneous requests from one client admit exactly 100 and refuse exactly 400', async () => {
    const answers = await Promise.all(Array.from({ length: 500 }, () => postDecode(server.baseUrl, {}, { 'x-forwarded-for': '203.0.113.50' })));
    const admitted = answers.filter((a) => a.status !== 429);
    assert.equal(admitted.length, 100);
    assert.equal(answers.length - admitted.length, 400);
    // Each admitted request saw its own place in the budget, none twice.
    const remaining = admitted.map((a) => Number(a.headers.get('x-ratelimit-remaining'))).sort((x, y) => x - y);
    assert.deepEqual(remaining, Array.from({ length: 100 }, (_, i) => i));
  });

  test('a flood from one client leaves every other client its full budget', async () => {
    const flood = Array.from({ length: 300 }, () => postDecode(server.baseUrl, {}, { 'x-forwarded-for': '203.0.113.60' }));
    const others = Array.from({ length: 20 }, (_, i) => postDecode(server.baseUrl, {}, { 'x-forwarded-for': `198.51.100.${i + 1}` }));
    const [, bystanders] = await Promise.all([Promise.all(flood), Promise.all(others)]);
    for (const answer of bystanders) {
      assert.equal(answer.status, 400);
      assert.equal(answer.headers.get('x-ratelimit-remaining'), '99');
    }
  });
});

describe('UTC midnight rollover on an injected clock', () => {
  let clock = Date.UTC(2026, 0, 31, 23, 59, 58, 500);
  let server: InProcessServer;
  const cache = tempCacheDir();
  before(async () => {
    server = await startInProcess({ env: { CACHE_DIR: cache.dir, RATE_LIMIT_PER_DAY: '3' }, now: () => clock });
  });
  after(async () => {
    await server.close();
    cache.remove();
  });

  test('an exhausted client is told to come back at midnight and is served again at 00:00:00 UTC', async () => {
    for (let i = 0; i < 3; i++) await postDecode(server.baseUrl, {});
    const refused = await postDecode(server.baseUrl, {});
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get('retry-after'), '2');
    assert.deepEqual(refused.json, { error: (refused.json as { error: string }).error, limit: 3, remaining: 0, resetSeconds: 2 });

    clock = Date.UTC(2026, 0, 31, 23, 59, 59, 999);
    assert.equal((await postDecode(server.baseUrl, {})).status, 429, 'still the old day one millisecond before midnight');
    clock = Date.UTC(2026, 1, 1, 0, 0, 0, 0);
    const fresh = await postDecode(server.baseUrl, {});
    assert.equal(fresh.status, 400);
    assert.equal(fresh.headers.get('x-ratelimit-remaining'), '2');
    assert.equal(fresh.headers.get('x-ratelimit-reset'), '86400');
  });

  test('the limiter forgets the whole previous day at rollover, so yesterday\'s clients cost no memory', async () => {
    let now = Date.UTC(2026, 5, 1, 12);
    const limiter = createMemoryRateLimiter({ limit: 5, now: () => now });
    for (let i = 0; i < 1_000; i++) await limiter.take(`10.0.${i >> 8}.${i & 255}`);
    assert.equal(limiter.size(), 1_000);
    now = Date.UTC(2026, 5, 2, 0, 0, 0, 1);
    await limiter.take('192.0.2.1');
    assert.equal(limiter.size(), 1);
  });

  test('past maxClients the client seen longest ago is forgotten first, on every day', async () => {
    let now = Date.UTC(2026, 5, 1, 12);
    const limiter = createMemoryRateLimiter({ limit: 5, now: () => now, maxClients: 3 });
    const used = async (key: string) => 5 - (await limiter.peek(key)).remaining;
    for (const key of ['a', 'b', 'c', 'b', 'd']) await limiter.take(key);
    assert.deepEqual([await used('a'), await used('b'), await used('c'), await used('d')], [0, 2, 1, 1]);
    await limiter.take('e');
    assert.deepEqual([await used('b'), await used('c'), await used('d'), await used('e')], [0, 1, 1, 1]);
    now = Date.UTC(2026, 5, 2, 12);
    for (const key of ['x', 'y', 'z', 'w']) await limiter.take(key);
    assert.equal(limiter.size(), 3);
    assert.deepEqual([await used('x'), await used('y'), await used('z'), await used('w')], [0, 1, 1, 1]);
  });

  test('a clock that steps backwards across midnight (NTP) starts a fresh window rather than failing', async () => {
    let now = Date.UTC(2026, 5, 2, 0, 0, 1);
    const limiter = createMemoryRateLimiter({ limit: 1, now: () => now });
    assert.equal((await limiter.take('a')).allowed, true);
    now = Date.UTC(2026, 5, 1, 23, 59, 59);
    const decision = await limiter.take('a');
    assert.equal(decision.allowed, true);
    assert.ok(decision.resetSeconds >= 1);
  });
});

describe('IPv6 clients are counted per /64', () => {
  let server: InProcessServer;
  const cache = tempCacheDir();
  before(async () => {
    server = await startInProcess({ env: { CACHE_DIR: cache.dir, RATE_LIMIT_PER_DAY: '2', TRUST_PROXY: '1' } });
  });
  after(async () => {
    await server.close();
    cache.remove();
  });

  test('rotating addresses inside one /64 does not buy a fresh budget, a neighbouring /64 has its own', async () => {
    await postDecode(server.baseUrl, {}, { 'x-forwarded-for': '2001:db8:1:2::1' });
    await postDecode(server.baseUrl, {}, { 'x-forwarded-for': '2001:db8:1:2:aaaa:bbbb:cccc:dddd' });
    const rotated = await postDecode(server.baseUrl, {}, { 'x-forwarded-for': '[2001:0DB8:0001:0002:ffff::9]:4431' });
    assert.equal(rotated.status, 429);
    const neighbour = await postDecode(server.baseUrl, {}, { 'x-forwarded-for': '2001:db8:1:3::1' });
    assert.equal(neighbour.status, 400);
  });

  test('any two addresses share a key exactly when their first 64 bits agree', () => {
    fc.assert(
      fc.property(fc.ipV6(), fc.ipV6(), (a, b) => {
        const ga = expandIpv6(a)!;
        const gb = expandIpv6(b)!;
        assert.ok(ga && gb, `${a} / ${b} must parse`);
        const samePrefix = ga.slice(0, 4).join(':') === gb.slice(0, 4).join(':');
        assert.equal(clientKeyFor(a) === clientKeyFor(b), samePrefix);
        // Same /64 with a different interface id lands on the same key.
        const sibling = [...ga.slice(0, 4), 'ffff', '0', '0', '1'].join(':');
        assert.equal(clientKeyFor(sibling), clientKeyFor(a));
      }),
      { numRuns: RUNS },
    );
  });

  test('an IPv4-mapped IPv6 peer is the same client as its IPv4 address', () => {
    assert.equal(clientKeyFor('::ffff:203.0.113.7'), clientKeyFor('203.0.113.7'));
  });

  test('any string at all gives a key without throwing', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => typeof clientKeyFor(s) === 'string'), { numRuns: RUNS });
  });
});

describe('TRUST_PROXY', () => {
  test('off (the default): X-Forwarded-For is ignored, the socket peer is the client', () => {
    const resolve = createClientIpResolver(false);
    assert.equal(resolve('203.0.113.9', '198.51.100.1'), '203.0.113.9');
  });

  test('on: the right-most hop (appended by our proxy) is the client, spoofed left-most values are ignored', () => {
    const resolve = createClientIpResolver(true);
    assert.equal(resolve('10.0.0.1', '1.1.1.1, 6.6.6.6, 203.0.113.9'), '203.0.113.9');
    assert.equal(resolve('10.0.0.1', ['1.1.1.1', '203.0.113.9']), '203.0.113.9');
    assert.equal(resolve('10.0.0.1', undefined), '10.0.0.1');
  });

  test('a list: trusted proxies are skipped from the right and the first untrusted hop is the client', () => {
    const resolve = createClientIpResolver(['10.0.0.0/8', '2001:db8:ffff::/48']);
    assert.equal(resolve('10.1.1.1', '6.6.6.6, 203.0.113.9, 10.2.2.2, 10.3.3.3'), '203.0.113.9');
    assert.equal(resolve('::ffff:10.1.1.1', '203.0.113.9'), '203.0.113.9');
    assert.equal(resolve('2001:db8:ffff::1', '2001:db8:1::5, 2001:db8:ffff::2'), '2001:db8:1::5');
    // A peer that is not a trusted proxy cannot vouch for anyone.
    assert.equal(resolve('203.0.113.50', '1.2.3.4'), '203.0.113.50');
  });

  test('whatever a client prepends, the resolved address is the right-most untrusted hop', () => {
    const resolve = createClientIpResolver(['10.0.0.0/8']);
    const spoof = fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ unit: fc.constantFrom(...'0123456789abcdef.:[], '), maxLength: 30 }));
    fc.assert(
      fc.property(fc.array(spoof, { maxLength: 6 }), fc.ipV4().filter((ip) => !ip.startsWith('10.')), fc.array(fc.ipV4().map((ip) => `10.${ip.split('.').slice(1).join('.')}`), { maxLength: 3 }),
        (spoofed, real, proxies) => {
          const header = [...spoofed, real, ...proxies].join(', ');
          assert.equal(resolve('10.0.0.1', header), real);
        }),
      { numRuns: RUNS },
    );
  });

  test('over HTTP, a spoofed X-Forwarded-For does not escape the limit when the proxy appends the real address', async () => {
    const cache = tempCacheDir();
    const server = await startInProcess({ env: { CACHE_DIR: cache.dir, RATE_LIMIT_PER_DAY: '1', TRUST_PROXY: '127.0.0.1' } });
    try {
      await postDecode(server.baseUrl, {}, { 'x-forwarded-for': '1.1.1.1, 203.0.113.77' });
      const spoofed = await postDecode(server.baseUrl, {}, { 'x-forwarded-for': '9.9.9.9, 203.0.113.77' });
      assert.equal(spoofed.status, 429);
    } finally {
      await server.close();
      cache.remove();
    }
  });
});
