/**
 * Advice true of the vehicle: the powertrain, body and model year decide every check, strength,
 * issue and tip. Recorded decodes (fixtures/vpic) and constructed ones (fixtures/constructed/vpic,
 * README there) through the same mapping the service uses.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { writeBuiltinSummary } from '../../src/ai/builtin.js';
import { promptFacts } from '../../src/ai/prompt.js';
import { assess } from '../../src/assessment/assess.js';
import { vehicleFactsOf } from '../../src/report/vehicle-facts.js';
import { matchMaintenance } from '../../src/maintenance/match.js';
import { mapFuelEconomy } from '../../src/upstream/fuel-economy.js';
import { fixtureInput } from '../ai/fixture-inputs.js';
import { FIXTURES_DIR } from '../helpers/fake-upstream.js';

const NEXO = 'KM8J84A65MU100001';
const MACH_E = '3FMTK3SU2RM100001';
const VOLT = '1G1RC6S59KU100001';
const PRIUS = 'JTDKARFUXK3100001';
const ACCORD_HYBRID = '1HGCV3F44LA100001';
const VUE_BAS = '3GSCL93Z09S100001';
const F350_2002 = '2FTRX335429766962';
const F250_2008 = '1FTSW21R28E100001';
const RAM_2015 = '1C6RR7LM6FS100001';
const RANGER_PARK_IT = '1FTYR10U96P100001';
const CAMRY = '4T1B11HKXHL100001';
const TRAILER = '1J9ABCYE14V316844';
const MOTORCYCLE = 'VTTVY56AX14102439';
const INCOMPLETE = '54DC6T7F8PBA39827';
const TAHOE_GUESS = '1GNJKADZ1B3449709';

/** Every word of the summary and the checklist, as a reader meets them. */
function everything(vin: string, extra: Parameters<typeof fixtureInput>[1] = {}): { all: string; checks: string[]; a: ReturnType<typeof assess> } {
  const input = fixtureInput(vin, extra);
  const a = assess(input);
  const s = writeBuiltinSummary({ ...input, assessment: a });
  const checks = a.checks.map((c) => c.text);
  return { all: [s.overview, ...s.strengths, ...s.issues, s.buyingAdvice, s.maintenanceTips, ...checks].join(' \n '), checks, a };
}

const voltEpa = () => {
  const record = JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'recorded/epa-fueleconomy/vehicle-40924-2019-Chevrolet-Volt-PHEV.json'), 'utf8')) as Record<string, unknown>;
  return mapFuelEconomy(record, 'Auto (variable gear ratios), 4 cyl, 1.5 L')!;
};

test('a fuel-cell car is told about its hydrogen tanks and stack, never a plug, a traction battery\'s capacity or an idling engine', () => {
  const { all, checks, a } = everything(NEXO);
  assert.equal(a.vehicle?.powertrain, 'fuel-cell');
  assert.match(all, /hydrogen tanks/);
  assert.match(checks.join(' '), /date after which the tanks may no longer be used/);
  assert.doesNotMatch(all, /Battery-electric|loses capacity|charging system|level 2|fast charger|idle smoothly|oil grade/i);
});

test('a battery-electric car is never told to let an engine idle or to take an oil grade from the manual', () => {
  const { all, a } = everything(MACH_E);
  assert.equal(a.vehicle?.powertrain, 'battery-electric');
  assert.match(all, /state-of-health/);
  assert.doesNotMatch(all, /idle|oil grade|Start it from cold/i);
});

test('a diesel\'s exhaust after-treatment follows its model year: none before 2007, a particulate filter from 2007, DEF from about 2010', () => {
  const old = everything(F350_2002);
  assert.equal(old.a.vehicle?.dieselEra, 'before-dpf');
  assert.doesNotMatch(old.all, /particulate|DEF|exhaust fluid/i);
  const dpf = everything(F250_2008);
  assert.equal(dpf.a.vehicle?.dieselEra, 'dpf');
  assert.match(dpf.checks.join(' '), /particulate filter \(US rules brought them in from the 2007 model year\)/);
  assert.doesNotMatch(dpf.checks.join(' '), /DEF|exhaust fluid/);
  const def = everything(RAM_2015);
  assert.equal(def.a.vehicle?.dieselEra, 'dpf-and-def');
  assert.match(def.checks.join(' '), /exhaust fluid \(DEF\)/);
});

