/**
 * `vin-report decode`: one VIN as text or JSON, or a file of VINs as CSV or JSON Lines.
 */
import type { App } from '../app.js';
import type { DecodeOutcome } from '../report-service.js';
import { staleNotice } from '../words/notice-words.js';
import { fleetTotalLine, RESUME_HINT } from '../words/cli-words.js';
import { recordInternalFault } from '../internal-fault.js';
import { describeFailure, failureLine } from './describe-failure.js';
import { CliError, EXIT, UsageError } from './errors.js';
import { decodeFleet, type FleetFormat } from './fleet.js';
import { DECODE_HELP } from './help.js';
import { parseCommandArgs } from './parse.js';
import { networkHint } from '../upstream/http/network-hint.js';
import { renderReportText } from './render-text.js';
import { readVinList } from './vin-list.js';

/** Parallel builds per run: enough to hide upstream latency, few enough to stay polite to NHTSA. */
const DEFAULT_CONCURRENCY = 4;
const MAX_CONCURRENCY = 16;

/** How the CLI's log reads: sentences for a person (each kind of warning once), or JSON lines. */
export type CliLogFormat = 'text' | 'json';

export interface OpenAppOptions {
  log: CliLogFormat;
  /** Every log line from LOG_LEVEL info up, as JSON (--verbose). */
  verbose?: boolean;
  /** A fleet run (many VINs): warns when a service on the same cache keeps its own upstream limits. */
  fleet?: boolean;
}

export interface CommandIo {
  env: NodeJS.ProcessEnv;
  /** Writes to stdout and resolves once the text is handed over (backpressure respected). */
  out: (text: string) => Promise<void>;
  /** One line for a person, on stderr. */
  err: (line: string) => void;
  stderr: NodeJS.WriteStream;
  stdin: NodeJS.ReadableStream;
  /** `options` default to JSON log lines. */
  openApp: (env: NodeJS.ProcessEnv, options?: OpenAppOptions) => Promise<App>;
}

type DecodePlan =
  | { kind: 'help' }
  | { kind: 'one'; vin: string; json: boolean; demo: boolean; log?: CliLogFormat; verbose: boolean }
  | { kind: 'fleet'; file: string; format: FleetFormat; concurrency: number; demo: boolean; log?: CliLogFormat; verbose: boolean };

export function planDecode(args: string[]): DecodePlan {
  const { values, positionals } = parseCommandArgs('decode', args, {
    json: { type: 'boolean' },
    file: { type: 'string' },
    format: { type: 'string' },
    concurrency: { type: 'string' },
    demo: { type: 'boolean' },
    log: { type: 'string' },
    verbose: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) return { kind: 'help' };
  if (values.log !== undefined && values.log !== 'text' && values.log !== 'json') throw new UsageError(`--log must be text or json, got "${values.log}"`);
  if (values.log === 'text' && values.verbose) throw new UsageError('--verbose writes the JSON log lines; leave out --log text');
  const log = values.log as CliLogFormat | undefined;
  const common = { demo: Boolean(values.demo), ...(log ? { log } : {}), verbose: Boolean(values.verbose) };
  if (values.file !== undefined) {
    if (positionals.length > 0) throw new UsageError('give either a VIN or --file, not both');
    if (values.json) throw new UsageError('--json is for one VIN; with --file use --format jsonl');
    const format = values.format ?? 'csv';
    if (format !== 'csv' && format !== 'jsonl') throw new UsageError(`--format must be csv or jsonl, got "${format}"`);
    return { kind: 'fleet', file: values.file, format, concurrency: concurrencyOf(values.concurrency), ...common };
  }
  if (values.format !== undefined) throw new UsageError('--format applies to --file; for one VIN use --json or nothing');
  if (values.concurrency !== undefined) throw new UsageError('--concurrency applies to --file');
  if (positionals.length === 0) throw new UsageError('decode needs a VIN (or --file <path>); see "vin-report decode --help"');
  if (positionals.length > 1) throw new UsageError('decode takes one VIN; for several, put them in a file and use --file (or --file - for stdin)');
  return { kind: 'one', vin: positionals[0]!, json: Boolean(values.json), ...common };
}

function concurrencyOf(value: string | undefined): number {
  if (value === undefined) return DEFAULT_CONCURRENCY;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_CONCURRENCY) {
    throw new UsageError(`--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY}, got "${value}"`);
  }
  return Number(value);
}

export async function runDecode(args: string[], io: CommandIo): Promise<number> {
  const plan = planDecode(args);
  if (plan.kind === 'help') {
    await io.out(DECODE_HELP);
    return EXIT.OK;
  }
  // The list is read before the pipeline is built, so a wrong path fails without touching the cache.
  const vins = plan.kind === 'fleet' ? await readVinList(plan.file, io.stdin) : [];
  if (plan.kind === 'fleet' && vins.length === 0) throw new CliError(`no VINs in ${plan.file === '-' ? 'stdin' : JSON.stringify(plan.file)}`, EXIT.NO_INPUT);

  // A person at a terminal reads sentences; a pipe or a log collector gets JSON lines.
  const log = plan.log ?? (io.stderr.isTTY && !plan.verbose ? 'text' : 'json');
  const app = await io.openApp(plan.demo ? { ...io.env, DEMO: '1' } : io.env, { log, verbose: plan.verbose, fleet: plan.kind === 'fleet' });
  try {
    if (plan.kind === 'one') return await decodeOne(app, plan.vin, plan.json, io);
    const { decoded, failed, retryable } = await decodeFleet({ service: app.service, vins, format: plan.format, concurrency: plan.concurrency, write: io.out, stderr: io.stderr, log: app.logger, metrics: app.metrics });
    io.err(fleetTotalLine(decoded, vins.length, failed, plan.format));
    if (retryable) io.err(RESUME_HINT);
    return failed ? EXIT.NOT_DECODED : EXIT.OK;
  } finally {
    await app.close();
  }
}

async function decodeOne(app: App, vin: string, json: boolean, io: CommandIo): Promise<number> {
  let outcome: DecodeOutcome;
  try {
    outcome = await app.service.decode(vin);
  } catch (err) {
    const failure = describeFailure(err);
    if (failure.kind === 'internal') {
      recordInternalFault(app.logger, app.metrics, 'cli', err, { vin });
      throw err;
    }
    io.err(`vin-report: ${failureLine(failure)}`);
    const hint = failure.kind === 'upstream' ? networkHint(err) : undefined;
    if (hint) io.err(`vin-report: ${hint} ("vin-report decode --demo <VIN>" shows a report from recorded data without network access.)`);
    return EXIT.NOT_DECODED;
  }
  if (outcome.ageSeconds !== undefined) io.err(`vin-report: ${staleNotice(outcome.ageSeconds)}`);
  await io.out(json ? `${outcome.body.toString('utf8')}\n` : renderReportText(outcome.report));
  return EXIT.OK;
}
