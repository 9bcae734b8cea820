/**
 * describeError is what both edges tell a caller; errorResponse must keep the HTTP answers exactly
 * as they were before the messages moved to src/errors.ts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeError, InvalidVinError, RateLimitedError, UndecodableVinError, UpstreamError } from '../src/errors.js';
import { errorResponse } from '../src/http/error-response.js';
import { createLogger } from '../src/logger.js';

const RETRYABLE = 'The vehicle data services did not answer properly. Please retry in a moment.';
const INTERNAL = 'Internal error while generating the report. Please retry.';

const cases: Array<[name: string, err: unknown, kind: string, status: number, body: string, headers?: Record<string, string>]> = [
  ['invalid VIN', new InvalidVinError('VIN must be exactly 17 characters, got 3.'), 'invalid_vin', 400, '{"error":"VIN must be exactly 17 characters, got 3."}'],
  [
    'undecodable VIN',
    new UndecodableVinError('The VIN could not be decoded: vPIC returned no model year.', '11 - Incorrect Model Year', { vin: 'X', make: 'VW', errorCode: '11', errorText: '11 - Incorrect Model Year' }),
    'undecodable_vin',
    400,
    '{"error":"The VIN could not be decoded: vPIC returned no model year.","vehicle":{"vin":"X","make":"VW","errorCode":"11","errorText":"11 - Incorrect Model Year"},"errorText":"11 - Incorrect Model Year"}',
  ],
  ['undecodable VIN without text', new UndecodableVinError('The VIN could not be decoded: vPIC returned no make.', undefined, {}), 'undecodable_vin', 400, '{"error":"The VIN could not be decoded: vPIC returned no make.","vehicle":{}}'],
  [
    'rate limited',
    new RateLimitedError({ limit: 100, remaining: 0, resetSeconds: 42 }),
    'rate_limited',
    429,
    '{"error":"Daily limit of 100 requests reached; it resets at UTC midnight, in 42 seconds.","limit":100,"remaining":0,"resetSeconds":42}',
    { 'retry-after': '42' },
  ],
  ['upstream failed', new UpstreamError('vpic', 'GET http://vpic.example/x answered 503'), 'upstream', 500, JSON.stringify({ error: RETRYABLE })],
  ['upstream timed out', new UpstreamError('recalls', 'timed out', { timeout: true }), 'upstream', 500, JSON.stringify({ error: RETRYABLE })],
  ['a bug', new TypeError('x is undefined'), 'internal', 500, JSON.stringify({ error: INTERNAL })],
  ['a thrown string', 'boom', 'internal', 500, JSON.stringify({ error: INTERNAL })],
];

for (const [name, err, kind, status, body, headers] of cases) {
  test(`${name}: HTTP ${status} with the same body as before, kind ${kind}`, () => {
    const logged: string[] = [];
    const answer = errorResponse(err, createLogger({ write: (line) => logged.push(line) }), { path: '/api/decode' });
    assert.equal(answer.status, status);
    assert.equal(JSON.stringify(answer.body), body);
    assert.deepEqual(answer.headers, headers);
    assert.equal(describeError(err).kind, kind);
    // Faults are logged with their detail; a caller's own mistakes are not errors of ours.
    assert.equal(logged.length, status === 500 ? 1 : 0);
  });
}
