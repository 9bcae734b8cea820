/**
 * Decodes a list of VINs a few at a time and writes one CSV row or JSON line per VIN, in input
 * order, as soon as it and every VIN before it are done (so a long run can be followed with tail).
 * A VIN that fails is a row saying why, never the end of the run; while an upstream is cooling
 * off the run waits for it (the progress line says until when) rather than failing rows. The
 * pipeline is told the VINs ahead of the ones being built, so vPIC decodes the new ones 50 per call.
 */
import { randomUUID } from 'node:crypto';
import { recordInternalFault } from '../internal-fault.js';
import { silentLogger, type Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { eachLimited } from '../map-limited.js';
import type { ReportService } from '../report-service.js';
import { csvRow } from './csv-cell.js';
import { describeFailure, failureLine, type Failure } from './describe-failure.js';
import { createCoolingOffGate, type CoolingOffOptions } from './cooling-off.js';
import { pauseNotice } from '../words/pause-words.js';
import { createProgress } from './progress.js';
import type { VinReport } from '../report/report.js';
import { recallCounts } from '../report/recalls.js';
import { sectionState } from '../report/section-state.js';
import { mpgUnit } from '../words/fuel-economy-words.js';
import { shownScore } from '../words/score-words.js';
import { vehicleTitle } from '../words/vehicle-words.js';
import { SECTION_LIST, type SectionKey } from '../report/sections.js';
import { withPriority } from '../upstream/http/priority.js';

export type FleetFormat = 'csv' | 'jsonl';

export interface FleetOptions {
  service: ReportService;
  vins: string[];
  format: FleetFormat;
  concurrency: number;
  /** Receives output text in order; resolves when it may take more. */
  write: (chunk: string) => Promise<void>;
  stderr?: NodeJS.WriteStream;
  /** How pauses are waited out (tests inject a clock and a sleep). */
  coolingOff?: Omit<CoolingOffOptions, 'onPause'>;
  /** Where a row's internal fault is logged, with the run's id as its requestId and the row and VIN. */
  log?: Logger;
  /** Where a row's internal fault is counted (vin_report_internal_errors_total{door="cli"}). */
  metrics?: Pick<Metrics, 'internalErrors'>;
}

export interface FleetResult {
  decoded: number;
  failed: number;
  /** Of the failed, those a later run may well decode (the vehicle data services failed). */
  retryable: number;
}

/** ageSeconds: a stale report served through an outage, and how old it is. */
type Outcome = { vin: string; report: VinReport; ageSeconds?: number } | { vin: string; failure: Failure };

export async function decodeFleet(options: FleetOptions): Promise<FleetResult> {
  const { service, vins, format, write } = options;
  // One id for the run; a fault names its row too, so a bug can be found again from the log alone.
  const log = (options.log ?? silentLogger).child({ requestId: randomUUID() });
  const outcomes: (Outcome | undefined)[] = new Array(vins.length);
  const progress = createProgress(vins.length, options.stderr, options.coolingOff?.now);
  const gate = createCoolingOffGate({
    ...options.coolingOff,
    onPause: (pause) => progress.pause(pauseNotice(pause), pause.until),
  });
  let written = 0;
  let done = 0;
  let failed = 0;
  let retryable = 0;
  // Writes are chained so rows leave in input order even when later VINs finish first.
  let writing = format === 'csv' ? write(csvRow(CSV_COLUMNS)) : Promise.resolve();
  let expectedUpTo = 0;
  let expecting = Promise.resolve();
  /** Announces the next window of VINs once the workers come within half a window of its end. */
  const expectAhead = (index: number) => {
    if (index + EXPECT_WINDOW / 2 >= expectedUpTo && expectedUpTo < vins.length) {
      const from = expectedUpTo;
      expectedUpTo = Math.min(vins.length, from + EXPECT_WINDOW);
      expecting = expecting.then(() => service.expect(vins.slice(from, expectedUpTo)));
    }
    return expecting;
  };

  const flush = () => {
    let chunk = '';
    while (written < vins.length && outcomes[written]) chunk += formatOutcome(outcomes[written++]!, format);
    if (chunk) writing = writing.then(() => write(chunk));
    return writing;
  };

  await eachLimited(vins, options.concurrency, async (input, index) => {
    await expectAhead(index);
    let outcome: Outcome;
    try {
      const { vin, report, ageSeconds } = await gate.run(async (again) => {
        // Announced again after a pause, so the rows that waited are decoded together, not one by one.
        if (again) await service.expect([input]);
        // A fleet goes after people and batches on every host (background priority).
        return withPriority('background', () => service.decode(input));
      });
      outcome = { vin, report, ageSeconds };
    } catch (err) {
      outcome = { vin: input, failure: describeFailure(err) };
      // The row says only "internal error", as every door does; the log keeps what happened.
      if (outcome.failure.kind === 'internal') recordInternalFault(log, options.metrics, 'cli', err, { row: index + 1, vin: input });
      failed++;
      if (outcome.failure.kind === 'upstream') retryable++;
    }
    outcomes[index] = outcome;
    done++;
    progress.update(done, failed);
    await flush();
  });
  await flush();
  progress.finish();
  return { decoded: done - failed, failed, retryable };
}

/** VINs announced to the pipeline at a time: a few vPIC batch calls' worth. */
const EXPECT_WINDOW = 200;

type Cell = string | number | boolean | null | undefined;
type Column<T> = readonly [name: string, cell: (value: T) => Cell];
type Ok = { report: VinReport; ageSeconds?: number };

/** Recall counts as every door gives them: park-it, park-outside and over-the-air only among recalls that may apply. */
const counted = (recalls: VinReport['recalls']) => recallCounts({ recalls });

/**
 * Each section's columns, at least one, read from its value when it has data or none (never when
 * it was not fetched, not looked up, not applicable or not in the demo data: then the cells are
 * empty, and `unavailable`, `notLookedUp`, `notApplicable` or `notInDemo` say why; `narrowed`
 * names those whose counts may be short).
 * The compiler names this map when a section is added.
 */
const SECTION_COLUMNS: { [K in SectionKey]: readonly [Column<VinReport[K]>, ...Column<VinReport[K]>[]] } = {
  recalls: [
    ['recalls', (recalls) => recalls.length],
    ['parkItRecalls', (recalls) => counted(recalls).parkIt],
    ['parkOutsideRecalls', (recalls) => counted(recalls).parkOutside],
    ['overTheAirRecalls', (recalls) => counted(recalls).overTheAir],
    ['recallsMayApply', (recalls) => counted(recalls).mayApply],
  ],
  // Empty for no match; a matched engine's count of known issues is a number, 0 included.
  maintenance: [['knownIssues', (m) => (m ? m.knownIssues?.length ?? 0 : undefined)], ['oil', (m) => m?.oil], ['oilInterval', (m) => m?.oilInterval]],
  complaints: [['complaints', (c) => c?.total]],
  safetyRatings: [['overallRating', (s) => s?.overall], ['investigations', (s) => s?.investigations?.count]],
  fuelEconomy: [['combinedMpg', (f) => f?.combinedMpg], ['annualFuelCost', (f) => f?.annualFuelCost]],
};

function sectionColumns<K extends SectionKey>(key: K): Column<Ok>[] {
  return SECTION_COLUMNS[key].map(([name, cell]): Column<Ok> => [name, ({ report }) => {
    const state = sectionState(report, key, report[key]);
    return state === 'data' || state === 'none' ? cell(report[key]) : undefined;
  }]);
}

const COLUMNS: Column<Ok>[] = [
  ['modelYear', ({ report }) => report.vehicle.modelYear],
  ['make', ({ report }) => report.vehicle.make],
  ['model', ({ report }) => report.vehicle.model],
  ['trim', ({ report }) => report.vehicle.trim],
  ['bodyClass', ({ report }) => report.vehicle.bodyClass],
  ['fuelType', ({ report }) => report.vehicle.fuelType],
  ...SECTION_LIST.flatMap((section) => sectionColumns(section.key)),
  // A vehicle the data says too little about has no score to sort by: the label says why.
  ['score', ({ report }) => (report.assessment?.score.enoughData === false ? undefined : shownScore(report.ai.score))],
  ['cached', ({ report }) => report.cached],
  ['unavailable', ({ report }) => report.unavailable?.filter((key) => !notApplicable(report, key)).join(';')],
  ['ageSeconds', ({ ageSeconds }) => ageSeconds],
  ['vehicle', ({ report }) => vehicleTitle(report.vehicle, report.vin)],
  ['notLookedUp', ({ report }) => report.notLookedUp?.filter((key) => !notApplicable(report, key)).join(';')],
  ['scoreLabel', ({ report }) => report.assessment?.score.label],
  ['scoreProvisional', ({ report }) => report.assessment?.score.provisional],
  ['decodeConfidence', ({ report }) => report.assessment?.decode.confidence],
  ['suggestedVin', ({ report }) => report.assessment?.decode.suggestedVin],
  ['notInDemo', ({ report }) => report.notInDemo?.join(';')],
  // Sections that do not exist for this kind of vehicle (a trailer's crash ratings): empty cells that mean "not applicable".
  ['notApplicable', ({ report }) => SECTION_LIST.map((s) => s.key).filter((key) => sectionState(report, key, report[key]) === 'notApplicable').join(';') || undefined],
  ['powertrain', ({ report }) => report.assessment?.vehicle?.powertrain],
  // EPA's unit for combinedMpg: MPGe for electricity or hydrogen, MPG otherwise (a plug-in hybrid's figure is its gasoline one).
  ['combinedMpgUnit', ({ report }) => (report.fuelEconomy ? mpgUnit(report.fuelEconomy.fuelType) : undefined)],
  // Sections looked up under vPIC's model name alone (NHTSA's list of model names out of reach): their counts may be short.
  ['narrowed', ({ report }) => report.narrowed?.join(';')],
];

/** Whether `key` is a section this kind of vehicle does not have (a trailer's fuel economy). */
function notApplicable(report: VinReport, key: string): boolean {
  return SECTION_LIST.some((s) => s.key === key && sectionState(report, s.key, report[s.key]) === 'notApplicable');
}

const CSV_COLUMNS = ['vin', 'status', 'error', ...COLUMNS.map(([name]) => name)];

function formatOutcome(outcome: Outcome, format: FleetFormat): string {
  if (format === 'jsonl') {
    const line = 'report' in outcome
      ? { vin: outcome.vin, status: 'ok', ...(outcome.ageSeconds !== undefined ? { ageSeconds: outcome.ageSeconds } : {}), report: outcome.report }
      : { vin: outcome.vin, status: outcome.failure.kind, error: outcome.failure.message, ...(outcome.failure.errorText ? { errorText: outcome.failure.errorText } : {}) };
    return JSON.stringify(line) + '\n';
  }
  // Every row has the header's fields, failed ones included: strict CSV readers refuse ragged rows.
  if (!('report' in outcome)) return csvRow([outcome.vin, outcome.failure.kind, failureLine(outcome.failure), ...new Array(CSV_COLUMNS.length - 3).fill('')]);
  return csvRow([outcome.report.vin, 'ok', '', ...COLUMNS.map(([, cell]) => cell(outcome))]);
}
