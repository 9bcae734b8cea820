/**
 * Property-based fuzzing of the HTTP adapter (a few hundred cases; the 10,000-case run lives in
 * test/stress/fuzz.stress.ts). Every hostile request gets a JSON answer in the contract, never a
 * crash, a hang, a stack trace or a polluted Object.prototype.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { vinFromBody } from '../src/http/routes.js';
import { prototypeIsClean } from './helpers/fuzz-requests.js';
import { assertFuzzedRequestsHonoured, assertVinNormalisation, useFuzzTarget } from './helpers/fuzz-suite.js';

/** vinFromBody as a value: the VIN member, or the caller-safe message it rejects the body with. */
function parseBody(raw: Buffer): { value: unknown } | { error: string } {
  try {
    return { value: vinFromBody(raw) };
  } catch (err) {
    return { error: (err as Error).message };
  }
}


const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

describe('fuzzed requests', () => {
  const target = useFuzzTarget();

  test('every fuzzed request is answered with contract JSON and leaves Object.prototype clean', async () => {
    await assertFuzzedRequestsHonoured(target, RUNS);
  });

  test('a body with __proto__ and constructor keys never reaches Object.prototype', () => {
    const parsed = parseBody(Buffer.from('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}'));
    assert.deepEqual(parsed, { value: undefined });
    assert.ok(prototypeIsClean());
  });

  test('a body is read exactly as JSON.parse reads it', () => {
    // What the general path makes of a body: the own `vin` member of a JSON object, else an error.
    const expected = (body: Buffer) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8').replace(/^\uFEFF/, ''));
      } catch {
        return 'error';
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'error';
      return { value: Object.hasOwn(parsed, 'vin') ? (parsed as { vin: unknown }).vin : undefined };
    };
    const canonical = Buffer.from('{"vin":"1HGCM82633A004352"}');
    const bodies = fc.oneof(
      // The shortcut's own shape around 15-19 characters of letters, digits and near misses.
      fc.string({ unit: fc.constantFrom(...'AZaz09HGM"\\ \u00e9\u0000/'), minLength: 15, maxLength: 19 }).map((vin) => Buffer.from(`{"vin":"${vin}"}`)),
      // The canonical bytes with one byte replaced, or cut short, or with a byte added.
      fc.record({ at: fc.nat({ max: canonical.length - 1 }), byte: fc.nat({ max: 255 }) }).map(({ at, byte }) => Buffer.from(canonical.map((b, i) => (i === at ? byte : b)))),
      fc.nat({ max: canonical.length }).map((end) => canonical.subarray(0, end)),
      fc.nat({ max: 255 }).map((byte) => Buffer.concat([canonical, Buffer.from([byte])])),
      // Other spellings of the same request.
      fc.constantFrom('{ "vin": "1HGCM82633A004352" }', '{"vin":"1HGCM82633A004352","vin":"5YJ3E1EBXSF969484"}', '\uFEFF{"vin":"1HGCM82633A004352"}', '{"vin":"1HGCM82633A00435\\u0032"}').map((text) => Buffer.from(text)),
    );
    fc.assert(fc.property(bodies, (body) => {
      const want = expected(body);
      const got = parseBody(body);
      if (want === 'error') assert.ok('error' in got, `an error for ${JSON.stringify(body.toString('latin1'))}`);
      else assert.deepEqual(got, want, `the same value for ${JSON.stringify(body.toString('latin1'))}`);
    }), { numRuns: RUNS * 3 });
  });

  test('any VIN string is either normalised to a valid VIN or rejected with a caller-safe message', () => {
    assertVinNormalisation(RUNS * 3);
  });
});
