/**
 * Two real service processes on one Redis share each upstream host's pace: measured as arrival times
 * at the fake, which is a timing measurement. It lives in the stress suite, which runs one file at a
 * time, because on a busy machine a stalled process delivers requests granted a second apart together
 * (it failed in npm test under load with 4-6 arrivals in a second against 3).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sameConfigurationDecode, sameConfigurationVins, startFakeUpstream, type FakeHost, type FakeUpstream } from '../helpers/fake-upstream.js';
import { decode, startInstance, startOwnRedis, uniquePrefix, REDIS_SKIP, type Instance, type OwnRedis } from '../helpers/redis.js';

describe('Two instances on one Redis share each upstream host\'s pace', { skip: REDIS_SKIP }, () => {
  const PER_SECOND = 3;
  let own: OwnRedis;
  let upstream: FakeUpstream;
  let a: Instance;
  let b: Instance;

  before(async () => {
    own = await startOwnRedis();
    upstream = await startFakeUpstream({ vpicFallback: sameConfigurationDecode() });
    const env = {
      VPIC_BASE_URL: upstream.vpicBaseUrl,
      RECALLS_BASE_URL: upstream.recallsBaseUrl, FUELECONOMY_BASE_URL: upstream.fuelEconomyBaseUrl,
      REDIS_URL: own.url,
      REDIS_PREFIX: uniquePrefix('pace'),
      REDIS_TIMEOUT_MS: '10000',
      TRUST_PROXY: '1',
      UPSTREAM_REQUESTS_PER_SECOND: String(PER_SECOND),
    };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  });

  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await upstream?.close();
    await own?.close();
  });

  test(`cold decodes on both instances start at most UPSTREAM_REQUESTS_PER_SECOND (${PER_SECOND}) requests a second on the host between them`, async () => {
    // Each upstream host has its own pace, shared by both instances through Redis.
    const vins = sameConfigurationVins('1HGCM82633A004352', 10);
    const hosts = Object.keys(upstream.arrivalsByHost) as FakeHost[];
    const first = Object.fromEntries(hosts.map((host) => [host, upstream.arrivalsByHost[host].length]));
    const results = await Promise.all(vins.map((vin, i) => decode(i % 2 === 0 ? a.baseUrl : b.baseUrl, vin, `198.51.100.${40 + i}`)));
    assert.deepEqual(results.map((r) => r.status), Array(vins.length).fill(200));
    for (const host of hosts) {
      const arrivals = upstream.arrivalsByHost[host].slice(first[host]);
      // vPIC decodes every VIN: enough calls that two instances pacing alone (twice the rate) would show it.
      if (host === 'vpic') assert.ok(arrivals.length > 2 * PER_SECOND, `${arrivals.length} calls to vPIC`);
      const busiestSecond = Math.max(0, ...arrivals.map((t) => arrivals.filter((u) => u >= t && u < t + 1000).length));
      assert.ok(busiestSecond <= PER_SECOND, `${busiestSecond} requests started on ${host} within one second`);
    }
  });
});
