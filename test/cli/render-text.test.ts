/**
 * The text report's new sections (complaints, crash ratings, fuel economy, recall applicability,
 * unavailable sections) rendered from a report that carries them; the report is the Honda fixture's
 * shape with those sections filled in by hand, as the agreed report shape names them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderReportText } from '../../src/cli/render-text.js';
import type { VinReport } from '../../src/report/report.js';
import { sampleReport } from '../helpers/sample-report.js';

function report(extra: Partial<VinReport> = {}): VinReport {
  return sampleReport({
    vin: '5YJ3E1EBXSF969484',
    vehicle: { make: 'TESLA', model: 'Model 3', modelYear: '2025', fuelType: 'Electric', electrificationLevel: 'BEV (Battery Electric Vehicle)' },
    recalls: [
      { campNo: '24V051000', component: 'ELECTRICAL SYSTEM', reportReceivedDate: '2024-01-30', summary: 'Font size of warning lights.', overTheAirUpdate: true, appliesTo: 'likely', reason: 'model year 2025 is in the campaign' },
      { campNo: '25V100000', component: 'SEATS', reportReceivedDate: '2025-02-10', parkIt: true, parkOutside: true, appliesTo: 'unlikely', reason: 'built after the fix', consequence: 'The seat may move.' },
    ],
    recallLookupUrl: 'https://www.nhtsa.gov/recalls?vin=5YJ3E1EBXSF969484',
    ai: { overview: 'A recent electric sedan.', strengths: ['Efficient.'], issues: [], buyingAdvice: 'Check the recalls.', maintenanceTips: '', score: 8, provider: 'builtin' },
    generatedAt: '2026-11-25T12:00:00.000Z',
    cached: true,
    ...extra,
  });
}

test('recalls that may apply are listed first, with park-it, park-outside and over-the-air flags and applicability', () => {
  const text = renderReportText(report());
  assert.ok(text.indexOf('24V051000') < text.indexOf('25V100000'), 'the one that may apply first, though older');
  assert.match(text, /\[Park it: do not drive\] \[Park outside: fire risk\]/);
  assert.match(text, /\[Fixed over the air\]/);
  assert.match(text, /Consequence: The seat may move\./);
  assert.match(text, /Likely applies to this vehicle: model year 2025 is in the campaign/);
  assert.match(text, /Unlikely to apply to this vehicle: built after the fix/);
});

test('complaints, crash ratings and fuel economy appear when the report carries them', () => {
  const text = renderReportText(report({
    complaints: { total: 120, crashes: 3, fires: 1, injuries: 2, deaths: 0, components: [{ component: 'SUSPENSION', count: 40 }], latestFiled: '2026-10-01' },
    safetyRatings: { variant: '2025 Tesla Model 3 4 DR RWD', overall: '5', frontCrash: '4', sideCrash: '5', rollover: 'Not Rated', rolloverRisk: 0.066 },
    fuelEconomy: { variant: 'Auto (A1)', cityMpg: 138, highwayMpg: 126, combinedMpg: 132, fuelType: 'Electricity', rangeMiles: 363 },
    recallLookupUrl: 'https://www.nhtsa.gov/recalls?vin=5YJ3E1EBXSF969484',
  }));
  assert.match(text, /^Owner complaints \(120\)$/m);
  assert.match(text.replace(/\s+/g, ' '), /Reports owners filed with NHTSA for this model and year, the latest on 1 October 2026\. They report 3 crashes, 1 fire and 2 injuries\./);
  assert.match(text, /40  Suspension/);
  assert.match(text, /Overall: +5 out of 5 stars/);
  assert.match(text, /Rollover: +Not rated/);
  assert.match(text, /Risk of rolling over in a single-vehicle crash: 6\.6%\./);
  assert.match(text, /Combined: +132 MPGe/);
  assert.match(text, /Range: +363 miles/);
  assert.match(text, /https:\/\/www\.nhtsa\.gov\/recalls\?vin=5YJ3E1EBXSF969484/);
});

test('every section says what it holds: none, not available this time, or not looked up', () => {
  const none = renderReportText(report());
  assert.match(none, /NHTSA has no owner complaints on file for this model and year\./);
  assert.match(none, /NHTSA has not published crash-test ratings for this vehicle\./);
  assert.match(none, /EPA has no fuel economy figures that match this vehicle\./);
  const failed = renderReportText(report({ unavailable: ['complaints', 'fuelEconomy'] }));
  assert.match(failed, /Owner complaints could not be fetched this time/);
  assert.match(failed, /Not fetched this time \(try again later\): owner complaints, fuel economy\./);
  const notAsked = renderReportText(report({ vehicle: { make: 'FORD', modelYear: '1987' }, recalls: [], unavailable: ['recalls'], notLookedUp: ['recalls', 'complaints', 'safetyRatings', 'fuelEconomy'] }));
  assert.match(notAsked, /^Recalls \(not looked up\)$/m);
  assert.equal(notAsked.match(/Not looked up: NHTSA's decoder returned no model name for this VIN\./g)?.length, 3);
  assert.doesNotMatch(notAsked, /Not fetched this time/);
});

test('the CLI counts only recalls that may apply, and raises no alarm for a park-it recall unlikely to apply', () => {
  const text = renderReportText(report());
  assert.match(text, /^ {2}1 may apply to this vehicle \(2 listed for the model and year\)\.$/m);
  assert.doesNotMatch(text, /say do not drive|says do not drive/);
});

test('a recall verdict is followed by the recall\'s own words it rests on', () => {
  const text = renderReportText(report({ recalls: [{ campNo: '18V902000', summary: 'Volvo is recalling certain 2017 XC90 T8 vehicles.', appliesTo: 'unlikely', reason: 'The recall names T8 vehicles; this vehicle is T6.', evidence: '2017 XC90 T8' }] }));
  assert.match(text, /Unlikely to apply to this vehicle: The recall names T8 vehicles; this vehicle is T6\.\n\s+The recall says: \u201c2017 XC90 T8\u201d\./);
});
