import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { InvalidVinError } from '../src/errors.js';
import { normalizeVin } from '../src/vin.js';

describe('VIN normalisation', () => {
  const valid: Array<[string, string]> = [
    ['1HGCM82633A004352', '1HGCM82633A004352'],
    ['1hgcm82633a004352', '1HGCM82633A004352'],
    ['\t 5YJ3E1EBXSF969484\n', '5YJ3E1EBXSF969484'],
  ];
  for (const [input, expected] of valid) test(`accepts ${JSON.stringify(input)}`, () => assert.equal(normalizeVin(input), expected));
  const invalid: Array<[unknown, RegExp]> = [
    ['1HGCM82633A00435', /17 characters, got 16/],
    ['1HGCM82633A004352X', /got 18/],
    ['1HGCM82633AQ04352', /I, O or Q \(found Q\)/],
    ['1HGCM8263 A004352', /letters and digits \(found space\)/],
    ['1HGCM82633A00435\u0000', /U\+0000/],
    ['1HGCM82633A00435é', /U\+00E9/],
    ['', /empty/],
    [undefined, /Missing "vin"/],
    [42, /must be a string/],
  ];
  for (const [input, message] of invalid) {
    test(`refuses ${JSON.stringify(input)}`, () => assert.throws(() => normalizeVin(input), (err) => err instanceof InvalidVinError && message.test(err.message)));
  }
});

describe('only ASCII letters and digits become a VIN', () => {
  test('a long s (U+017F) is refused, not read as S', () => {
    // 'ſ'.toUpperCase() is 'S': uppercasing first would have turned this into 1HGCM82633A004352's neighbour.
    assert.throws(() => normalizeVin('1HGCM82633A00435ſ'), (err) => err instanceof InvalidVinError && /U\+017F/.test(err.message));
  });

  test('a sharp s (U+00DF) does not turn 16 characters into 17', () => {
    // 'ß'.toUpperCase() is 'SS'.
    assert.throws(() => normalizeVin('1HGCM82633A0043ß'), (err) => err instanceof InvalidVinError && /got 16/.test(err.message) && /U\+00DF/.test(err.message));
  });

  test('the Kelvin sign, fullwidth digits and a dotless i are refused', () => {
    for (const input of ['1HGCM82633A00435\u212A', '1HGCM82633A00435\uFF12', '1HGCM82633A00435\u0131']) {
      assert.throws(() => normalizeVin(input), InvalidVinError, JSON.stringify(input));
    }
  });

  test('only ASCII whitespace is trimmed: a no-break space or BOM around the VIN is refused', () => {
    for (const input of ['\u00A01HGCM82633A004352', '1HGCM82633A004352\uFEFF', '\u30001HGCM82633A004352']) {
      assert.throws(() => normalizeVin(input), InvalidVinError, JSON.stringify(input));
    }
  });
});
