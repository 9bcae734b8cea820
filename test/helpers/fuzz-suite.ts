/**
 * The checks both fuzz suites run (the quick one in `npm test`, the 10,000-case one in
 * `npm run test:stress`), so the two differ only in how many cases they try.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';
import fc from 'fast-check';
import { MODEL_CACHE_SUBDIR } from '../../src/app.js';
import { InvalidVinError } from '../../src/errors.js';
import { normalizeVin } from '../../src/vin.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { contractViolation, prototypeIsClean, request, toWire, vinString } from './fuzz-requests.js';
import { rawRequest, startInProcess, syntheticDecode, tempCacheDir, type InProcessServer } from './hostile-harness.js';

export interface FuzzTarget {
  fake: FakeUpstream;
  server: InProcessServer;
  cacheDir: string;
}

/**
 * Registers before/after hooks that start the service (TRUST_PROXY on, so hostile X-Forwarded-For
 * values reach the resolver; a budget no fuzz run can spend) over a fake NHTSA that decodes any VIN.
 * The returned object is filled in once the `before` hook has run.
 */
export function useFuzzTarget(): FuzzTarget {
  const cache = tempCacheDir();
  const target = { cacheDir: cache.dir } as FuzzTarget;
  before(async () => {
    target.fake = await startFakeUpstream({ vpicFallback: syntheticDecode });
    target.server = await startInProcess({
      env: { CACHE_DIR: cache.dir, VPIC_BASE_URL: target.fake.vpicBaseUrl, RECALLS_BASE_URL: target.fake.recallsBaseUrl, FUELECONOMY_BASE_URL: target.fake.fuelEconomyBaseUrl, RATE_LIMIT_PER_DAY: '1000000000', TRUST_PROXY: '1' },
    });
  });
  after(async () => {
    await target.server.close();
    await target.fake.close();
    cache.remove();
  });
  return target;
}

/**
 * `numRuns` fuzzed requests each get contract JSON and leave Object.prototype clean; afterwards the
 * server is healthy and only validated VINs name cache files. `onStatus` sees every answer's status.
 */
export async function assertFuzzedRequestsHonoured(target: FuzzTarget, numRuns: number, onStatus?: (status: number) => void): Promise<void> {
  await fc.assert(
    fc.asyncProperty(request, async (req) => {
      const res = await rawRequest(target.server.port, toWire(req), 30_000, req.method === 'HEAD');
      onStatus?.(res.status);
      const problem = contractViolation(req, res);
      assert.equal(problem, null, `${problem}: ${req.method} ${req.path.slice(0, 80)} → ${res.status} ${res.body.slice(0, 200)}`);
      assert.ok(prototypeIsClean(), 'Object.prototype was polluted');
    }),
    { numRuns },
  );
  const health = await fetch(`${target.server.baseUrl}/healthz`);
  assert.equal(health.status, 200);
  // Only validated VINs ever name a cache file: no traversal, no stray names from hostile input.
  for (const name of readdirSync(target.cacheDir)) {
    if (name === MODEL_CACHE_SUBDIR) {
      for (const model of readdirSync(path.join(target.cacheDir, name))) assert.match(model, /^k-[0-9a-f]{40}\.json$/);
    } else {
      assert.match(name, /^[A-HJ-NPR-Z0-9]{17}\.json$/);
    }
  }
}

/** Any VIN value normalises to a valid VIN or fails with a short InvalidVinError without control characters. */
export function assertVinNormalisation(numRuns: number): void {
  fc.assert(
    fc.property(fc.oneof(vinString, fc.anything()), (input) => {
      try {
        assert.match(normalizeVin(input), /^[A-HJ-NPR-Z0-9]{17}$/);
      } catch (err) {
        assert.ok(err instanceof InvalidVinError, `unexpected ${String(err)}`);
        assert.ok(err.message.length < 400, 'message must stay short whatever the input');
        assert.doesNotMatch(err.message, /[\u0000-\u001f]/, 'message must not echo control characters');
      }
    }),
    { numRuns },
  );
}
