/**
 * The labelled recall corpus (test/fixtures/recall-corpus/): real NHTSA recall summaries, each
 * paired with decoded vehicles and the verdict a careful reader gives. The corpus test and
 * `npm run bench` both judge it here, so the matrix the bench prints is the one the test holds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Recall } from '../../src/report/schemas.js';
import { applicability, type AppliesTo, type ApplicabilityVehicle, type Applicability } from '../../src/upstream/recall-applicability.js';
import { mapVpicRow } from '../../src/upstream/vpic.js';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures');
export const VERDICTS: AppliesTo[] = ['likely', 'unknown', 'unlikely'];

interface CorpusVehicle {
  label: AppliesTo;
  why: string;
  /** A recorded vPIC decode in test/fixtures/vpic/, changed by `decoded` where given. */
  vin?: string;
  decoded?: ApplicabilityVehicle;
}

export interface CorpusCase {
  campNo: string;
  source: string;
  summary: string;
  component?: string;
  vehicles: CorpusVehicle[];
}

export interface Judged {
  campNo: string;
  label: AppliesTo;
  why: string;
  verdict: Applicability;
  summary: string;
}

export function loadRecallCorpus(): CorpusCase[] {
  return (JSON.parse(readFileSync(path.join(FIXTURES, 'recall-corpus', 'corpus.json'), 'utf8')) as { cases: CorpusCase[] }).cases;
}

function vehicleOf(v: CorpusVehicle): ApplicabilityVehicle {
  const recorded = v.vin ? mapVpicRow(v.vin, (JSON.parse(readFileSync(path.join(FIXTURES, 'vpic', `${v.vin}.DecodeVinValues.json`), 'utf8')) as { Results: Array<Record<string, unknown>> }).Results[0]!) : {};
  return { ...recorded, ...v.decoded };
}

/** Every vehicle of every case, with the reader's verdict beside the label. */
export function judgeCorpus(cases: CorpusCase[] = loadRecallCorpus()): Judged[] {
  return cases.flatMap((c) => c.vehicles.map((v) => {
    const recall: Recall = { campNo: c.campNo, summary: c.summary, component: c.component };
    return { campNo: c.campNo, label: v.label, why: v.why, verdict: applicability(recall, vehicleOf(v)), summary: c.summary };
  }));
}

/** The confusion matrix as markdown: labels down, verdicts across, and the agreement. */
export function confusionMatrix(judged: Judged[]): string {
  const cell = (label: AppliesTo, verdict: AppliesTo) => judged.filter((j) => j.label === label && j.verdict.appliesTo === verdict).length;
  const agree = judged.filter((j) => j.label === j.verdict.appliesTo).length;
  const summaries = new Set(judged.map((j) => j.campNo)).size;
  return [
    `${summaries} recall summaries, ${judged.length} vehicle pairings; agreement ${agree} of ${judged.length} (${Math.round((100 * agree) / Math.max(1, judged.length))}%).`,
    '',
    '| careful label ↓ / reader\'s verdict → | likely | unknown | unlikely |',
    '|---|---|---|---|',
    ...VERDICTS.map((label) => `| ${label} | ${VERDICTS.map((verdict) => cell(label, verdict)).join(' | ')} |`),
  ].join('\n');
}
