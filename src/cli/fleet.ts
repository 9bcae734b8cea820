/**
 * Decodes a list of VINs a few at a time and writes one CSV row or JSON line per VIN, in input
 * order, as soon as it and every VIN before it are done (so a long run can be followed with tail).
 * A VIN that fails is a row saying why, never the end of the run.
 */
import type { ReportService } from '../report-service.js';
import { csvRow } from './csv-cell.js';
import { describeFailure, failureLine, type Failure } from './describe-failure.js';
import { createProgress } from './progress.js';
import type { VinReport } from '../report-schema.js';
import { sectionState, shownScore, vehicleTitle, type SectionKey } from '../report-words.js';
import type { ReportView } from './report-view.js';

export type FleetFormat = 'csv' | 'jsonl';

export interface FleetOptions {
  service: ReportService;
  vins: string[];
  format: FleetFormat;
  concurrency: number;
  /** Receives output text in order; resolves when it may take more. */
  write: (chunk: string) => Promise<void>;
  stderr?: NodeJS.WriteStream;
}

export interface FleetResult {
  decoded: number;
  failed: number;
}

/** ageSeconds: a stale report served through an outage, and how old it is. */
type Outcome = { vin: string; report: ReportView; ageSeconds?: number } | { vin: string; failure: Failure };

export async function decodeFleet(options: FleetOptions): Promise<FleetResult> {
  const { service, vins, format, write } = options;
  const outcomes: (Outcome | undefined)[] = new Array(vins.length);
  const progress = createProgress(vins.length, options.stderr);
  let next = 0;
  let written = 0;
  let done = 0;
  let failed = 0;
  // Writes are chained so rows leave in input order even when later VINs finish first.
  let writing = format === 'csv' ? write(csvRow(CSV_COLUMNS)) : Promise.resolve();

  const flush = () => {
    let chunk = '';
    while (written < vins.length && outcomes[written]) chunk += formatOutcome(outcomes[written++]!, format);
    if (chunk) writing = writing.then(() => write(chunk));
    return writing;
  };

  const worker = async () => {
    while (next < vins.length) {
      const index = next++;
      const input = vins[index]!;
      let outcome: Outcome;
      try {
        const { vin, body, ageSeconds } = await service.decode(input);
        outcome = { vin, report: JSON.parse(body.toString('utf8')) as ReportView, ageSeconds };
      } catch (err) {
        outcome = { vin: input, failure: describeFailure(err) };
        failed++;
      }
      outcomes[index] = outcome;
      done++;
      progress.update(done, failed);
      await flush();
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, vins.length) }, worker));
  await flush();
  progress.finish();
  return { decoded: done - failed, failed };
}

const CSV_COLUMNS = [
  'vin',
  'status',
  'error',
  'modelYear',
  'make',
  'model',
  'trim',
  'bodyClass',
  'fuelType',
  'recalls',
  'parkItRecalls',
  'parkOutsideRecalls',
  'overTheAirRecalls',
  'complaints',
  'overallRating',
  'combinedMpg',
  'score',
  'cached',
  'unavailable',
  'ageSeconds',
  'vehicle',
  'notLookedUp',
] as const;

function formatOutcome(outcome: Outcome, format: FleetFormat): string {
  if (format === 'jsonl') {
    const line = 'report' in outcome
      ? { vin: outcome.vin, status: 'ok', ...(outcome.ageSeconds !== undefined ? { ageSeconds: outcome.ageSeconds } : {}), report: outcome.report }
      : { vin: outcome.vin, status: outcome.failure.kind, error: outcome.failure.message, ...(outcome.failure.errorText ? { errorText: outcome.failure.errorText } : {}) };
    return JSON.stringify(line) + '\n';
  }
  // Every row has the header's fields, failed ones included: strict CSV readers refuse ragged rows.
  if (!('report' in outcome)) return csvRow([outcome.vin, outcome.failure.kind, failureLine(outcome.failure), ...new Array(CSV_COLUMNS.length - 3).fill('')]);
  const { report } = outcome;
  const v = report.vehicle;
  // A section without data is an empty cell, never a 0; `unavailable` and `notLookedUp` say why.
  const known = <K extends SectionKey>(key: K) => (sectionState(report, key, report[key]) === 'data' ? report[key] as NonNullable<VinReport[K]> : undefined);
  const recallsKnown = ['data', 'none'].includes(sectionState(report, 'recalls', report.recalls));
  const flagged = (flag: 'parkIt' | 'parkOutside' | 'overTheAirUpdate') => recallsKnown ? report.recalls.filter((r) => r[flag]).length : undefined;
  return csvRow([
    report.vin,
    'ok',
    '',
    v.modelYear,
    v.make,
    v.model,
    v.trim,
    v.bodyClass,
    v.fuelType,
    recallsKnown ? report.recalls.length : undefined,
    flagged('parkIt'),
    flagged('parkOutside'),
    flagged('overTheAirUpdate'),
    known('complaints')?.total,
    known('safetyRatings')?.overall,
    known('fuelEconomy')?.combinedMpg,
    shownScore(report.ai.score),
    report.cached,
    report.unavailable?.join(';'),
    outcome.ageSeconds,
    vehicleTitle(v, report.vin),
    report.notLookedUp?.join(';'),
  ]);
}
