import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { describeVin, expectedCheckDigit } from '../src/vin-info.js';

describe('check digit (position 9)', () => {
  const cases: Array<[vin: string, expected: string, correct: boolean]> = [
    ['1M8GDM9AXKP042788', 'X', true], // the textbook example: remainder 10 is written X
    ['1HGCM82633A004352', '3', true],
    ['5YJ3E1EBXSF969484', 'X', true],
    ['WUAAU34248N006164', '4', true],
    ['1FTMW1T88MFA00001', '8', true],
    ['11111111111111111', '1', true],
    ['WBA3A5C51CF256987', '7', false], // vPIC decodes it and reports the wrong check digit itself
    ['3VW3564650M388202', '6', false],
  ];
  for (const [vin, expected, correct] of cases) {
    test(`${vin}: expects ${expected}, ${correct ? 'correct' : 'wrong'}`, () => {
      assert.equal(expectedCheckDigit(vin), expected);
      const { note: _note, ...checkDigit } = describeVin(vin).checkDigit!;
      assert.deepEqual(checkDigit, { actual: vin[8], expected, correct });
    });
  }

  test('a typo in any weighted position changes the expected digit', () => {
    assert.notEqual(expectedCheckDigit('1HGCM82633A004352'), expectedCheckDigit('1HGCM82633A004353'));
  });
});

describe('model-year candidates (position 10)', () => {
  const cases: Array<[vin: string, currentYear: number | undefined, candidates: number[], likely: number | undefined]> = [
    ['1HGCM82633A004352', undefined, [2003, 2033], 2003], // digit at position 7: the 1980-2009 cycle
    ['1HGCM82633A004352', 2026, [2003], 2003], // 2033 has not happened yet
    ['WBA3A5C51CF256987', 2026, [1982, 2012], 2012], // letter at position 7: the 2010-2039 cycle
    ['5YJ3E1EBXSF969484', 2026, [1995, 2025], 2025],
    ['1M8GDM9AXKP042788', 2026, [1989, 2019], 1989],
    ['1FTMW1T88AFA00001', 2026, [1980, 2010], 2010], // A is the first code of each cycle
    ['1FTMW1T889FA00001', 2026, [2009], undefined], // 9 is the last; the rule picks 2039, not yet possible
    ['1FTMW1T88YFA00001', 2028, [2000], undefined],
    ['1FTMW1T88YFA00001', 2029, [2000, 2030], 2030], // a model year may go on sale the year before
  ];
  for (const [vin, currentYear, candidates, likely] of cases) {
    test(`${vin} in ${currentYear ?? 'any year'}: ${candidates.join(' or ')}`, () => {
      const year = describeVin(vin, currentYear === undefined ? {} : { currentYear }).modelYear!;
      assert.equal(year.code, vin[9]);
      assert.deepEqual(year.candidates, candidates);
      assert.equal(year.likely, likely);
    });
  }

  for (const code of ['0', 'U', 'Z']) {
    test(`"${code}" at position 10 is no year code and says so`, () => {
      const year = describeVin(`1FTMW1T88${code}FA00001`).modelYear!;
      assert.deepEqual(year.candidates, []);
      assert.equal(year.likely, undefined);
      assert.match(year.note, /never a model-year code/);
    });
  }
});

describe('world manufacturer identifier (positions 1-3)', () => {
  const cases: Array<[vin: string, code: string, region: string, country: string | undefined]> = [
    ['1HGCM82633A004352', '1HG', 'North America', 'United States'],
    ['5YJ3E1EBXSF969484', '5YJ', 'North America', 'United States'],
    ['2T1BURHE0JC000000', '2T1', 'North America', 'Canada'],
    ['3VW3564650M388202', '3VW', 'North America', 'Mexico'],
    ['JHMCM56557C000000', 'JHM', 'Asia', 'Japan'],
    ['KMHD84LF5LU000000', 'KMH', 'Asia', 'South Korea'],
    ['LRW3E7EA0LC000000', 'LRW', 'Asia', 'China'],
    ['WBA3A5C51CF256987', 'WBA', 'Europe', 'Germany'],
    ['SALGS2SE5LA000000', 'SAL', 'Europe', 'United Kingdom'],
    ['VF1RFB00X60000000', 'VF1', 'Europe', 'France'],
    ['YV1DZ8256C2000000', 'YV1', 'Europe', 'Sweden'],
    ['ZACCJBBH0FPB63697', 'ZAC', 'Europe', 'Italy'],
    ['TMBJJ7NE0J0000000', 'TMB', 'Europe', 'Czech Republic'],
    ['6G1EK5EL7DL000000', '6G1', 'Oceania', 'Australia'],
    ['9BWAA05U0AP000000', '9BW', 'South America', 'Brazil'],
    ['AHTFR22G006000000', 'AHT', 'Africa', 'South Africa'],
    ['1G9AB1234LA123456', '1G9123', 'North America', 'United States'], // small manufacturer: 9 + positions 12-14
    ['AZ1AB1234LA123456', 'AZ1', 'Africa', undefined], // an unallocated range has a region but no country
  ];
  for (const [vin, code, region, country] of cases) {
    test(`${vin.slice(0, 3)} is ${country ?? 'unallocated'} (${region})`, () => {
      assert.deepEqual(describeVin(vin).wmi, country === undefined ? { code, region } : { code, region, country });
    });
  }
});

describe('format', () => {
  test('lowercase input with spaces is normalised and read', () => {
    const info = describeVin('  1hgcm82633a004352 ');
    assert.equal(info.vin, '1HGCM82633A004352');
    assert.equal(info.wellFormed, true);
  });

  const bad: Array<[input: string, problem: RegExp]> = [
    ['', /VIN is empty/],
    ['1HGCM82633A00435', /exactly 17 characters, got 16/],
    ['1HGCM82633A0043521', /exactly 17 characters, got 18/],
    ['1HGCM82633AO04352', /never contain the letters I, O or Q \(found O\)/],
    ['1HGCM82633A00435-', /only letters and digits \(found "-"\)/],
  ];
  for (const [input, problem] of bad) {
    test(`${JSON.stringify(input)} is not well formed and the problem says why`, () => {
      const info = describeVin(input);
      assert.equal(info.wellFormed, false);
      assert.match(info.problem!, problem);
      assert.equal(info.checkDigit, undefined);
      assert.equal(info.modelYear, undefined);
      assert.equal(info.wmi, undefined);
    });
  }
});

test('validateVin never contradicts the decoder: a wrong check digit is called a local check that an OEM exception can override', () => {
  const info = describeVin('ZACCJABT0FPB56597');
  assert.equal(info.checkDigit?.correct, false);
  assert.match(info.checkDigit?.note ?? '', /exceptions the manufacturer registered; decodeVin says/);
});

test('validateVin says a matching check digit does not rule out a character vPIC corrects', () => {
  const info = describeVin('1GNJKADZ1B3449709');
  assert.equal(info.checkDigit?.correct, true);
  assert.match(info.checkDigit?.note ?? '', /can still be wrong/);
});
