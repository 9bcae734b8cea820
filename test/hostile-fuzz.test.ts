/**
 * Property-based fuzzing of the HTTP adapter (a few hundred cases; the 10,000-case run lives in
 * test/stress/fuzz.test.ts). Every hostile request gets a JSON answer in the contract, never a
 * crash, a hang, a stack trace or a polluted Object.prototype.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { vinFromBody } from '../src/http/server.js';
import { prototypeIsClean } from './helpers/fuzz-requests.js';
import { assertFuzzedRequestsHonoured, assertVinNormalisation, useFuzzTarget } from './helpers/fuzz-suite.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

describe('fuzzed requests', () => {
  const target = useFuzzTarget();

  test('every fuzzed request is answered with contract JSON and leaves Object.prototype clean', async () => {
    await assertFuzzedRequestsHonoured(target, RUNS);
  });

  test('a body with __proto__ and constructor keys never reaches Object.prototype', () => {
    const parsed = vinFromBody(Buffer.from('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}'));
    assert.deepEqual(parsed, { value: undefined });
    assert.ok(prototypeIsClean());
  });

  test('any VIN string is either normalised to a valid VIN or rejected with a caller-safe message', () => {
    assertVinNormalisation(RUNS * 3);
  });
});
