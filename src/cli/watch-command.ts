/**
 * `vin-report watch FLEET-FILE`: re-checks the recalls of a fleet's models (asked of NHTSA on every
 * run, never from the per-model cache or the 7-day reports) and prints the campaigns that are new or
 * changed since the last run. What it has seen, and each VIN's make, model and year, is kept in a
 * state file beside the fleet file (FLEET-FILE.watch.json), written atomically. Exit 1 when there
 * is something new, so a cron job or a systemd timer can alert.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { App } from '../app.js';
import { eachLimited } from '../map-limited.js';
import type { Recall } from '../report/schemas.js';
import { createCoolingOffGate, type CoolingOffOptions } from './cooling-off.js';
import { pauseNotice } from '../words/pause-words.js';
import type { CommandIo } from './decode-command.js';
import { describeFailure, failureLine } from './describe-failure.js';
import { CliError, EXIT, UsageError } from './errors.js';
import { WATCH_HELP } from './help.js';
import { parseCommandArgs } from './parse.js';
import { renderRecall } from './render-text.js';
import { sectionGapSentence } from '../words/section-words.js';
import { watchModelFailedLine, watchNarrowedLine, watchNotLookedUpLine, watchRecallHeading, watchStateUnreadableLine, watchTotalLine } from '../words/cli-words.js';
import { narrowedSentence } from '../words/lookup-words.js';
import { recallLookupUrl } from '../report/recalls.js';
import { readVinList } from './vin-list.js';
import { normalizeVin } from '../vin.js';
import { recordInternalFault } from '../internal-fault.js';
import { withPriority } from '../upstream/http/priority.js';

/** Exit status when there are new or changed campaigns (what an alert keys on). */
export const EXIT_NEW_RECALLS = 1;

const STATE_VERSION = 1;
/** Models whose recalls are asked at the same time. */
const CONCURRENCY = 4;

const ModelSchema = z.object({ make: z.string().min(1), model: z.string().min(1), modelYear: z.string().min(1) });
type Model = z.infer<typeof ModelSchema>;

/** What the state file holds; anything else in it is a damaged state. */
const WatchStateSchema = z.object({
  v: z.literal(STATE_VERSION),
  /**
   * Each VIN's model. A VIN vPIC gave no model name is not kept, so every run decodes it again;
   * states written before that kept it as null, which reads as not known.
   */
  vehicles: z.record(z.string(), ModelSchema.nullable()),
  /** Per model key, each campaign's fingerprint when last seen. */
  campaigns: z.record(z.string(), z.record(z.string(), z.string())),
});
type WatchState = z.infer<typeof WatchStateSchema>;

/** The state file of a fleet file. */
export function statePathOf(fleetFile: string): string {
  return `${path.resolve(fleetFile)}.watch.json`;
}

export async function runWatch(args: string[], io: CommandIo, coolingOff: Omit<CoolingOffOptions, 'onPause'> = {}): Promise<number> {
  const { values, positionals } = parseCommandArgs('watch', args, { help: { type: 'boolean', short: 'h' } });
  if (values.help) {
    await io.out(WATCH_HELP);
    return EXIT.OK;
  }
  if (positionals.length !== 1) throw new UsageError('watch takes one fleet file; see "vin-report watch --help"');
  const file = positionals[0]!;
  if (file === '-') throw new UsageError('watch needs a fleet file, not stdin: its state is kept beside it');
  const list = await readVinList(file);
  if (list.length === 0) throw new CliError(`no VINs in ${JSON.stringify(file)}`, EXIT.NO_INPUT);
  let problems = 0;
  const vins = [...new Set(list.flatMap((input) => {
    try {
      return [normalizeVin(input)];
    } catch (err) {
      problems++;
      io.err(`vin-report: ${input}: ${failureLine(describeFailure(err))}`);
      return [];
    }
  }))];
  const statePath = statePathOf(file);
  const previous = await readState(statePath, io);

  const gate = createCoolingOffGate({
    ...coolingOff,
    onPause: (pause) => io.err(pauseNotice(pause)),
  });
  const app = await io.openApp(io.env, { log: 'json', fleet: true });
  try {
    const state: WatchState = { v: STATE_VERSION, vehicles: {}, campaigns: { ...previous.campaigns } };
    // A bug behind a failure is logged and counted as a fleet row's is; the line says only what failed.
    const said = (err: unknown, fields: Record<string, unknown>) => {
      const failure = describeFailure(err);
      if (failure.kind === 'internal') recordInternalFault(app.logger, app.metrics, 'cli', err, { command: 'watch', ...fields });
      return failureLine(failure);
    };
    const vehicles = await vehiclesOf(app, vins, previous, gate, (vin, err) => {
      problems++;
      io.err(`vin-report: ${vin}: ${said(err, { vin })}`);
    });
    const byModel = new Map<string, { model: Model; vins: string[] }>();
    for (const vin of vins) {
      const model = vehicles.get(vin);
      if (model === undefined) continue;
      if (model === null) {
        // Said every run, and decoded again next run: a vehicle never leaves the watch silently.
        problems++;
        io.err(watchNotLookedUpLine(vin, sectionGapSentence('recalls', 'notLookedUp'), recallLookupUrl(vin)));
        continue;
      }
      state.vehicles[vin] = model;
      const key = modelKey(model);
      byModel.set(key, { model, vins: [...(byModel.get(key)?.vins ?? []), vin] });
    }

    let fresh = 0;
    let changed = 0;
    const report: string[] = [];
    await eachLimited([...byModel], CONCURRENCY, async ([key, { model, vins: modelVins }]) => {
      let recalls: Recall[];
      let narrowed: boolean;
      try {
        ({ recalls, narrowed } = await gate.run(() => app.service.checkRecalls(model, { fresh: true })));
      } catch (err) {
        problems++;
        io.err(watchModelFailedLine(title(model), said(err, { model: title(model) })));
        return;
      }
      const seen = previous.campaigns[key] ?? {};
      const now: Record<string, string> = {};
      for (const recall of recalls) {
        if (!recall.campNo) continue;
        const print = fingerprint(recall);
        now[recall.campNo] = print;
        if (seen[recall.campNo] === print) continue;
        const isNew = seen[recall.campNo] === undefined;
        if (isNew) fresh++;
        else changed++;
        const lines: string[] = [];
        renderRecall(recall, lines);
        report.push(watchRecallHeading(isNew, title(model), modelVins), ...lines.slice(1), '');
      }
      // Asked under one name only, campaigns filed under the others are missing, not withdrawn:
      // they stay in the state, or the next whole run would call them new.
      if (narrowed) {
        problems++;
        io.err(watchNarrowedLine(title(model), narrowedSentence('recalls', model.model)));
      }
      state.campaigns[key] = narrowed ? { ...seen, ...now } : now;
    });

    if (report.length) await io.out(report.join('\n'));
    await writeState(statePath, state);
    io.err(watchTotalLine(byModel.size, vins.length, fresh, changed, problems));
    if (fresh + changed > 0) return EXIT_NEW_RECALLS;
    return problems ? EXIT.NOT_DECODED : EXIT.OK;
  } finally {
    await app.close();
  }
}

