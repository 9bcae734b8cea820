import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientKeyFor } from '../../src/limits/client-key.js';
import { createMemoryRateLimiter, secondsToUtcMidnight } from '../../src/limits/rate-limiter.js';
import { createClientIpResolver } from '../../src/limits/client-ip.js';
import { createTestClock, startService } from '../helpers/service.js';

const VIN = '1HGCM82633A004352';

test('every response of the endpoint carries the rate-limit headers, counting down', async (t) => {
  const clock = createTestClock(Date.UTC(2026, 10, 22, 23, 0, 0));
  const svc = await startService({ clock });
  t.after(() => svc.close({ removeCache: true }));
  const ok = await svc.decode({ vin: VIN });
  assert.equal(ok.headers.get('x-ratelimit-limit'), '100');
  assert.equal(ok.headers.get('x-ratelimit-remaining'), '99');
  assert.equal(ok.headers.get('x-ratelimit-reset'), '3600');
  const bad = await svc.decode({ vin: 'nope' });
  assert.equal(bad.status, 400);
  assert.equal(bad.headers.get('x-ratelimit-remaining'), '98', 'a 400 counts too');
  const hit = await svc.decode({ vin: VIN });
  assert.equal(hit.headers.get('x-cache'), 'HIT');
  assert.equal(hit.headers.get('x-ratelimit-remaining'), '97', 'a cache hit counts too');
});

test('answers 429 with Retry-After and the limit body past the cap', async (t) => {
  const clock = createTestClock(Date.UTC(2026, 10, 22, 23, 59, 30));
  const svc = await startService({ clock, env: { RATE_LIMIT_PER_DAY: '3' } });
  t.after(() => svc.close({ removeCache: true }));
  for (let i = 0; i < 3; i++) assert.equal((await svc.decode({ vin: VIN })).status, 200);
  const res = await svc.decode({ vin: VIN });
  assert.equal(res.status, 429);
  assert.equal(res.headers.get('retry-after'), '30');
  assert.equal(res.headers.get('x-ratelimit-remaining'), '0');
  const body = await res.json();
  assert.deepEqual(Object.keys(body).sort(), ['error', 'limit', 'remaining', 'resetSeconds']);
  assert.equal(body.limit, 3);
  assert.equal(body.remaining, 0);
  assert.equal(body.resetSeconds, 30);
});

test('the budget comes back at UTC midnight', async (t) => {
  const clock = createTestClock(Date.UTC(2026, 10, 22, 23, 59, 59));
  const svc = await startService({ clock, env: { RATE_LIMIT_PER_DAY: '1' } });
  t.after(() => svc.close({ removeCache: true }));
  assert.equal((await svc.decode({ vin: VIN })).status, 200);
  assert.equal((await svc.decode({ vin: VIN })).status, 429);
  clock.advance(1_000);
  const res = await svc.decode({ vin: VIN });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('x-ratelimit-remaining'), '0');
  assert.equal(res.headers.get('x-ratelimit-reset'), '86400');
});

test('of 150 simultaneous requests from one IP exactly 100 pass', async (t) => {
  const svc = await startService();
  t.after(() => svc.close({ removeCache: true }));
  const statuses = await Promise.all(Array.from({ length: 150 }, () => svc.decode({ vin: VIN }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  })));
  assert.equal(statuses.filter((s) => s === 200).length, 100);
  assert.equal(statuses.filter((s) => s === 429).length, 50);
});

test('X-Forwarded-For is ignored without TRUST_PROXY', async (t) => {
  const svc = await startService({ env: { RATE_LIMIT_PER_DAY: '2' } });
  t.after(() => svc.close({ removeCache: true }));
  assert.equal((await svc.decode({ vin: VIN }, { 'x-forwarded-for': '198.51.100.1' })).status, 200);
  assert.equal((await svc.decode({ vin: VIN }, { 'x-forwarded-for': '198.51.100.2' })).status, 200);
  assert.equal((await svc.decode({ vin: VIN }, { 'x-forwarded-for': '198.51.100.3' })).status, 429);
});

