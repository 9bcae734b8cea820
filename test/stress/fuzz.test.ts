/**
 * The heavy fuzz run: 10,000 hostile HTTP requests (methods, paths, headers, content types, bodies,
 * VIN strings) against the service built as src/main.ts builds it, plus 20,000 direct cases on the
 * body and VIN parsers. Every answer is contract JSON; nothing crashes, hangs, leaks a stack or
 * pollutes Object.prototype.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { InvalidVinError } from '../../src/errors.js';
import { vinFromBody } from '../../src/http/server.js';
import { normalizeVin } from '../../src/vin.js';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js';
import { body, contractViolation, prototypeIsClean, request, toWire, vinString } from '../helpers/fuzz-requests.js';
import { rawRequest, startInProcess, syntheticDecode, tempCacheDir, type InProcessServer } from '../helpers/hostile-harness.js';

const HTTP_CASES = Number(process.env.STRESS_FUZZ_HTTP ?? 10_000);
const PARSER_CASES = Number(process.env.STRESS_FUZZ_PARSER ?? 10_000);

describe('stress: fuzzed requests', () => {
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

  test(`${HTTP_CASES} fuzzed HTTP requests all get contract JSON and leave Object.prototype clean`, async (t) => {
    const statuses = new Map<number, number>();
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const res = await rawRequest(server.port, toWire(req), 30_000, req.method === 'HEAD');
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const problem = contractViolation(req, res);
        assert.equal(problem, null, `${problem}: ${req.method} ${req.path.slice(0, 80)} → ${res.status} ${res.body.slice(0, 200)}`);
        assert.ok(prototypeIsClean(), 'Object.prototype was polluted');
      }),
      { numRuns: HTTP_CASES },
    );
    const seconds = (performance.now() - started) / 1000;
    const health = await fetch(`${server.baseUrl}/healthz`);
    assert.equal(health.status, 200);
    // Only validated VINs ever name a cache file: no traversal, no stray names from hostile input.
    for (const name of readdirSync(cache.dir)) assert.match(name, /^[A-HJ-NPR-Z0-9]{17}\.json$/);
    const spread = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
    t.diagnostic(`figures: fuzz http cases=${HTTP_CASES} seconds=${seconds.toFixed(1)} statuses=${spread} upstream_calls=${fake.calls.vpic}+${fake.calls.recalls}`);
  });

  test(`${PARSER_CASES} fuzzed bodies parse to a VIN or a caller-safe error, never a throw`, (t) => {
    fc.assert(
      fc.property(body, (raw) => {
        const parsed = vinFromBody(Buffer.isBuffer(raw) ? raw : Buffer.from(raw));
        assert.ok('value' in parsed || typeof parsed.error === 'string');
        assert.ok(prototypeIsClean());
      }),
      { numRuns: PARSER_CASES },
    );
    t.diagnostic(`figures: fuzz body-parser cases=${PARSER_CASES}`);
  });

  test(`${PARSER_CASES} fuzzed VIN values normalise to a valid VIN or a short InvalidVinError`, (t) => {
    fc.assert(
      fc.property(fc.oneof(vinString, fc.anything()), (input) => {
        try {
          assert.match(normalizeVin(input), /^[A-HJ-NPR-Z0-9]{17}$/);
        } catch (err) {
          assert.ok(err instanceof InvalidVinError, `unexpected ${String(err)}`);
          assert.ok(err.message.length < 400);
          assert.doesNotMatch(err.message, /[\u0000-\u001f]/);
        }
      }),
      { numRuns: PARSER_CASES },
    );
    t.diagnostic(`figures: fuzz vin cases=${PARSER_CASES}`);
  });
});
