/**
 * The maintenance answer read against the decodes it is matched from (issue 38): every fixture decode
 * that names an engine, recorded (test/fixtures/vpic), hand-assembled (popular-vehicles.json) or
 * expanded from the coverage list.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { issueFits, matchMaintenance, normaliseVehicle } from '../../src/maintenance/match.js';
import { MAINTENANCE_TABLE } from '../../src/maintenance/table.js';
import { fixtureCoverage, listCoverage, popularCoverage } from '../../scripts/coverage-maintenance.js';
import type { DecodedVehicle } from '../../src/report/schemas.js';

const named = (vehicle: DecodedVehicle): boolean => Boolean(vehicle.engineModel && !/^not applicable$/i.test(vehicle.engineModel.trim()));
const DECODES = [...fixtureCoverage(), ...popularCoverage(), ...listCoverage()].filter((r) => named(r.vehicle));
const squash = (s: string): string => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

describe('maintenance notes and known issues against the decodes that name an engine', () => {
  test('there are enough such decodes to mean something', () => assert.ok(DECODES.length > 1000, `${DECODES.length}`));

  test('the notes never say the decode named no engine code when it named one', () => {
    const wrong = DECODES.flatMap((r) => {
      const notes = matchMaintenance(r.vehicle)?.spec.notes ?? '';
      return /did not name an engine|(was|were) not decoded|did not identify an engine/i.test(notes) ? [`${r.label} (${r.vehicle.engineModel}): ${notes.slice(0, 120)}`] : [];
    });
    assert.deepEqual(wrong, []);
  });

  test('a displacement match names the engine the decode gave', () => {
    const match = matchMaintenance({ make: 'NISSAN', model: 'Sentra', modelYear: '2016', engineDisplacement: '1.8', engineCylinders: '4', engineModel: 'MRA8DE', fuelType: 'Gasoline' });
    assert.match(match?.spec.notes ?? '', /the VIN decode names the engine "MRA8DE", which this table does not list by that name\./);
  });

  test('every attached known issue lists the decoded engine code, or fits its years and models', () => {
    const wrong: string[] = [];
    for (const r of DECODES) {
      const match = matchMaintenance(r.vehicle);
      const v = normaliseVehicle(r.vehicle);
      const entries = MAINTENANCE_TABLE.filter((e) => match?.id.split(' | ').includes(e.id));
      for (const shown of match?.spec.knownIssues ?? []) {
        const issue = entries.flatMap((e) => e.spec.knownIssues ?? []).find((k) => k.title === shown.title)!;
        const codes = issue.fits.engineCodes?.map(squash);
        if (codes && !codes.some((c) => v.engineTokens.includes(c))) wrong.push(`${r.label}: "${issue.title}" lists ${codes.join(', ')}`);
        if (!issueFits(issue, v)) wrong.push(`${r.label}: "${issue.title}" does not fit`);
        assert.equal(shown.appliesTo, issue.appliesTo);
      }
    }
    assert.deepEqual(wrong, []);
  });

  test('Honda and Acura engines vPIC names by code match on that code', () => {
    const honda = DECODES.filter((r) => /^(HONDA|ACURA)$/.test(r.vehicle.make ?? '') && Number(r.vehicle.modelYear) >= 2007);
    assert.ok(honda.length > 200);
    const byOther = honda.filter((r) => matchMaintenance(r.vehicle)?.basis !== 'engine code').map((r) => `${r.label}: ${matchMaintenance(r.vehicle)?.id}`);
    assert.deepEqual(byOther, []);
  });
});

describe('the fixture VINs a mechanic objected to', () => {
  const fixture = (vin: string): DecodedVehicle => fixtureCoverage().find((r) => r.label === vin)!.vehicle;

  test('a 2011 Tahoe decoded as the 2.4 L LAT does not get the LAF/LEA timing-chain program', () => {
    const spec = matchMaintenance(fixture('1GNJKADZ1B3449709'))?.spec;
    assert.ok(spec);
    assert.deepEqual(spec.knownIssues ?? [], []);
  });

  test('a 2014 Equinox decoded as LEA is outside the program\'s 2010-2012 years, a 2011 one is inside it', () => {
    const equinox = (year: string): DecodedVehicle => ({ make: 'CHEVROLET', model: 'Equinox', modelYear: year, engineDisplacement: '2.4', engineCylinders: '4', engineModel: 'LEA', fuelType: 'Gasoline' });
    assert.equal(matchMaintenance(equinox('2014'))?.spec.knownIssues, undefined);
    assert.match(matchMaintenance(equinox('2011'))?.spec.knownIssues?.[0]?.appliesTo ?? '', /LAF and LEA/);
  });

  for (const [vin, what] of [['1HGCM82633A004352', '2003 Accord V6'], ['2HNYD18213P683944', '2003 MDX']] as const) {
    test(`the ${what} never mentions the Maintenance Minder, which it does not have`, () => {
      const spec = matchMaintenance(fixture(vin))?.spec;
      assert.ok(spec);
      assert.doesNotMatch(JSON.stringify(spec), /Maintenance Minder/);
    });
  }

  for (const [vin, what] of [['1HGCM82633A004352', '2003 Accord V6'], ['SHHRL48498T523662', '2008 Odyssey']] as const) {
    test(`the ${what}'s timing belt is scheduled work with its interval, not a known issue`, () => {
      const spec = matchMaintenance(fixture(vin))?.spec;
      assert.equal(spec?.knownIssues?.some((k) => /timing belt/i.test(k.title)) ?? false, false);
      const belt = spec?.scheduledWork?.find((w) => /timing belt/i.test(w.title));
      assert.match(belt?.interval ?? '', /105,000 miles \(169,000 km\) or 7 years/);
    });
  }
});

describe('documented weak spots reach known issues only where their source covers the car', () => {
  const odyssey = (year: string, trim?: string): DecodedVehicle => ({ make: 'HONDA', model: 'Odyssey', modelYear: year, engineDisplacement: '3.5', engineCylinders: '6', engineModel: year >= '2011' ? 'J35Z8' : 'J35A8', fuelType: 'Gasoline', ...(trim ? { trim } : {}) });
  const titles = (vehicle: DecodedVehicle): string[] => matchMaintenance(vehicle)?.spec.knownIssues?.map((k) => k.title) ?? [];
  const VCM = 'Misfire from fouled spark plugs (V6 with Variable Cylinder Management)';

  // [what a buyer sees, vehicle, issue title, expected to be listed]
  const CASES: Array<[string, DecodedVehicle, string, boolean]> = [
    ['a 2012 Odyssey lists the VCM misfire warranty extension', odyssey('2012'), VCM, true],
    ['a 2009 Odyssey EX-L (with VCM) lists it', odyssey('2009', 'EX-L'), VCM, true],
    ['a 2009 Odyssey LX (no VCM) does not', odyssey('2009', 'LX'), VCM, false],
    ['a 2014 Odyssey, past the bulletin\'s years, does not', odyssey('2014'), VCM, false],
    ['a 2012 Pilot, which no bulletin found names, does not', { ...odyssey('2012'), model: 'Pilot', engineModel: 'J35Z4' }, VCM, false],
    ['a 2010 Accord 2.4 lists the oil-ring bulletin', { make: 'HONDA', model: 'Accord', modelYear: '2010', engineDisplacement: '2.4', engineModel: 'K24Z2', fuelType: 'Gasoline' }, 'Oil consumption from sticking oil-control rings (2.4 L four)', true],
    ['a 2010 CR-V 2.4 lists it (the extension names the 2010-2011 CR-V)', { make: 'HONDA', model: 'CR-V', modelYear: '2010', engineDisplacement: '2.4', engineModel: 'K24Z1', fuelType: 'Gasoline' }, 'Oil consumption from sticking oil-control rings (2.4 L four)', true],
    ['a 2009 CR-V 2.4 does not', { make: 'HONDA', model: 'CR-V', modelYear: '2009', engineDisplacement: '2.4', engineModel: 'K24Z1', fuelType: 'Gasoline' }, 'Oil consumption from sticking oil-control rings (2.4 L four)', false],
    ['a 2014 Outback 2.5 lists the early-FB oil-consumption bulletin', { make: 'SUBARU', model: 'Outback', modelYear: '2014', engineDisplacement: '2.5', engineCylinders: '4', fuelType: 'Gasoline' }, 'Excessive oil consumption (early FB engines)', true],
    ['a 2015 Outback 2.5, a year the bulletin does not name for it, does not', { make: 'SUBARU', model: 'Outback', modelYear: '2015', engineDisplacement: '2.5', engineCylinders: '4', fuelType: 'Gasoline' }, 'Excessive oil consumption (early FB engines)', false],
    ['a 2012 Accord 2.4 does not', { make: 'HONDA', model: 'Accord', modelYear: '2012', engineDisplacement: '2.4', engineModel: 'K24Z2', fuelType: 'Gasoline' }, 'Oil consumption from sticking oil-control rings (2.4 L four)', false],
  ];
  for (const [name, vehicle, title, listed] of CASES) test(name, () => assert.equal(titles(vehicle).includes(title), listed));

  test('the 2004 five-speed automatic recall is listed for a 2003 Odyssey, not for the 2003 MDX fixture (the recall names the 2001-2002 MDX)', () => {
    const recall = 'Automatic transmission second-gear lubrication (recall)';
    assert.ok(titles({ make: 'HONDA', model: 'Odyssey', modelYear: '2003', engineDisplacement: '3.5', engineModel: 'J35A4', fuelType: 'Gasoline' }).includes(recall));
    assert.equal(titles(fixtureCoverage().find((r) => r.label === '2HNYD18213P683944')!.vehicle).includes(recall), false);
  });

  test('the 2014 Jetta 1.8 TSI fixture lists the EA888 water-pump settlement', () => {
    assert.ok(titles(fixtureCoverage().find((r) => r.label === '3VWD07AJ5EM388202')!.vehicle).includes('Engine water pump leaks (EA888, 2014-2021)'));
  });
});
