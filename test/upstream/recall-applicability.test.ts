/**
 * Whether a recall likely covers the decoded vehicle, table-tested on recall texts from the
 * fixtures (real published records) and on the decoded vehicles of the vPIC fixtures.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { applicability, type ApplicabilityVehicle } from '../../src/upstream/recall-applicability.js';
import { mapRecalls } from '../../src/upstream/recalls.js';
import { mapVpicRow } from '../../src/upstream/vpic.js';
import type { Recall } from '../../src/report/schemas.js';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');

function recall(file: string, campNo: string): Recall {
  const body = JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8'));
  const found = mapRecalls(body.results).find((r) => r.campNo === campNo);
  assert.ok(found, `${campNo} in ${file}`);
  return found;
}

function decoded(vin: string): ApplicabilityVehicle {
  const body = JSON.parse(readFileSync(path.join(FIXTURES, 'vpic', `${vin}.DecodeVinValues.json`), 'utf8'));
  return mapVpicRow(vin, body.Results[0]);
}

const ACCORD_V6_COUPE = decoded('1HGCM82633A004352');
const F150 = decoded('1FTMW1T88MFA00001');
const MODEL_3 = decoded('5YJ3E1EBXSF969484');

const table: Array<[string, Recall, ApplicabilityVehicle, 'likely' | 'unlikely' | 'unknown', RegExp?]> = [
  ['a four-cylinder Accord Coupe recall on a V6 Accord Coupe', recall('recalls/HONDA_ACCORD_2003.json', '17V220000'), ACCORD_V6_COUPE, 'unlikely', /four|4-cylinder.*6 cylinders/],
  ['the same recall on a four-cylinder Accord Coupe', recall('recalls/HONDA_ACCORD_2003.json', '17V220000'), { ...ACCORD_V6_COUPE, engineCylinders: '4' }, 'likely'],
  ['the same recall on a four-cylinder Accord sedan', recall('recalls/HONDA_ACCORD_2003.json', '17V220000'), { ...ACCORD_V6_COUPE, engineCylinders: '4', bodyClass: 'Sedan/Saloon' }, 'unlikely', /coupes/],
  ['the same recall when the decode gives no cylinders', recall('recalls/HONDA_ACCORD_2003.json', '17V220000'), { ...ACCORD_V6_COUPE, engineCylinders: undefined }, 'unknown', /cylinders/],
  ['a Takata recall naming hybrids among many models, on a gasoline Accord', recall('recalls/HONDA_ACCORD_2003.json', '19V182000'), ACCORD_V6_COUPE, 'likely'],
  ['a regional Takata recall (California), which names the place', recall('recalls/HONDA_ACCORD_2003.json', '14V353000'), ACCORD_V6_COUPE, 'unknown', /sold or registered in California\.$/],
  ['a recall for XC60 and XC90 T5 vehicles on an XC90 T6', { summary: 'Volvo Car USA, LLC is recalling certain 2017 XC60 and XC90 T5 vehicles. The fuel pump may fail.' }, { trim: 'T6 Momentum', engineCylinders: '4' }, 'unlikely', /names T5 vehicles; this vehicle is T6/],
  ['the same recall on an XC90 T5', { summary: 'Volvo Car USA, LLC is recalling certain 2017 XC60 and XC90 T5 vehicles. The fuel pump may fail.' }, { trim: 'T5 Inscription', engineCylinders: '4' }, 'likely'],
  ['the same recall when the decode gives no variant', { summary: 'Volvo Car USA, LLC is recalling certain 2017 XC60 and XC90 T5 vehicles. The fuel pump may fail.' }, { engineCylinders: '4' }, 'unknown', /does not say which variant/],
  ['a plain F-150 recall on an F-150', recall('recalls/FORD_F-150_2021.json', '21V986000'), F150, 'likely'],
  ['a gasoline fuel-system recall on a gasoline F-150', recall('recalls/FORD_F-150_2021.json', '22V414000'), F150, 'likely'],
  ['a rear-camera recall on a Model 3', recall('recalls/TESLA_MODEL-3_2025.json', '25V002000'), MODEL_3, 'likely'],
  ['a plug-in hybrid XC90 recall on a gasoline XC90', recall('constructed/recalls/VOLVO_XC90H_2017.json', '19V777000'), { fuelType: 'Gasoline', engineCylinders: '4' }, 'unlikely', /plug-in hybrid/],
  ['a diesel-engine recall on an electric car', { summary: 'Ford is recalling certain 2021 F-150 vehicles equipped with 3.0L diesel engines.' }, MODEL_3, 'unlikely', /diesel/],
  ['a diesel-engine recall on a diesel F-350', { summary: 'Ford is recalling certain 2002 F-350 vehicles equipped with 7.3L diesel engines.' }, decoded('2FTRX335429766962'), 'likely'],
  ['a 2.7L engine recall on a 3.5L F-150', { summary: 'Ford is recalling certain 2021 F-150 vehicles equipped with a 2.7L or 3.3L engine.' }, F150, 'unlikely', /3\.5 L/],
  ['a four-wheel-drive recall on a front-wheel-drive Renegade', { summary: 'FCA US LLC is recalling certain 2015 Jeep Renegade 4x4 vehicles. The rear drive module may fail.' }, decoded('ZACCJABT0FPB56597'), 'unlikely', /front-wheel drive/],
  ['the same recall on an all-wheel-drive Renegade', { summary: 'FCA US LLC is recalling certain 2015 Jeep Renegade 4x4 vehicles. The rear drive module may fail.' }, decoded('ZACCJBBT0FPB55255'), 'likely'],
  ['a recall with no text at all', {}, F150, 'likely'],
];

for (const [name, r, vehicle, expected, reason] of table) {
  test(`recall applicability: ${name} is ${expected}`, () => {
    const result = applicability(r, vehicle);
    assert.equal(result.appliesTo, expected, result.reason);
    if (reason) assert.match(result.reason ?? '', reason);
    if (expected === 'likely') assert.equal(result.reason, undefined);
  });
}

test('a hostile megabyte of recall text is read without stalling the service', () => {
  const hostile = { summary: `equipped with four-cylinder engines ${'equipped with '.repeat(100_000)}${' '.repeat(1_000_000)}`, component: ' '.repeat(1_000_000) };
  assert.equal(applicability(hostile, F150).appliesTo, 'unlikely');
});