/** Each VIN's model: from the state when known, otherwise decoded (from the report cache, or vPIC 50 per call). */
async function vehiclesOf(app: App, vins: string[], previous: WatchState, gate: ReturnType<typeof createCoolingOffGate>, onFailure: (vin: string, err: unknown) => void): Promise<Map<string, Model | null>> {
  const found = new Map<string, Model | null>();
  const unknown = vins.filter((vin) => {
    const known = previous.vehicles[vin];
    if (known) found.set(vin, known);
    return !known;
  });
  await app.service.expect(unknown);
  await eachLimited(unknown, CONCURRENCY, async (vin) => {
    try {
      const { report } = await gate.run(async (again) => {
        // Announced again after a pause, so the VINs that waited are decoded together, not one by one.
        if (again) await app.service.expect([vin]);
        // A fleet goes after people and batches on every host (background priority).
        return withPriority('background', () => app.service.decode(vin));
      });
      const { make, model, modelYear } = report.vehicle;
      found.set(vin, make && model && modelYear ? { make, model, modelYear } : null);
    } catch (err) {
      onFailure(vin, err);
    }
  });
  return found;
}

/** What a campaign says, in a few bytes: a change of text, date or flags is a change. */
function fingerprint(recall: Recall): string {
  const { campNo, component, summary, consequence, remedy, reportReceivedDate, parkIt, parkOutside, overTheAirUpdate } = recall;
  const text = JSON.stringify([campNo, component, summary, consequence, remedy, reportReceivedDate, parkIt, parkOutside, overTheAirUpdate]);
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

const modelKey = (m: Model) => JSON.stringify([m.make.toUpperCase(), m.model.toUpperCase(), m.modelYear]);
const title = (m: Model) => `${m.modelYear} ${m.make} ${m.model}`;

/** The previous run's state; none on a first run. A damaged file is said and read as a first run. */
async function readState(file: string, io: CommandIo): Promise<WatchState> {
  const empty: WatchState = { v: STATE_VERSION, vehicles: {}, campaigns: {} };
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return empty;
    throw new CliError(`cannot read the watch state ${JSON.stringify(file)}: ${(err as Error).message}`, EXIT.NO_INPUT);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  // Checked entry by entry: one mistyped entry is a damaged state, not a crash on every run.
  const state = WatchStateSchema.safeParse(parsed);
  if (state.success) return state.data;
  io.err(watchStateUnreadableLine(file));
  return empty;
}

/**
 * Replaces the state file whole: written beside it, then renamed over it. Readable by its owner
 * only (0600), as the cache's files are: it lists the fleet's VINs and vehicles.
 */
async function writeState(file: string, state: WatchState): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await writeFile(temp, `${JSON.stringify(state, null, 1)}\n`, { mode: 0o600, flag: 'wx' });
    await rename(temp, file);
  } catch (err) {
    await unlink(temp).catch(() => {});
    throw new CliError(`cannot write the watch state ${JSON.stringify(file)}: ${(err as Error).message}`, EXIT.INTERNAL);
  }
}
