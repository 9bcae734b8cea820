import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { COVERAGE_LIST } from '../../src/maintenance/coverage-list.js';
import { matchMaintenance } from '../../src/maintenance/match.js';
import { COVERAGE_FLOORS, coverageFigures, listCoverage } from '../../scripts/coverage-maintenance.js';

describe('maintenance coverage', () => {
  const figures = coverageFigures();

  test('the coverage list holds 100 nameplates (the Ram 1500 under two makes) and every row is a real year range', () => {
    const nameplates = new Set(COVERAGE_LIST.map(([make, model]) => (model.endsWith('1500') && /^(DODGE|RAM)$/.test(make) ? 'RAM 1500' : `${make} ${model}`)));
    assert.equal(nameplates.size, 100);
    for (const [make, model, engines] of COVERAGE_LIST) {
      for (const [from, to] of engines) assert.ok(from >= 2005 && to <= 2025 && from <= to, `${make} ${model} ${from}-${to}`);
    }
  });

  test(`the coverage list is matched at least at its recorded floor (${(COVERAGE_FLOORS.list * 100).toFixed(1)}%)`, () => {
    assert.ok(figures.list.total > 3000, `${figures.list.total} combinations`);
    assert.ok(figures.list.rate >= COVERAGE_FLOORS.list, `${(figures.list.rate * 100).toFixed(2)}%`);
  });

  test(`2005+ light vehicles in the fixtures are matched at least at the recorded floor (${(COVERAGE_FLOORS.light2005 * 100).toFixed(1)}%)`, () => {
    assert.ok(figures.light2005.total >= 100, `${figures.light2005.total} vehicles`);
    assert.ok(figures.light2005.rate >= COVERAGE_FLOORS.light2005, `${(figures.light2005.rate * 100).toFixed(2)}%`);
  });

  test('the three misses the issue names are matched in the coverage list', () => {
    const byLabel = new Map(listCoverage().map((r) => [r.label, r.winner]));
    assert.equal(byLabel.get('2015 FORD F-150 2.7 L 6 cyl GTDI'), 'ford-2.7-ecoboost-f150');
    assert.equal(byLabel.get('2008 TOYOTA Camry 2.4 L 4 cyl 2AZ-FE'), 'toyota-2az-fe');
    assert.equal(byLabel.get('2017 FORD Escape 1.5 L 4 cyl GTDI'), 'ford-1.5-ecoboost-i4');
  });

  test('a match on displacement alone says in its notes which engine the specs are for and why', () => {
    const match = matchMaintenance({ make: 'FORD', model: 'F-150', modelYear: '2015', engineDisplacement: '2.7', engineCylinders: '6', fuelType: 'Gasoline' });
    assert.equal(match?.basis, 'displacement');
    assert.match(match?.spec.notes ?? '', /^These specs are for the Ford 2\.7 L EcoBoost twin-turbo V6 \(F-150\), matched on make, model year and the 2\.7 L displacement/);
  });

  test('an engine matched without oil figures says in its notes that they are missing and where to find them', () => {
    const match = matchMaintenance({ make: 'CHEVROLET', model: 'Equinox', modelYear: '2007', engineDisplacement: '3.4', engineCylinders: '6', fuelType: 'Gasoline' });
    assert.equal(match?.spec.oil, undefined);
    assert.match(match?.spec.notes ?? '', /^The engine is taken to be the GM 3\.4 L pushrod V6, matched on make, model year and the 3\.4 L displacement/);
    assert.match(match?.spec.notes ?? '', /No published copy of the owner's manual's oil grade and capacity for this engine was found, so neither is given here: take them from the manual\./);
  });

  test('a match on the engine code leaves the entry\'s notes as written', () => {
    const match = matchMaintenance({ make: 'TOYOTA', model: 'Camry', modelYear: '2008', engineDisplacement: '2.4', engineCylinders: '4', engineModel: '2AZ-FE', fuelType: 'Gasoline' });
    assert.equal(match?.basis, 'engine code');
    assert.doesNotMatch(match?.spec.notes ?? '', /These specs are for/);
    assert.equal(match?.spec.knownIssues?.[0]?.title, 'Excessive oil consumption (2AZ-FE)');
  });
});
