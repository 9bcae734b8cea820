import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { writeBuiltinSummary } from '../../src/ai/builtin.js';
import type { SummaryInput } from '../../src/ai/provider.js';
import { assess } from '../../src/assessment/assess.js';
import { withFacts } from './summary-input.js';

const scoreSummary = (input: SummaryInput) => ({ score: assess(input).score.value });
import { fixtureInput } from './fixture-inputs.js';

const all = (s: ReturnType<typeof writeBuiltinSummary>): string => [s.overview, ...s.strengths, ...s.issues, s.buyingAdvice, s.maintenanceTips].join('\n');
const f150 = (): SummaryInput => fixtureInput('1FTMW1T88MFA00001');

describe('built-in summary: what a buyer is told', () => {
  test('a Tesla owner is sent to an authorized Tesla service center, never a franchised dealer', () => {
    const s = writeBuiltinSummary(fixtureInput('5YJ3E1EBXSF969484', { recalls: [{ campNo: '25V410000', component: 'SEATS:CRITICAL FASTENERS', consequence: 'The seat may not properly restrain the occupant.', appliesTo: 'likely' }] }));
    assert.match(s.buyingAdvice, /free at an authorized Tesla service center/);
    assert.doesNotMatch(all(s), /franchised|any Tesla dealer/);
  });

  test('every summary says how to check open recalls for this VIN at NHTSA', () => {
    for (const vin of ['1HGCM82633A004352', '1GN96Y7A85D088953', '1J9ABCYE14V316844']) {
      assert.ok(writeBuiltinSummary(fixtureInput(vin)).buyingAdvice.includes(`https://www.nhtsa.gov/recalls?vin=${vin}`));
    }
  });

  test('sections that could not be fetched are said to be unavailable, never "none"', () => {
    const s = writeBuiltinSummary(fixtureInput('3VV3B7AXXNM077525', { unavailable: ['complaints', 'safetyRatings'] }));
    assert.match(s.issues.join(' '), /The owner complaints and crash ratings could not be fetched this time: they are missing here, not clean/);
    assert.doesNotMatch(all(s), /no (owner )?complaints|not given this variant/i);
  });

  test('a recall marked unlikely is not presented as this car\'s: counted in the overview, left out of the issues and the advice', () => {
    const input = f150();
    input.sections.recalls = input.sections.recalls.map((r) => (r.campNo === '22V414000' ? { ...r, appliesTo: 'unlikely' as const, reason: 'it covers one truck built with a loose fuel tank' } : { ...r, appliesTo: 'likely' as const }));
    const s = writeBuiltinSummary(input);
    assert.match(s.overview, /NHTSA lists 2 recalls for the 2021 Ford F-150; 1 of them probably does not apply to this one\./);
    assert.ok(!s.issues.some((i) => i.includes('22V414000')), s.issues.join(' | '));
    assert.ok(s.issues.some((i) => i.startsWith('Recall 21V986000')));
    assert.match(s.buyingAdvice, /Ask for proof that recall 21V986000 was completed/);
    assert.doesNotMatch(s.buyingAdvice, /22V414000|both recalls/);
  });

  test('a recall without a consequence is described by its summary, not left empty', () => {
    const s = writeBuiltinSummary(f150());
    assert.ok(s.issues.includes('Recall 21V986000 (power train, structure): underbody heat and noise insulators may loosen and contact the aluminum driveshaft, which could damage the driveshaft and cause it to fracture.'));
  });

  test('the engine\'s known issues reach the issues and the advice', () => {
    const input = fixtureInput('1HGCM82633A004352');
    input.sections.maintenance = { ...input.sections.maintenance!, knownIssues: [{ title: 'Torque converter shudder', detail: 'Replace the fluid per the bulletin.', source: 'Honda service bulletin' }] };
    const s = writeBuiltinSummary(input);
    assert.ok(s.issues.includes('Known issue with this engine: torque converter shudder. Replace the fluid per the bulletin.'));
    assert.match(s.buyingAdvice, /known engine issue/);
  });

  test('an engine the table names without oil figures sends the reader to the manual for them, and asks to confirm nothing it did not give', () => {
    const input = f150();
    input.sections.maintenance = { tireSize: 'Varies by trim.', isElectric: false, notes: 'The engine is taken to be the Ford 4.2 L V6.' };
    const tips = writeBuiltinSummary(input).maintenanceTips;
    assert.match(tips, /Take the oil grade and capacity from the owner's manual/);
    assert.doesNotMatch(tips, /Confirm every value/);
    assert.doesNotMatch(tips, /No engine-specific specifications/);
  });

  test('park-it recalls come first, are named by number in the advice, and agree in number', () => {
    const input = f150();
    input.sections.recalls = input.sections.recalls.map((r) => ({ ...r, parkIt: true }));
    const s = writeBuiltinSummary(input);
    assert.match(s.issues[0]!, /^Do not drive it: the manufacturer tells owners to park it until recall 22V414000/);
    assert.match(s.buyingAdvice, /^Do not buy or drive it until the seller proves that recalls 22V414000 and 21V986000 have been repaired\./);
    assert.ok(s.score < writeBuiltinSummary(f150()).score);
  });

  test('recalls that could not be looked up are unknown, never "none"', () => {
    const s = writeBuiltinSummary(fixtureInput('1GN96Y7A85D088953'));
    assert.doesNotMatch(all(s), /no recalls|No recall repairs/i);
    assert.match(s.overview, /Recalls could not be looked up: NHTSA's decoder returned no model name for this VIN/);
    assert.match(s.buyingAdvice, /Recalls could not be looked up here, so look this VIN up at https:\/\/www\.nhtsa\.gov\/recalls\?vin=1GN96Y7A85D088953 before buying\./);
  });

  test('"Not Rated" is neutral: it is no strength, no issue and does not move the score', () => {
    const notRated = fixtureInput('3VV3B7AXXNM077525', { safetyRatings: { variant: 'x', overall: 'Not Rated', frontCrash: 'Not Rated', sideCrash: 'Not Rated', rollover: 'Not Rated' } });
    const s = writeBuiltinSummary(notRated);
    assert.equal(s.score, writeBuiltinSummary(fixtureInput('3VV3B7AXXNM077525')).score);
    assert.doesNotMatch([...s.strengths, ...s.issues].join(' '), /crash|rated/i);
    assert.match(s.overview, /says nothing either way/);
  });

  test('strengths are about the car, never about our data', () => {
    const s = writeBuiltinSummary(fixtureInput('1FTMW1T88MFA00001'));
    assert.doesNotMatch(all(s), /decodes cleanly|specifications are available|VIN decodes/i);
  });
});

describe('built-in score', () => {
  const best = (): SummaryInput => fixtureInput('3VV3B7AXXNM077525', {
    safetyRatings: { variant: 'x', overall: '5', frontCrash: '5', sideCrash: '5', rollover: '5' },
    complaints: { total: 3, crashes: 0, fires: 0, injuries: 0, deaths: 0, components: [] },
    currentYear: 2023,
  });

  test('a car whose recalls could not be looked up scores at most 6', () => {
    const input = withFacts(best(), { recallsLookedUp: false });
    assert.equal(scoreSummary(best()).score, 10);
    assert.ok(scoreSummary(input).score <= 6);
  });

  test('recalls marked unlikely do not lower the score; likely ones do', () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ campNo: `2${i}V00${i}000` }));
    const likely = scoreSummary(withFacts(best(), { recalls: many.map((r) => ({ ...r, appliesTo: 'likely' as const })) })).score;
    const unlikely = scoreSummary(withFacts(best(), { recalls: many.map((r) => ({ ...r, appliesTo: 'unlikely' as const })) })).score;
    assert.equal(unlikely, scoreSummary(best()).score, 'as if there were none');
    assert.equal(likely, 7);
  });

  test('a recall that may apply ends the clean bill even when it is fixed over the air; park-outside ones cost two more', () => {
    assert.equal(scoreSummary(withFacts(best(), { recalls: [] })).score, 10);
    assert.equal(scoreSummary(withFacts(best(), { recalls: [{ campNo: '25V002000', overTheAirUpdate: true }] })).score, 9);
    assert.equal(scoreSummary(withFacts(best(), { recalls: [{ campNo: '25V002000', parkOutside: true }] })).score, 7);
  });

  test('complaints, deaths, age, known issues and a bad decode each lower it, never below 1', () => {
    const worst = fixtureInput('1GDBM15S6N9371269', {
      recalls: Array.from({ length: 8 }, (_, i) => ({ campNo: `9${i}V00${i}000`, parkIt: true })),
      complaints: { total: 5000, crashes: 9, fires: 9, injuries: 9, deaths: 2, components: [] },
      safetyRatings: { variant: 'x', overall: '1', frontCrash: '1', sideCrash: '1', rollover: '1' },
      maintenance: { knownIssues: [{ title: 't', detail: 'd', source: 's' }] },
    });
    assert.equal(scoreSummary(worst).score, 1);
  });
});
