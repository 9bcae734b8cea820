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

const XC90_T6 = { model: 'XC90', trim: 'T6 Momentum', engineCylinders: '4', fuelType: 'Gasoline' };
const CAMRY = { model: 'Camry', fuelType: 'Gasoline', engineCylinders: '4', bodyClass: 'Sedan/Saloon' };
const CRV = { model: 'CR-V', fuelType: 'Gasoline', engineCylinders: '4', bodyClass: 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)' };
const XC60_XC90_T5 = { summary: 'Volvo Car USA, LLC is recalling certain 2017 XC60 and XC90 T5 vehicles. The fuel pump may fail.' };

// The phrasings the issue quotes, each in a sentence of NHTSA's usual shape.
const table: Array<[string, Recall, ApplicabilityVehicle, 'likely' | 'unlikely' | 'unknown', RegExp?, string?]> = [
  ['a four-cylinder Accord Coupe recall on a V6 Accord Coupe', recall('recalls/HONDA_ACCORD_2003.json', '17V220000'), ACCORD_V6_COUPE, 'unlikely', /four|4-cylinder.*6 cylinders/, 'equipped with a four-cylinder engine'],
  ['the same recall on a four-cylinder Accord Coupe, which depends on an earlier repair', recall('recalls/HONDA_ACCORD_2003.json', '17V220000'), { ...ACCORD_V6_COUPE, engineCylinders: '4' }, 'unknown', /earlier repair/, 'If the passenger frontal air bag module has been replaced'],
  ['the same recall on a four-cylinder Accord sedan', recall('recalls/HONDA_ACCORD_2003.json', '17V220000'), { ...ACCORD_V6_COUPE, engineCylinders: '4', bodyClass: 'Sedan/Saloon' }, 'unlikely', /coupes/],
  ['a recall of replacement inflators fitted in an earlier remedy, on an Accord', recall('recalls/HONDA_ACCORD_2003.json', '19V182000'), ACCORD_V6_COUPE, 'unknown', /earlier repair/, 'The affected vehicles received a replacement driver air bag inflator as part of a previous Takata inflator recall remedy or a replacement driver air bag module containing the same inflator type as a service part'],
  ['a regional Takata recall (California), which names the place', recall('recalls/HONDA_ACCORD_2003.json', '14V353000'), ACCORD_V6_COUPE, 'unknown', /sold or registered in California\.$/, 'originally sold, or ever registered in California'],
  ['a 3-series recall for a build window', recall('recalls/BMW_328I_2012.json', '12V176000'), decoded('WBA3A5C51CF256987'), 'unknown', /manufactured from October 19, 2011, through March 18, 2012; the VIN decode gives no build date/, 'manufactured from October 19, 2011, through March 18, 2012'],
  ['a recall of one F-150', recall('recalls/FORD_F-150_2021.json', '22V414000'), F150, 'unknown', /only one vehicle/, 'one 2021 F-150 vehicle'],
  ['a plain F-150 recall on an F-150', recall('recalls/FORD_F-150_2021.json', '21V986000'), F150, 'likely', undefined, '2021-2022 F-150 vehicles'],
  ['a rear-camera recall on a Model 3', recall('recalls/TESLA_MODEL-3_2025.json', '25V002000'), MODEL_3, 'likely'],
  ['an XC90 T6 and T8 recall on an XC90 T6', { summary: 'Volvo Car USA, LLC (Volvo) is recalling certain 2017 XC90 T6 and T8 vehicles. A fuel line may chafe.' }, XC90_T6, 'likely', undefined, '2017 XC90 T6 and T8 vehicles'],
  ['an XC90 T5, T6 and T8 recall on an XC90 T6', { summary: 'Volvo Car USA, LLC (Volvo) is recalling certain 2017 XC90 T5, T6 and T8 vehicles. A wire may chafe.' }, XC90_T6, 'likely'],
  ['an XC90 T8 recall on an XC90 T6', { summary: 'Volvo Car USA, LLC (Volvo) is recalling certain 2017 XC90 T8 vehicles. The high-voltage cable may chafe.' }, XC90_T6, 'unlikely', /names T8 vehicles; this vehicle is T6/, '2017 XC90 T8'],
  ['a Camry and Camry Hybrid recall on a gasoline Camry', { summary: 'Toyota Motor Engineering & Manufacturing (Toyota) is recalling certain 2020 Camry and Camry Hybrid vehicles. The fuel pump may stop operating.' }, CAMRY, 'likely', undefined, '2020 Camry and Camry Hybrid vehicles'],
  ['a Camry Hybrid recall on a gasoline Camry', { summary: 'Toyota Motor Engineering & Manufacturing (Toyota) is recalling certain 2020 Camry Hybrid vehicles. The inverter may fail.' }, CAMRY, 'unlikely', /hybrid/],
  ['a CR-V and CR-V Hybrid recall on a gasoline CR-V', { summary: 'Honda (American Honda Motor Co.) is recalling certain 2022 CR-V and CR-V Hybrid vehicles. The seat frame welds may be insufficient.' }, CRV, 'likely'],
  ['a CR-V recall "including" hybrids, on a gasoline CR-V', { summary: 'Honda is recalling certain 2022 CR-V vehicles, including CR-V Hybrid vehicles. A weld may crack.' }, CRV, 'likely'],
  ['a recall of hybrids "as well as" gasoline models, on a gasoline Camry', { summary: 'Toyota is recalling certain 2020 Camry Hybrid as well as Camry vehicles. A bolt may loosen.' }, CAMRY, 'likely'],
  ['a recall of diesel "and/or" four-cylinder engines, on a four-cylinder gasoline Camry', { summary: 'Toyota is recalling certain 2020 Camry vehicles equipped with diesel and/or four-cylinder engines. A hose may leak.' }, CAMRY, 'likely'],
  ['a parenthetical list of engines, on a four-cylinder Camry', { summary: 'Toyota is recalling certain 2020 Camry vehicles (V6 and four-cylinder models). A hose may leak.' }, CAMRY, 'likely'],
  ['an Explorer recall for an engine block heater', { summary: 'Ford Motor Company (Ford) is recalling certain 2020 Explorer vehicles equipped with an engine block heater. The heater cord may short.' }, { model: 'Explorer', fuelType: 'Gasoline' }, 'unknown', /equipped with an engine block heater, which the VIN decode does not tell/, 'equipped with an engine block heater'],
  ['a recall for XC60 and XC90 T5 vehicles on an XC90 T6', XC60_XC90_T5, XC90_T6, 'unlikely', /names T5 vehicles; this vehicle is T6/],
  ['the same recall on an XC90 T5', XC60_XC90_T5, { ...XC90_T6, trim: 'T5 Inscription' }, 'likely'],
  ['the same recall when the decode gives no variant', XC60_XC90_T5, { ...XC90_T6, trim: undefined }, 'unknown', /does not say which variant/],
  ['a plug-in hybrid XC90 recall on a gasoline XC90', recall('constructed/recalls/VOLVO_XC90H_2017.json', '19V777000'), { model: 'XC90', fuelType: 'Gasoline', engineCylinders: '4' }, 'unlikely', /plug-in hybrid/],
  ['a diesel-engine recall on an electric car', { summary: 'Ford is recalling certain 2021 F-150 vehicles equipped with 3.0L diesel engines.' }, MODEL_3, 'unlikely', /diesel/],
  ['a diesel-engine recall on a diesel F-350', { summary: 'Ford is recalling certain 2002 F-350 vehicles equipped with 7.3L diesel engines.' }, decoded('2FTRX335429766962'), 'likely'],
  ['a 2.7L or 3.3L engine recall on a 3.5L F-150', { summary: 'Ford is recalling certain 2021 F-150 vehicles equipped with a 2.7L or 3.3L engine.' }, F150, 'unlikely', /2\.7 L or 3\.3 L engines; this vehicle's engine is 3\.5 L/],
  ['a four-wheel-drive recall on a front-wheel-drive Renegade', { summary: 'FCA US LLC is recalling certain 2015 Jeep Renegade 4x4 vehicles. The rear drive module may fail.' }, decoded('ZACCJABT0FPB56597'), 'unlikely', /front-wheel drive/],
  ['the same recall on an all-wheel-drive Renegade', { summary: 'FCA US LLC is recalling certain 2015 Jeep Renegade 4x4 vehicles. The rear drive module may fail.' }, decoded('ZACCJBBT0FPB55255'), 'likely'],
  ['equipment and an engine joined by "and", on another engine', { summary: 'CERTAIN PASSENGER VEHICLES EQUIPPED WITH 17-INCH WHEELS AND A 2.5L ENGINE FAIL TO CONFORM TO THE REQUIREMENTS OF FEDERAL MOTOR VEHICLE SAFETY STANDARD NO. 110.' }, { model: 'Beetle', engineDisplacement: '2.5' }, 'unknown', /17-INCH WHEELS/],
  ['a recall with no text at all', {}, F150, 'likely'],
];

for (const [name, r, vehicle, expected, reason, evidence] of table) {
  test(`recall applicability: ${name} is ${expected}`, () => {
    const result = applicability(r, vehicle);
    assert.equal(result.appliesTo, expected, result.reason);
    if (reason) assert.match(result.reason ?? '', reason);
    if (expected === 'likely') assert.equal(result.reason, undefined);
    if (evidence) assert.equal(result.evidence, evidence);
    if (result.evidence !== undefined) assert.ok((r.summary ?? '').includes(result.evidence), result.evidence);
  });
}

test('a hostile megabyte of recall text is read without stalling the service', () => {
  const hostile = { summary: `Ford is recalling certain F-150 vehicles equipped with four-cylinder engines ${'equipped with '.repeat(100_000)}${' '.repeat(1_000_000)}`, component: ' '.repeat(1_000_000) };
  assert.equal(applicability(hostile, F150).appliesTo, 'unlikely');
});
