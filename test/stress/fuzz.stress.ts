/**
 * The heavy fuzz run: 10,000 hostile HTTP requests (methods, paths, headers, content types, bodies,
 * VIN strings) against the service built as startService (src/entry/service.ts) builds it, plus
 * 20,000 direct cases on the body and VIN parsers. Every answer is contract JSON; nothing crashes, hangs, leaks a stack or
 * pollutes Object.prototype.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { vinFromBody } from '../../src/http/routes.js';
import { body, prototypeIsClean } from '../helpers/fuzz-requests.js';
import { assertFuzzedRequestsHonoured, assertVinNormalisation, useFuzzTarget } from '../helpers/fuzz-suite.js';

/** vinFromBody as a value: the VIN member, or the caller-safe message it rejects the body with. */
function parseBody(raw: Buffer): { value: unknown } | { error: string } {
  try {
    return { value: vinFromBody(raw) };
  } catch (err) {
    return { error: (err as Error).message };
  }
}


const HTTP_CASES = Number(process.env.STRESS_FUZZ_HTTP ?? 10_000);
const PARSER_CASES = Number(process.env.STRESS_FUZZ_PARSER ?? 10_000);

describe('stress: fuzzed requests', () => {
  const target = useFuzzTarget();

  test(`${HTTP_CASES} fuzzed HTTP requests all get contract JSON and leave Object.prototype clean`, async (t) => {
    const statuses = new Map<number, number>();
    const started = performance.now();
    await assertFuzzedRequestsHonoured(target, HTTP_CASES, (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
    const seconds = (performance.now() - started) / 1000;
    const spread = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
    t.diagnostic(`figures: fuzz http cases=${HTTP_CASES} seconds=${seconds.toFixed(1)} statuses=${spread} upstream_calls=${target.fake.calls.vpic}+${target.fake.calls.recalls}`);
  });

  test(`${PARSER_CASES} fuzzed bodies parse to a VIN or a caller-safe error, never a throw`, (t) => {
    fc.assert(
      fc.property(body, (raw) => {
        const parsed = parseBody(Buffer.isBuffer(raw) ? raw : Buffer.from(raw));
        assert.ok('value' in parsed || typeof parsed.error === 'string');
        assert.ok(prototypeIsClean());
      }),
      { numRuns: PARSER_CASES },
    );
    t.diagnostic(`figures: fuzz body-parser cases=${PARSER_CASES}`);
  });

  test(`${PARSER_CASES} fuzzed VIN values normalise to a valid VIN or a short InvalidVinError`, (t) => {
    assertVinNormalisation(PARSER_CASES);
    t.diagnostic(`figures: fuzz vin cases=${PARSER_CASES}`);
  });
});