test('a diesel\'s cold start is asked for once, and an uncertain decode\'s diesel reads as vPIC\'s guess', () => {
  for (const vin of [F350_2002, F250_2008, RAM_2015]) {
    const { checks } = everything(vin);
    assert.equal(checks.filter((c) => /start it from cold/i.test(c)).length, 1, vin);
  }
  assert.match(everything(F350_2002).checks.join(' '), /^If it is a diesel as vPIC guessed \(the engine label under the hood tells\), start it from cold/m);
});

test('a plug-in hybrid\'s gasoline figure is MPG and its electric figure MPGe, with kWh/100 mi, in the summary', () => {
  const input = fixtureInput(VOLT, { fuelEconomy: voltEpa() });
  const s = writeBuiltinSummary(input);
  assert.match(s.overview, /42 MPG combined \(43 city, 42 highway\) on gasoline and 106 MPGe combined \(113 city, 98 highway\) on electricity, 31 kWh\/100 mi and an electric range of 53 miles\./);
  assert.doesNotMatch(s.overview, /42 MPGe/);
  assert.equal(assess(input).vehicle?.powertrain, 'plug-in-hybrid');
});

test('on power-split and two-motor hybrids rising revs are by design, never CVT slip', () => {
  for (const [vin, kind] of [[PRIUS, 'power-split'], [ACCORD_HYBRID, 'two-motor'], [VOLT, 'power-split']] as const) {
    const { checks, a } = everything(vin);
    assert.equal(a.vehicle?.hybridKind, kind, vin);
    assert.doesNotMatch(checks.join(' '), /revs rising without speed|CVT should/, vin);
  }
  assert.match(everything(ACCORD_HYBRID).checks.join(' '), /revs rise and fall independently of road speed by design/);
});

test('a first-generation belt-alternator-starter hybrid is told of its 36 V nickel-metal-hydride pack, not eAssist\'s lithium-ion one', () => {
  const { checks, a } = everything(VUE_BAS);
  assert.equal(a.vehicle?.mildHybridKind, 'bas');
  assert.match(checks.join(' '), /36-volt nickel-metal-hydride/);
  assert.doesNotMatch(checks.join(' '), /115|lithium/);
});

test('a guessed engine\'s maintenance is headed as vPIC\'s guess', () => {
  const { all } = everything(TAHOE_GUESS);
  assert.equal(matchMaintenance(fixtureInput(TAHOE_GUESS).vehicle)?.spec.guessedEngine, '2.4 L LAT');
  assert.match(all, /For the engine vPIC guessed: 2\.4 L LAT; check the engine code on the label under the hood/);
  assert.equal(matchMaintenance(fixtureInput(CAMRY).vehicle)?.spec.guessedEngine, undefined, 'a clean decode has no guess');
});

test('hybrid sentences in a shared engine entry reach only hybrids', () => {
  const mini = { vin: 'WMWXP3C50K2H00001', make: 'MINI', model: 'Cooper', modelYear: '2019', engineDisplacement: '1.5', engineCylinders: '3', fuelType: 'Gasoline', errorCode: '0' };
  const notes = matchMaintenance(mini)?.spec.notes ?? '';
  assert.ok(notes.length > 0);
  assert.doesNotMatch(notes, /Hybrid versions|high-voltage battery/);
});

test('a trailer has no engine, crash ratings or fuel economy by nature: no "could not be fetched", no engine advice', () => {
  const { all, a } = everything(TRAILER, { unavailable: ['safetyRatings', 'fuelEconomy'] });
  assert.equal(a.vehicle?.powertrain, 'none');
  assert.equal(a.vehicle?.body, 'trailer');
  assert.deepEqual(a.unknowns.filter((u) => u.reason === 'notFetched'), []);
  assert.doesNotMatch(all, /could not be fetched|maintenance specifications|engine|crash rating|fuel economy/i);
});

test('a motorcycle is not told to look for rust on floors or bushings', () => {
  const { checks, a } = everything(MOTORCYCLE);
  assert.equal(a.vehicle?.body, 'motorcycle');
  assert.doesNotMatch(checks.join(' '), /floors|bushings|independent mechanic/);
});

