/**
 * The recall reader against the labelled corpus of real NHTSA summaries. A wrong "unlikely" hides a
 * safety defect from a buyer, so none is tolerated; the rest is reported as agreement.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { confusionMatrix, judgeCorpus, loadRecallCorpus } from '../helpers/recall-corpus.js';

const judged = judgeCorpus();

test('no recall the careful label says applies or depends is called unlikely', (t) => {
  for (const line of confusionMatrix(judged).split('\n')) t.diagnostic(line);
  const wrong = judged.filter((j) => j.verdict.appliesTo === 'unlikely' && j.label !== 'unlikely');
  assert.deepEqual(wrong.map((j) => `${j.campNo} (${j.why}): ${j.verdict.reason}`), []);
});

test('every verdict that quotes the recall quotes words its summary really has', () => {
  const misquoted = judged.filter((j) => j.verdict.evidence !== undefined && !j.summary.includes(j.verdict.evidence));
  assert.deepEqual(misquoted.map((j) => `${j.campNo}: ${j.verdict.evidence}`), []);
});

test('every "unknown" and "unlikely" verdict says why and quotes the recall', () => {
  const bare = judged.filter((j) => j.verdict.appliesTo !== 'likely' && (!j.verdict.reason || !j.verdict.evidence));
  assert.deepEqual(bare.map((j) => `${j.campNo}: ${j.verdict.appliesTo}`), []);
});

test('the corpus holds each campaign once, every case with a source and a labelled vehicle', () => {
  const cases = loadRecallCorpus();
  // Issue 44 asks for at least 150 real summaries: the agreement means little on fewer.
  assert.ok(cases.length >= 150, `${cases.length} summaries`);
  assert.equal(new Set(cases.map((c) => c.campNo)).size, cases.length);
  for (const c of cases) {
    assert.ok(c.source && c.summary && c.vehicles.length > 0, c.campNo);
    for (const v of c.vehicles) assert.ok(v.why && (v.vin || v.decoded), c.campNo);
  }
});
