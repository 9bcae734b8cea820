/** The live hints under the page's VIN field (src/words/vin-check.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assessDecode } from '../../src/assessment/decode.js';
import { mapVpicRow } from '../../src/upstream/vpic.js';
import { describeHints, describeHintsAfterDecode, expectedCheckDigit, vinHints } from '../../src/words/vin-check.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The decoder's verdict on a fixture VIN, as the report's assessment.decode carries it. */
function verdictFor(vin: string) {
  const body = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'vpic', `${vin}.DecodeVinValues.json`), 'utf8'));
  return assessDecode(mapVpicRow(vin, body.Results[0]));
}

test('the check digit of a North American VIN matches', () => {
  assert.equal(expectedCheckDigit('1HGCM82633A004352'), '3');
  assert.equal(expectedCheckDigit('1M8GDM9AXKP042788'), 'X');
  const hints = vinHints(' 1hgcm82633a004352 ');
  assert.equal(hints.vin, '1HGCM82633A004352');
  assert.deepEqual(hints.checkDigit, { expected: '3', actual: '3', matches: true });
});

test('a VIN whose check digit does not match gets a hint, not a problem', () => {
  const hints = vinHints('WBA3A5C51CF256987');
  assert.equal(hints.wellFormed, true);
  assert.equal(hints.checkDigit?.matches, false);
  const lines = describeHints(hints);
  assert.deepEqual(lines.map((l) => l.tone), ['warning']);
  assert.match(lines[0]!.text, /check digit does not match/);
});

test('length, I/O/Q and other characters are explained', () => {
  assert.match(describeHints(vinHints('1HGCM'))[0]!.text, /5 of 17 characters: 12 more to go/);
  assert.match(describeHints(vinHints('1HGCM82633A0043521'))[0]!.text, /a VIN has 17, so one is too many/);
  const forbidden = describeHints(vinHints('1HGCM82633AO04352'));
  assert.equal(forbidden[0]!.tone, 'problem');
  assert.match(forbidden[0]!.text, /never contain the letters I, O or Q \(found O\)/);
  assert.match(describeHints(vinHints('1HGCM-82633A00435'))[0]!.text, /Only letters and digits .*“-”/);
  assert.deepEqual(describeHints(vinHints('')), []);
});

test('spaces inside a pasted VIN are dropped', () => {
  assert.equal(vinHints('1HG CM826 33A004352').vin, '1HGCM82633A004352');
});

test('once vPIC has corrected the VIN, the page no longer says the check digit matches above the warning', () => {
  const vin = '1GNJKADZ1B3449709';
  assert.ok(describeHints(vinHints(vin)).some((l) => l.text.includes('check digit matches')), 'before the decode it does');
  const after = describeHintsAfterDecode(vinHints(vin), verdictFor(vin));
  assert.ok(!after.some((l) => l.text.includes('check digit matches')));
  assert.ok(after.some((l) => l.tone === 'warning' && l.text.includes('one character wrong (position 11)')));
});

test('a check digit vPIC accepts as an OEM exception is not called a typo once the report is in', () => {
  const vin = 'ZACCJABT0FPB56597';
  assert.ok(describeHints(vinHints(vin)).some((l) => l.text.includes('check for a typo')), 'before the decode it is');
  const after = describeHintsAfterDecode(vinHints(vin), verdictFor(vin));
  assert.ok(!after.some((l) => l.text.includes('typo')));
  assert.ok(after.some((l) => l.tone === 'good' && l.text.includes('accepts this VIN')));
});

test('a clean decode leaves the live hints as they were', () => {
  const vin = '1HGCM82633A004352';
  assert.deepEqual(describeHintsAfterDecode(vinHints(vin), verdictFor(vin)), describeHints(vinHints(vin)));
});
