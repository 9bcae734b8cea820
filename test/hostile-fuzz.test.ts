/**
 * Property-based fuzzing of the HTTP adapter (a few hundred cases; the 10,000-case run lives in
 * test/stress/fuzz.test.ts). Every hostile request gets a JSON answer in the contract, never a
 * crash, a hang, a stack trace or a polluted Object.prototype.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { vinFromBody } from '../src/http/server.js';
import { normalizeVin } from '../src/vin.js';
import { InvalidVinError } from '../src/errors.js';
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js';
import { contractViolation, prototypeIsClean, request, toWire, vinString } from './helpers/fuzz-requests.js';
import { rawRequest, startInProcess, syntheticDecode, tempCacheDir, type InProcessServer } from './helpers/hostile-harness.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

describe('fuzzed requests', () => {
  let fake: FakeUpstream;
  let server: InProcessServer;
  const cache = tempCacheDir();

  before(async () => {
    fake = await startFakeUpstream({ vpicFallback: syntheticDecode });
    server = await startInProcess({
      env: { CACHE_DIR: cache.dir, VPIC_BASE_URL: fake.vpicBaseUrl, RECALLS_BASE_URL: fake.recallsBaseUrl, RATE_LIMIT_PER_DAY: '1000000000', TRUST_PROXY: '1' },
    });
  });
  after(async () => {
    await server.close();
    await fake.close();
    cache.remove();
  });

  test('every fuzzed request is answered with contract JSON and leaves Object.prototype clean', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const res = await rawRequest(server.port, toWire(req), 30_000, req.method === 'HEAD');
        const problem = contractViolation(req, res);
        assert.equal(problem, null, `${problem}: ${req.method} ${req.path.slice(0, 80)} → ${res.status} ${res.body.slice(0, 200)}`);
        assert.ok(prototypeIsClean(), 'Object.prototype was polluted');
      }),
      { numRuns: RUNS },
    );
    // The server is still healthy afterwards.
    const health = await fetch(`${server.baseUrl}/healthz`);
    assert.equal(health.status, 200);
    // Only validated VINs ever name a cache file: no traversal, no stray names from hostile input.
    for (const name of readdirSync(cache.dir)) assert.match(name, /^[A-HJ-NPR-Z0-9]{17}\.json$/);
  });

  test('a body with __proto__ and constructor keys never reaches Object.prototype', () => {
    const parsed = vinFromBody(Buffer.from('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}'));
    assert.deepEqual(parsed, { value: undefined });
    assert.ok(prototypeIsClean());
  });

  test('any VIN string is either normalised to a valid VIN or rejected with a caller-safe message', () => {
    fc.assert(
      fc.property(fc.oneof(vinString, fc.anything()), (input) => {
        try {
          const vin = normalizeVin(input);
          assert.match(vin, /^[A-HJ-NPR-Z0-9]{17}$/);
        } catch (err) {
          assert.ok(err instanceof InvalidVinError, `unexpected ${String(err)}`);
          assert.ok(err.message.length < 400, 'message must stay short whatever the input');
          assert.doesNotMatch(err.message, /[\u0000-\u001f]/, 'message must not echo control characters');
        }
      }),
      { numRuns: RUNS * 3 },
    );
  });
});