test('an incomplete vehicle gets a heavy-vehicle mechanic and its records, not a passenger car\'s checks', () => {
  const { checks, a } = everything(INCOMPLETE);
  assert.equal(a.vehicle?.body, 'incomplete');
  assert.match(checks.join(' '), /heavy-vehicle mechanic/);
  assert.doesNotMatch(checks.join(' '), /independent mechanic/);
});

test('under a do-not-drive recall the checklist opens by saying not to drive it, and nothing in it starts or drives the vehicle', () => {
  const { checks } = everything(RANGER_PARK_IT);
  assert.match(checks[0]!, /^Do not start or drive it: recall 18V039000 \(air bags, frontal, driver side, inflator module\) tells owners to park it/);
  for (const c of checks.slice(1)) assert.doesNotMatch(c, /start it|switch it on|test drive|drive it|engage|clutch/i, c);
});

test('the checklist opens with what owners complain of for the model year, at least four items, no topic twice', () => {
  const { a } = everything(CAMRY, { complaints: { total: 7, crashes: 0, fires: 0, injuries: 0, deaths: 0, components: [
    { component: 'ENGINE', count: 3 }, { component: 'FUEL SYSTEM, GASOLINE', count: 2 }, { component: 'SERVICE BRAKES, HYDRAULIC', count: 2 }, { component: 'ENGINE AND ENGINE COOLING', count: 1 },
  ] } });
  const topics = a.checks.map((c) => c.topic);
  assert.deepEqual(topics.slice(0, 3), ['complaints: engine', 'complaints: fuel system', 'complaints: brakes']);
  assert.match(a.checks[0]!.text, /^Owners filed 3 complaints with NHTSA about the engine for this model year: listen for knocking/);
  assert.ok(topics.length >= 4);
  assert.equal(new Set(topics).size, topics.length);
  assert.ok(!topics.includes('brakes and steering'), 'the brakes are checked once, from the complaints');
});

test('a recall that may apply becomes a check with its risk, before the generic items', () => {
  const { a } = everything('1FTMW1T88MFA00001');
  // 22V414000 names one F-150: whether it is this one, only a VIN check tells, so the check asks first.
  assert.match(a.checks[0]!.text, /^Ask a dealer whether recall 22V414000 \(fuel system, gasoline\) covers this vehicle and, if it does, for proof it was done: an improperly attached fuel tank/);
});

test('stability control is no strength from model year 2012, when every light vehicle had to have it', () => {
  const equipment = { electronicStabilityControl: 'Standard', forwardCollisionWarning: 'No', laneDepartureWarning: 'No' };
  const ratings = { variant: 'x', overall: '4', frontCrash: '4', sideCrash: '4', rollover: '4', equipment };
  assert.doesNotMatch(writeBuiltinSummary(fixtureInput(CAMRY, { safetyRatings: ratings })).strengths.join(' '), /stability control/i);
  assert.match(writeBuiltinSummary(fixtureInput('SHHRL48498T523662', { safetyRatings: ratings })).strengths.join(' '), /Electronic stability control was standard/);
});

test('era facts follow the model year: stability control from 2012, backup cameras from 2019, tire-pressure monitors from 2008', () => {
  const era = (year: string) => vehicleFactsOf({ make: 'FORD', model: 'Focus', modelYear: year, vehicleType: 'PASSENGER CAR', fuelType: 'Gasoline' }).era;
  assert.deepEqual(era('2007'), { stabilityControlRequired: false, backupCameraRequired: false, tirePressureMonitorRequired: false });
  assert.deepEqual(era('2012'), { stabilityControlRequired: true, backupCameraRequired: false, tirePressureMonitorRequired: true });
  assert.deepEqual(era('2019'), { stabilityControlRequired: true, backupCameraRequired: true, tirePressureMonitorRequired: true });
});

test('an LLM is told what the vehicle is, and that a trailer\'s engine, crash ratings and fuel economy are not applicable rather than missing', () => {
  const nexo = promptFacts(fixtureInput(NEXO)) as { assessment: { vehicle: { powertrain: string } } };
  assert.equal(nexo.assessment.vehicle.powertrain, 'fuel-cell');
  const trailer = promptFacts(fixtureInput(TRAILER, { unavailable: ['safetyRatings', 'complaints'] })) as { notApplicable: string[]; unavailable: string[] };
  assert.deepEqual(trailer.notApplicable, ['maintenance', 'safetyRatings', 'fuelEconomy']);
  assert.deepEqual(trailer.unavailable, ['complaints']);
});
