/**
 * The words for what NHTSA's NCAP record and EPA's vehicle record add (src/words/safety-rating-words.ts,
 * src/words/fuel-economy-words.ts), as tables of cases.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { driverAidLines, fitmentWords, investigationsIssue, investigationsSentence, standardAidsSentence } from '../src/words/safety-rating-words.js';
import { runningCostSentence, versusAverageWords } from '../src/words/fuel-economy-words.js';

test('NHTSA\'s fitment words read as a buyer says them, unknown ones kept as NHTSA wrote them', () => {
  for (const [nhtsa, said] of <[string, string][]>[['Standard', 'standard'], ['Optional', 'optional'], ['No', 'not offered'], [' standard ', 'standard'], ['Not Available', 'Not Available']]) {
    assert.equal(fitmentWords(nhtsa), said, nhtsa);
  }
});

test('only the driver aids NHTSA lists get a line, in one order', () => {
  assert.deepEqual(driverAidLines({ laneDepartureWarning: 'No', electronicStabilityControl: 'Standard' }), ['Electronic stability control: standard', 'Lane departure warning: not offered']);
  assert.deepEqual(driverAidLines(undefined), []);
});

test('the standard driver aids make one sentence, and none makes none', () => {
  assert.equal(standardAidsSentence({ forwardCollisionWarning: 'Standard' }), 'Forward collision warning was standard on the variant NHTSA rated.');
  assert.equal(standardAidsSentence({ electronicStabilityControl: 'Standard', forwardCollisionWarning: 'Standard', laneDepartureWarning: 'Standard' }),
    'Electronic stability control, forward collision warning and lane departure warning were standard on the variant NHTSA rated.');
  assert.equal(standardAidsSentence({ electronicStabilityControl: 'Optional', forwardCollisionWarning: 'No' }), undefined);
});

test('investigations are counted in words, and none is no issue', () => {
  const url = 'https://www.nhtsa.gov/vehicle/2013/ACURA/RDX';
  assert.equal(investigationsSentence({ count: 0, url }), 'NHTSA lists no defect investigations for this model and year.');
  assert.equal(investigationsSentence({ count: 2, url }), 'NHTSA lists 2 defect investigations for this model and year.');
  assert.equal(investigationsIssue({ count: 0, url }), undefined);
  assert.equal(investigationsIssue({ count: 2, url }), `NHTSA lists 2 defect investigations for this model and year. Look into what they concern and whether they ended in a recall: ${url}`);
});

test('EPA\'s five-year figure says more, less or the same, and the cost sentence always says what EPA assumes', () => {
  assert.equal(versusAverageWords(-750), '$750 more over five years than the average new vehicle');
  assert.equal(versusAverageWords(6500), '$6,500 less over five years than the average new vehicle');
  assert.equal(versusAverageWords(0), 'the same over five years as the average new vehicle');
  assert.equal(runningCostSentence({ annualFuelCost: 1450 }), 'EPA estimates $1,450 a year in fuel (for 15,000 miles a year, 55% of them in the city, at the fuel prices EPA used for this record).');
  assert.equal(runningCostSentence({ co2GramsPerMile: 51 }), undefined);
});
