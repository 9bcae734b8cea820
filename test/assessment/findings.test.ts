/**
 * What a buyer saw in issue 35, one test each, on the report's assessment and the built-in summary
 * written from it (the page, CLI, CSV and MCP doors have their own tests).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { writeBuiltinSummary } from '../../src/ai/builtin.js';
import { assess } from '../../src/assessment/assess.js';
import { assessDecode } from '../../src/assessment/decode.js';
import { withFacts } from '../ai/summary-input.js';
import { pipelineInput } from './golden-inputs.js';

const text = (s: ReturnType<typeof writeBuiltinSummary>) => [s.overview, ...s.strengths, ...s.issues, s.buyingAdvice, s.maintenanceTips].join('\n');

test('a VIN vPIC corrected with several matches is not described as fact: the summary says the details may belong to another vehicle', () => {
  const summary = writeBuiltinSummary(pipelineInput('1GNJKADZ1B3449709'));
  assert.match(summary.overview, /^vPIC could not decode this VIN with certainty, so what follows may describe another vehicle\. As decoded, this 2011 Chevrolet Tahoe/);
  assert.ok(summary.issues.some((i) => i.includes('position 11')));
});

test('vPIC\'s suggested VIN is in the assessment when it names one', () => {
  assert.equal(assess(pipelineInput('2HNYD18213P683944')).decode.suggestedVin, '2HNYD18213G683944');
  assert.equal(assess(pipelineInput('1GNJKADZ1B3449709')).decode.suggestedVin, undefined, 'several candidates: no single suggestion');
});

test('a model year that the VIN\'s position 10 cannot stand for is pointed out', () => {
  const input = pipelineInput('1HGCM82633A004352');
  const decode = assessDecode({ ...input.vehicle, modelYear: '2005' });
  assert.match(decode.modelYearNote ?? '', /vPIC decoded model year 2005, but the VIN's year code \(position 10, "3"\) stands for 2003;/);
  assert.equal(assessDecode(input.vehicle).modelYearNote, undefined);
});

test('each vPIC error code gives its documented confidence', () => {
  const cases: Array<[string, string, string]> = [
    ['0', '0 - VIN decoded clean. Check Digit (9th position) is correct', 'clean'],
    ['0', '0 - VIN decoded clean. Check Digit (9th position) is correct NOTE: Check Digit Exception - The check digit was given an exception', 'checkDigitException'],
    ['1', '1 - Check Digit (9th position) does not calculate properly', 'checkDigitMismatch'],
    ['4,14', '4 - VIN corrected', 'corrected'],
    ['5,14', '5 - VIN has errors in few positions', 'partial'],
    ['5,6,14', '', 'incomplete'],
    ['6', '6 - Incomplete VIN', 'incomplete'],
    ['7', '7 - Manufacturer is not registered with NHTSA for sale or importation in the U.S.', 'notForUS'],
    ['8', '8 - No detailed data available currently', 'noDetail'],
    ['0,14', '', 'clean'],
    ['99', '', 'unrecognized'],
  ];
  for (const [errorCode, errorText, confidence] of cases) {
    assert.equal(assessDecode({ vin: '1HGCM82633A004352', errorCode, errorText }).confidence, confidence, errorCode);
  }
});

test('a park-outside recall unlikely to apply is not counted among the alarms', () => {
  const input = withFacts(pipelineInput('5YJ3E1EBXSF969484'), {
    recalls: [
      { campNo: '19V777000', parkOutside: true, appliesTo: 'unlikely' as const, reason: 'The recall names hybrid vehicles; this vehicle is fully electric.' },
      { campNo: '25V002000', overTheAirUpdate: true, appliesTo: 'likely' as const },
    ],
  });
  const { recalls } = assess(input);
  assert.deepEqual({ total: recalls.total, mayApply: recalls.mayApply, parkOutside: recalls.parkOutside, unlikely: recalls.unlikely }, { total: 2, mayApply: 1, parkOutside: 0, unlikely: 1 });
});

test('the Accord\'s summary does not ask for proof of a California-only recall: it asks whether it covers the car and says why', () => {
  const input = pipelineInput('1HGCM82633A004352');
  const california = input.sections.recalls.find((r) => r.campNo === '14V353000');
  assert.equal(california?.appliesTo, 'unknown');
  assert.match(california?.reason ?? '', /sold or registered in California/);
  const summary = writeBuiltinSummary(input);
  // 19V182000 covers only cars that received a replacement inflator: whether this one did, the decode cannot tell either.
  assert.doesNotMatch(summary.buyingAdvice, /Ask for proof that recall/);
  assert.match(summary.buyingAdvice, /Ask the dealer whether recalls 19V182000 and 14V353000 cover this car/);
  assert.ok(summary.issues.some((i) => i.startsWith('Recall 14V353000') && i.includes('California')));
});

test('a trailer the data says little about gets "Not enough data", not a high score, and no praise for what was not found', () => {
  const input = pipelineInput('1D9WV6052V4924270', { complaints: { total: 0, crashes: 0, fires: 0, injuries: 0, deaths: 0, components: [] } });
  const { score } = assess(input);
  assert.equal(score.label, 'Not enough data');
  assert.ok(score.value <= 5);
  const summary = writeBuiltinSummary(input);
  assert.ok(!summary.strengths.some((s) => /No recall|No owner complaints/.test(s)), summary.strengths.join(' | '));
});

test('a Tesla with three sections that could not be fetched scores at most 8, provisionally, and names each gap', () => {
  // Without its recall the Tesla would earn 9: the cap is what holds it at 8.
  const a = assess(pipelineInput('5YJ3E1EBXSF969484', { recalls: [], unavailable: ['complaints', 'safetyRatings', 'fuelEconomy'] }));
  assert.ok(a.score.value <= 8);
  assert.equal(a.score.provisional, true);
  assert.deepEqual(a.unknowns.map((u) => `${u.section}:${u.reason}`), ['complaints:notFetched', 'safetyRatings:notFetched', 'fuelEconomy:notFetched']);
  assert.ok(a.score.factors.some((f) => f.rule.startsWith('sections could not be fetched')));
});

test('a Tesla whose recalls and complaints were looked up under vPIC\'s model name alone scores at most 8, provisionally, without the clean-bill point', () => {
  // Five stars, three years old and no recall found: 10 with every name asked, 9 without the recall point, held at 8.
  const fiveStars = { variant: '2025 Tesla Model 3 4 DR RWD', overall: '5', frontCrash: '5', sideCrash: '5', rollover: '5' };
  const facts = pipelineInput('5YJ3E1EBXSF969484', { recalls: [], safetyRatings: fiveStars });
  assert.equal(assess(facts).score.value, 10);
  const a = assess({ ...facts, narrowed: ['recalls', 'complaints'] });
  assert.equal(a.score.value, 8);
  assert.equal(a.score.provisional, true);
  assert.deepEqual(a.unknowns.filter((u) => u.reason === 'narrowed').map((u) => u.section), ['recalls', 'complaints']);
  assert.ok(!a.score.factors.some((f) => f.rule === 'no recall may apply to this vehicle'));
  assert.ok(a.score.factors.some((f) => f.rule === 'recalls and owner complaints were looked up under one model name only: at most 8'));
});

test('a timing-belt interval is maintenance: not an issue, no score point, and it appears in the maintenance tips', () => {
  const input = pipelineInput('SHHRL48498T523662');
  assert.ok(input.sections.maintenance?.scheduledWork?.some((k) => /timing belt/i.test(k.title)), 'the fixture carries the timing belt');
  const summary = writeBuiltinSummary(input);
  assert.ok(!summary.issues.some((i) => /timing belt/i.test(i)), summary.issues.join(' | '));
  assert.match(summary.maintenanceTips, /timing belt/i);
  assert.ok(!assess(input).score.factors.some((f) => /weakness/.test(f.rule)));
});

test('a hydrogen fuel-cell car gets no oil advice and is not said to have an engine', () => {
  const input = pipelineInput('5YJ3E1EBXSF969484', { maintenance: null });
  const mirai = withFacts(input, { vehicle: { vin: 'JTDAAAAA0PA000000', make: 'TOYOTA', model: 'Mirai', modelYear: '2023', bodyClass: 'Sedan/Saloon', fuelType: 'Fuel Cell', electrificationLevel: 'FCEV (Fuel Cell Electric Vehicle)' }, recalls: [] });
  const written = text(writeBuiltinSummary(mirai));
  assert.doesNotMatch(written, /oil grade|change the oil|Oil: |Oil changes|Spark plugs: |fuel cell engine/i);
  assert.match(written, /fuel-cell/);
});

test('an electric car\'s advice is about its battery and charging, and its checklist too', () => {
  const input = pipelineInput('5YJ3E1EBXSF969484');
  const summary = writeBuiltinSummary(input);
  assert.match(summary.buyingAdvice, /battery's state of health/);
  assert.doesNotMatch(text(summary), /oil grade|change the oil|Oil: |Oil changes:/);
  // The recall that may apply comes first (the vehicle's own evidence), then the battery and charging.
  const topics = assess(input).checks.map((c) => c.topic);
  assert.deepEqual(topics.filter((t) => !t.startsWith('recall ')).slice(0, 2), ['battery', 'charging']);
});

test('the assessment says what the report does not hold, with NICB\'s free VINCheck and NMVTIS', () => {
  const { notCovered } = assess(pipelineInput('1HGCM82633A004352'));
  assert.deepEqual(notCovered.map((n) => n.topic), ['titleBrands', 'accidents', 'odometer', 'theft']);
  const urls = notCovered.flatMap((n) => n.lookups.map((l) => l.url));
  assert.ok(urls.includes('https://www.nicb.org/vincheck'));
  assert.ok(urls.includes('https://vehiclehistory.bja.ojp.gov/nmvtis_consumers'));
});