test('with TRUST_PROXY the client is the right-most forwarded hop, so spoofed left-most values do not count', async (t) => {
  const svc = await startService({ env: { RATE_LIMIT_PER_DAY: '1', TRUST_PROXY: '127.0.0.1' } });
  t.after(() => svc.close({ removeCache: true }));
  assert.equal((await svc.decode({ vin: VIN }, { 'x-forwarded-for': '1.1.1.1, 203.0.113.9' })).status, 200);
  assert.equal((await svc.decode({ vin: VIN }, { 'x-forwarded-for': '2.2.2.2, 203.0.113.9' })).status, 429);
  assert.equal((await svc.decode({ vin: VIN }, { 'x-forwarded-for': '203.0.113.10' })).status, 200);
});

test('client IP resolution', () => {
  const off = createClientIpResolver(false);
  assert.equal(off('::ffff:10.0.0.1', '9.9.9.9'), '10.0.0.1');
  const one = createClientIpResolver(true);
  assert.equal(one('10.0.0.1', '6.6.6.6, 9.9.9.9'), '9.9.9.9');
  assert.equal(one('10.0.0.1', undefined), '10.0.0.1');
  const list = createClientIpResolver(['10.0.0.0/8', '192.0.2.1']);
  assert.equal(list('10.0.0.1', '6.6.6.6, 9.9.9.9, 10.1.1.1'), '9.9.9.9');
  assert.equal(list('10.0.0.1', '9.9.9.9, 192.0.2.1'), '9.9.9.9');
  assert.equal(list('8.8.8.8', '9.9.9.9'), '8.8.8.8', 'an untrusted peer\'s header means nothing');
  assert.equal(list('10.0.0.1', 'garbage'), '10.0.0.1');
  assert.equal(list('10.0.0.1', '[2001:db8::1]:443'), '2001:db8::1');
});

test('IPv6 clients are counted per /64', () => {
  assert.equal(clientKeyFor('2001:db8:1:2:aaaa::1'), clientKeyFor('2001:db8:1:2:ffff:1:2:3'));
  assert.notEqual(clientKeyFor('2001:db8:1:2::1'), clientKeyFor('2001:db8:1:3::1'));
  assert.equal(clientKeyFor('2001:0db8:0001:0002::1'), '2001:db8:1:2::/64');
  assert.equal(clientKeyFor('::ffff:192.0.2.7'), '192.0.2.7');
  assert.equal(clientKeyFor('192.0.2.7'), '192.0.2.7');
});

test('the limiter drops past days, so memory holds one day of clients', async () => {
  const clock = createTestClock(Date.UTC(2026, 10, 22, 12));
  const limiter = createMemoryRateLimiter({ limit: 5, now: clock.now });
  for (let i = 0; i < 1000; i++) await limiter.take(`198.51.${i >> 8}.${i & 255}`);
  assert.equal(limiter.size(), 1000);
  clock.advance(86_400_000);
  await limiter.take('192.0.2.1');
  assert.equal(limiter.size(), 1);
});

test('the limiter never tracks more clients than its cap', async () => {
  const limiter = createMemoryRateLimiter({ limit: 5, now: () => Date.UTC(2026, 0, 1), maxClients: 100 });
  for (let i = 0; i < 1000; i++) await limiter.take(`k${i}`);
  assert.equal(limiter.size(), 100);
});

test('seconds to UTC midnight', () => {
  assert.equal(secondsToUtcMidnight(Date.UTC(2026, 0, 1, 0, 0, 0)), 86_400);
  assert.equal(secondsToUtcMidnight(Date.UTC(2026, 0, 1, 23, 59, 59, 500)), 1);
  assert.equal(secondsToUtcMidnight(Date.UTC(2026, 0, 1, 12, 0, 0)), 43_200);
});
