/**
 * The decode pipeline: VIN in, report out. The HTTP server, the MCP server and the CLI all call
 * this and nothing else, so a report is the same whichever door it leaves by. It imports no
 * transport.
 *
 *   normalise VIN → cache → admission → (coalesced) vPIC → sections, concurrently → summary → validate → cache
 *
 * Sections still out at their deadline are not cancelled: the report is answered without them and
 * they go on at background priority, and the cached report is rewritten when they land ("healing").
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Summarizer } from './ai/provider.js';
import { assess } from './assessment/assess.js';
import { CallerGoneError, UpstreamError } from './errors.js';
import type { Logger } from './logger.js';
import { VinReportSchema, type VinReport } from './report/report.js';
import type { DecodedVehicle, Recall } from './report/schemas.js';
import type { SectionValues } from './report/sections.js';
import { SECTIONS } from './sections/index.js';
import { catalogueModelNames } from './sections/model-names.js';
import { loadSection, type SectionContext } from './sections/section.js';
import { createMakeYearGuesser, type MakeYear, type MakeYearGuesser } from './make-year-guess.js';
import type { BuildLock } from './store/build-lock.js';
import type { ReportStore, StoredEntry } from './store/report-store.js';
import type { UpstreamClients } from './upstream/clients.js';
import { currentPriority, higher, PRIORITY_RANK, withPriority, type Priority, type PriorityHolder } from './upstream/http/priority.js';
import type { RecallQuery } from './upstream/recalls.js';
import { recallLookupUrl } from './report/recalls.js';
import type { VpicClient } from './upstream/vpic.js';
import { settledOrAborted, untilAborted } from './until-aborted.js';
import { normalizeVin } from './vin.js';
import { createVpicQueue } from './vpic-queue.js';

export interface ReportServiceOptions {
  vpic: VpicClient;
  summarize: Summarizer;
  store: ReportStore;
  /** What sections get: the upstream clients, built once for the app. */
  sectionContext: SectionContext;
  now: () => number;
  cacheTtlSeconds: number;
  /** How long optional sections may take after vPIC before they are `unavailable` (default 4 s). */
  sectionDeadlineMs?: number;
  /**
   * How long a caller waits for a report (default 30 s); past it the caller gets the report with
   * the sections in hand when the required ones are, else a retryable 500 (see `admission`).
   */
  reportDeadlineMs?: number;
  logger: Logger;
  /** Coalesces misses across instances (Redis); without it, concurrent misses coalesce per process only. */
  buildLock?: BuildLock;
  /** Demo mode: every report built carries `demo: true`. */
  demo?: boolean;
  /** Told about cache outcomes, coalesced builds, deferred builds and heals (metrics). */
  observe?: (event: ReportEvent) => void;
  /** Reads make and year from a VIN before vPIC answers (default: the WMI table, kept fresh from decodes). */
  makeYear?: MakeYearGuesser;
  /** Keeps decoded vehicles by VIN, so a rebuild (a partial report expired) never asks vPIC again. */
  vehicles?: VehicleStore;
  /** How long look-ups cut at the section deadline may go on to complete the cached report (default 5 min). */
  healWindowMs?: number;
  /**
   * Admission control: how long the look-ups a report cannot do without (vPIC, unless the vehicle
   * is kept, then the recall names and recalls) would take if asked now at `priority`. A request
   * that could not have them within the deadline is answered at once with a retryable 500 saying
   * when to come back, and its report is built meanwhile in the background. Without it, every
   * request is admitted and a build past its deadline is stopped.
   */
  admission?: { estimateMs(priority: Priority, vehicleKept: boolean, ahead: BuildsAhead): number };
}

/**
 * hit, miss (a build started), coalesced (joined one under way), stale (served through an outage),
 * deferred (answered at once with when to come back), healed (a partial report made whole by its
 * late sections), unhealed (a partial report whose missing sections did not all come).
 */
export type ReportEvent = 'hit' | 'miss' | 'coalesced' | 'stale' | 'deferred' | 'healed' | 'unhealed';

/** Builds under way that would go before a new one (its priority or higher): still waiting for vPIC, and for their recalls. */
export interface BuildsAhead {
  vehicle: number;
  required: number;
}

/** Decoded vehicles by VIN. Neither method throws for the caller to handle beyond a rejected promise. */
export interface VehicleStore {
  get(vin: string): Promise<DecodedVehicle | null>;
  set(vin: string, vehicle: DecodedVehicle): Promise<void>;
}

/** A model's recalls, and whether they were asked under the given model name only (NHTSA's list of names unreachable). */
export interface CheckedRecalls {
  recalls: Recall[];
  narrowed: boolean;
}

export interface DecodeOutcome {
  vin: string;
  /** STALE: the upstreams failed and an expired report was served instead (see stale-if-error). */
  cache: 'HIT' | 'MISS' | 'STALE';
  /** The report, with `cached` set as for this answer. From the cache it is read only when asked. */
  readonly report: VinReport;
  /** The same report as the JSON response body (UTF-8): a cache hit sends the stored bytes as they are. */
  body: Buffer;
  /** For STALE: how old the report is. */
  ageSeconds?: number;
}

export interface ReportService {
  /**
   * The report for `vinInput` (any value; it is validated here).
   * `log` writes this request's lines (an HTTP request's carries its id). `signal` says the caller
   * went away: the build stops once every caller waiting for it has gone. Given as a function, it
   * is asked for only when the answer is not a cache hit, so hits pay nothing for it.
   * @throws InvalidVinError, UndecodableVinError, UpstreamError (with retryAfterSeconds when an
   *   upstream host is paused); anything else is an internal fault
   */
  decode(vinInput: unknown, log?: Logger, signal?: AbortSignal | (() => AbortSignal)): Promise<DecodeOutcome>;
  /**
   * Says these VINs will be decoded next (a batch, a fleet): those not cached are then decoded by
   * vPIC together, 50 per call, as their builds need them. Entries that are not VINs are skipped.
   * When `signal` aborts (the batch was abandoned), those whose builds have not started are dropped.
   * Resolves once they are queued; never throws.
   */
  expect(vinInputs: readonly unknown[], signal?: AbortSignal): Promise<void>;
  /**
   * The recall list for a vehicle, mapped exactly as in reports; `fresh` asks the recall service
   * itself, never the per-model cache (the catalogue's model names may still come from it).
   * @throws UpstreamError
   */
  checkRecalls(query: RecallQuery, options?: { fresh?: boolean }): Promise<CheckedRecalls>;
  close(): Promise<void>;
}

function validVin(input: unknown): string | undefined {
  try {
    return normalizeVin(input);
  } catch {
    return undefined;
  }
}

/** A report failed its own schema: a bug, never the caller's fault. */
export class InvalidReportError extends Error {
  constructor(cause: unknown) {
    super('assembled report failed schema validation', { cause });
    this.name = 'InvalidReportError';
  }
}

/**
 * A report with a section missing, or looked up under vPIC's model name alone (`narrowed`), is kept
 * this long when nothing is completing it, so a later request builds it again; while its missing
 * sections are still being fetched, the build completes it instead (see `heal`).
 */
export const PARTIAL_REPORT_CACHE_SECONDS = 60;
export const DEFAULT_SECTION_DEADLINE_MS = 4000;
export const DEFAULT_REPORT_DEADLINE_MS = 30_000;
/** How long look-ups cut at their deadline may go on completing the report (default). */
export const DEFAULT_HEAL_WINDOW_MS = 5 * 60_000;

/** A report (or a build's sections) with a section missing or looked up under vPIC's model name alone: kept briefly, then built again. */
function isPartial(report: { unavailable: readonly string[]; narrowed?: readonly string[] }): boolean {
  return report.unavailable.length > 0 || (report.narrowed?.length ?? 0) > 0;
}

/** A build under way, and how many callers still wait for it. */
interface PendingBuild {
  /** The first report (partial or whole), or why there is none. */
  outcome: Promise<DecodeOutcome>;
  waiters: number;
  /** Stops the build, healing included. */
  cancel: AbortController;
  /** Whom its upstream requests are for now: raised when a person joins, lowered once answered. */
  priority: PriorityHolder;
  /** Someone was told to come back for it, or it was answered and is healing: it goes on without waiters. */
  kept: boolean;
  /** vPIC has answered (or the vehicle was kept). */
  vehicleInHand: boolean;
  /** The look-ups a report cannot do without (vPIC, recalls) have answered. */
  requiredInHand: boolean;
  /** Answers now with the sections in hand (once the required ones are). */
  cut: AbortController;
  /** The stored bytes of the first report, while the build goes on healing it. */
  answered?: Buffer;
  /** Settles once the build's healing is over. */
  healed?: Promise<void>;
  /** The kept vehicle as the caller that started the build found it (null: none), so it is read once. */
  keptVehicle?: DecodedVehicle | null;
}

const asBody = (report: VinReport, cached: boolean) => Buffer.from(JSON.stringify({ ...report, cached }));

/**
 * An outcome from stored bytes: its report is the one the checked store already parsed, or else is
 * parsed from `body` on first use, so the HTTP path, which sends the bytes, never pays for it and
 * nothing is parsed twice.
 */
function fromStore(vin: string, cache: 'HIT' | 'STALE', { body, report: parsed }: Pick<StoredEntry, 'body' | 'report'>, ageSeconds?: number): DecodeOutcome {
  let report = parsed;
  return {
    vin,
    cache,
    body,
    ...(ageSeconds === undefined ? {} : { ageSeconds }),
    get report() {
      report ??= JSON.parse(body.toString('utf8')) as VinReport;
      return report;
    },
  };
}

/** The sections of one build as they stand: values so far, and which failed, were not asked or are still out. */
interface SectionRun {
  /** Settles once every required section has answered; rejects with the first one's failure. */
  required: Promise<void>;
  /** Settles once every optional section has answered or failed (never rejects). */
  optional: Promise<void>;
  /** The report's sections now: those still out are null and named unavailable; those asked under vPIC's model name alone are `narrowed`. */
  snapshot(): { values: Record<string, unknown>; unavailable: string[]; notLookedUp: string[]; narrowed: string[] };
  /** Sections still out. */
  outstanding(): number;
}

export function createReportService(options: ReportServiceOptions): ReportService {
  const { store, logger, now } = options;
  const inFlight = new Map<string, PendingBuild>();
  const vpicQueue = createVpicQueue(options.vpic);
  const sectionDeadlineMs = options.sectionDeadlineMs ?? DEFAULT_SECTION_DEADLINE_MS;
  const reportDeadlineMs = options.reportDeadlineMs ?? DEFAULT_REPORT_DEADLINE_MS;
  const healWindowMs = options.healWindowMs ?? DEFAULT_HEAL_WINDOW_MS;

  const makeYear = options.makeYear ?? createMakeYearGuesser();

  /**
   * Starts the look-ups that need only a make and year (the recall and complaint catalogues, EPA's
   * model menu) for the make and year the VIN reads as, beside vPIC, and gives the clients the
   * sections then use, which take those answers (or failures) when vPIC agrees; `drop` stops them
   * when it does not.
   */
  function startMakeYearLookUps(guess: MakeYear, signal: AbortSignal): { drop: AbortController; clients: UpstreamClients } {
    const drop = new AbortController();
    const own = AbortSignal.any([signal, drop.signal]);
    const base = options.sectionContext.clients;
    const early = {
      recalls: base.catalogue.models({ ...guess, issueType: 'recalls' }, own),
      complaints: base.catalogue.models({ ...guess, issueType: 'complaints' }, own),
      menu: base.fuelEconomy.models(guess, own),
    };
    // A failure is met by the section that takes it; until then it is no unhandled rejection.
    for (const answer of Object.values(early)) answer.catch(() => {});
    const same = (query: { make: string; modelYear: string }) => query.make === guess.make && query.modelYear === guess.modelYear;
    const clients: UpstreamClients = {
      ...base,
      catalogue: { models: (query, sig) => (same(query) ? early[query.issueType] : base.catalogue.models(query, sig)) },
      fuelEconomy: {
        ...base.fuelEconomy,
        find: async (query, hints, sig) => (same(query) ? base.fuelEconomy.findInMenu(await early.menu, query, hints, sig) : base.fuelEconomy.find(query, hints, sig)),
      },
    };
    return { drop, clients };
  }

  /**
   * Starts every section at once; a required one that fails cancels the others. Nothing here is
   * cut at a deadline: the build decides when to answer, and what is still out goes on (healing).
   */
  function runSections(vehicle: DecodedVehicle, log: Logger, signal: AbortSignal, due: AbortSignal, clients?: UpstreamClients): SectionRun {
    const requiredFailed = new AbortController();
    const own = AbortSignal.any([signal, requiredFailed.signal]);
    const values: Record<string, unknown> = {};
    const failed = new Set<string>();
    const notAsked = new Set<string>();
    const narrowed = new Set<string>();
    const out = new Set<string>(SECTIONS.map((s) => s.key));
    const loads = SECTIONS.map(async (section) => {
      try {
        const ctx: SectionContext = { ...options.sectionContext, ...(clients ? { clients } : {}), logger: log, signal: own, due, onNarrowed: () => narrowed.add(section.key) };
        const { value, notLookedUp } = await untilAborted(loadSection<string, unknown>(section, vehicle, ctx), own);
        values[section.key] = value;
        if (notLookedUp) notAsked.add(section.key);
      } catch (err) {
        if (section.onFailure === 'fail') {
          requiredFailed.abort();
          throw err;
        }
        // Demo mode answers from recordings only: a section without one is not in the demo data,
        // which is neither a failure to warn about nor news of any upstream. A build that was
        // stopped has nothing to say about its sources either.
        if (options.demo) log.debug('section_not_in_demo', { section: section.key });
        else if (!signal.aborted) log.warn('section_unavailable', { section: section.key, err });
        failed.add(section.key);
      } finally {
        out.delete(section.key);
      }
    });
    const required = Promise.all(loads.filter((_, i) => SECTIONS[i]!.onFailure === 'fail')).then(() => {});
    const optional = Promise.all(loads.filter((_, i) => SECTIONS[i]!.onFailure !== 'fail')).then(() => {});
    required.catch(() => {});
    const inOrder = (names: Set<string>) => SECTIONS.map((s) => s.key as string).filter((key) => names.has(key));
    return {
      required,
      optional,
      outstanding: () => out.size,
      snapshot() {
        const missing = new Set([...failed, ...out]);
        // A required section that could not be asked is also named in `unavailable`, as the contract's
        // readers expect: an empty recall list there never means "none".
        for (const section of SECTIONS) if (section.onFailure === 'fail' && notAsked.has(section.key)) missing.add(section.key);
        return {
          values: Object.fromEntries(SECTIONS.map((s) => [s.key, missing.has(s.key) && !notAsked.has(s.key) ? null : values[s.key] ?? s.none])),
          unavailable: inOrder(missing),
          notLookedUp: inOrder(notAsked),
          // A section that failed after its names were chosen is named unavailable instead.
          narrowed: inOrder(new Set([...narrowed].filter((key) => !missing.has(key)))),
        };
      },
    };
  }

  /** The vehicle kept for `vin`, or null: an entry that cannot be read is a miss, and said in the log. */
  async function readKeptVehicle(vin: string): Promise<DecodedVehicle | null> {
    try {
      return (await options.vehicles?.get(vin)) ?? null;
    } catch (err) {
      logger.warn('vehicle_cache_read_failed', { vin, err });
      return null;
    }
  }

  /**
   * The decoded vehicle: the one kept for `vin` when its last report was partial or failed after
   * vPIC answered (so its rebuild never asks vPIC again), else vPIC's. `asked` says it came from vPIC.
   * Beside vPIC go the look-ups that need only the make and year the VIN reads as; `clients` takes their answers.
   */
  async function vehicleOf(vin: string, signal: AbortSignal, known?: DecodedVehicle | null): Promise<{ vehicle: DecodedVehicle; asked: boolean; clients?: UpstreamClients }> {
    const kept = known === undefined ? await readKeptVehicle(vin) : known;
    if (kept) return { vehicle: kept, asked: false };
    const guess = makeYear.guess(vin);
    const early = guess && startMakeYearLookUps(guess, signal);
    const vehicle = await vpicQueue.vehicle(vin, signal).catch((err: unknown) => {
      early?.drop.abort();
      throw err;
    });
    makeYear.learn(vin, vehicle);
    // vPIC is the authority: look-ups for another make or year are dropped, and the sections ask their own.
    const agreed = early && vehicle.make === guess.make && vehicle.modelYear === guess.modelYear;
    if (early && !agreed) early.drop.abort();
    return { vehicle, asked: true, ...(agreed ? { clients: early.clients } : {}) };
  }

  const vehicleWrites = new Set<Promise<void>>();
  /** Keeps a vehicle for the rebuild its report will need (a whole report's next build, days later, asks vPIC afresh). */
  function keepVehicle(vin: string, vehicle: DecodedVehicle): void {
    if (!options.vehicles) return;
    const write = options.vehicles.set(vin, vehicle).catch((err: unknown) => logger.warn('vehicle_cache_write_failed', { vin, err }));
    vehicleWrites.add(write);
    void write.finally(() => vehicleWrites.delete(write));
  }

  /**
   * The build: vPIC, every section at once, and the first report once the required sections have
   * answered and either every optional one has or their deadline (or `pending.cut`) has come.
   * Sections still out then go on at background priority and `heal` rewrites the cached report
   * when they land.
   */
  async function build(vin: string, log: Logger, pending: PendingBuild): Promise<DecodeOutcome> {
    const window = AbortSignal.timeout(healWindowMs);
    try {
      return await buildWithin(vin, log, pending, AbortSignal.any([pending.cancel.signal, window]));
    } catch (err) {
      // A build kept going for callers told to come back, which never got its required sections.
      if (!window.aborted || err instanceof UpstreamError) throw err;
      throw new UpstreamError('report', `The report could not be built within ${healWindowMs} ms`, { timeout: true, cause: err });
    }
  }

  async function buildWithin(vin: string, log: Logger, pending: PendingBuild, signal: AbortSignal): Promise<DecodeOutcome> {
    const started = now();
    const { vehicle, asked, clients } = await untilAborted(vehicleOf(vin, signal, pending.keptVehicle), signal);
    pending.vehicleInHand = true;
    let keepIt = asked;
    try {
      signal.throwIfAborted();
      const sectionsDue = AbortSignal.any([AbortSignal.timeout(sectionDeadlineMs), pending.cut.signal]);
      const run = runSections(vehicle, log, signal, sectionsDue, clients);
      await untilAborted(run.required, signal);
      pending.requiredInHand = true;
      await untilAborted(settledOrAborted(run.optional, sectionsDue), signal);
      // Told the report is due, a section may still land at once with what it has (the crash
      // ratings without a photo not yet kept): a turn of the event loop lets it.
      if (sectionsDue.aborted) await new Promise((resolve) => setImmediate(resolve));
      signal.throwIfAborted();
      const first = run.snapshot();
      const { outcome, ttl } = await compose(vin, vehicle, first, log);
      keepIt &&= isPartial(first);
      const { report } = outcome;
      log.info('report_built', { vin, ms: now() - started, recalls: report.recalls.length, unavailable: report.unavailable, ...(first.narrowed.length > 0 ? { narrowed: first.narrowed } : {}), ...(report.notInDemo ? { notInDemo: report.notInDemo } : {}), ai: report.ai.provider, ttl });
      if (run.outstanding() > 0) {
        pending.kept = true;
        pending.answered = asBody(outcome.report, true);
        // Answered: what is left is healing, which goes after everyone else's look-ups.
        pending.priority.level = 'background';
        pending.healed = heal(vin, vehicle, run, first.unavailable, log, signal);
      }
      return { ...outcome, report: { ...outcome.report, cached: false } };
    } finally {
      if (keepIt) keepVehicle(vin, vehicle);
    }
  }

  /** Once the sections cut at the deadline have landed (or failed), the cached report is rewritten with them. */
  async function heal(vin: string, vehicle: DecodedVehicle, run: SectionRun, missing: string[], log: Logger, signal: AbortSignal): Promise<void> {
    await settledOrAborted(run.optional, signal);
    if (closed) return;
    const healed = run.snapshot();
    const gained = missing.filter((key) => !healed.unavailable.includes(key));
    if (gained.length === 0) {
      log.info('report_not_healed', { vin, unavailable: healed.unavailable });
      options.observe?.('unhealed');
      return;
    }
    try {
      await compose(vin, vehicle, healed, log);
      log.info('report_healed', { vin, sections: gained, unavailable: healed.unavailable });
      options.observe?.(healed.unavailable.length === 0 ? 'healed' : 'unhealed');
    } catch (err) {
      log.warn('report_heal_failed', { vin, err });
    }
  }

  /** The report from these sections, validated and cached for `ttl` seconds. */
  async function compose(vin: string, vehicle: DecodedVehicle, sections: ReturnType<SectionRun['snapshot']>, log: Logger): Promise<{ outcome: DecodeOutcome; ttl: number }> {
    const { values, unavailable, notLookedUp, narrowed } = sections;
    const facts = {
      vehicle,
      sections: values as SectionValues,
      unavailable,
      notLookedUp,
      narrowed,
      currentYear: new Date(now()).getUTCFullYear(),
      ...(options.demo ? { demo: true } : {}),
    };
    const assessment = assess(facts);
    const { summary, maxCacheSeconds, later } = await options.summarize({ ...facts, assessment });

    // The report names a demo gap as such; the assessment and summary above already word it so.
    const checked = VinReportSchema.safeParse({
      vin,
      vehicle,
      ...values,
      ...(options.demo ? { unavailable: [], notInDemo: unavailable } : { unavailable }),
      notLookedUp,
      narrowed,
      recallLookupUrl: recallLookupUrl(vin),
      assessment,
      ai: summary,
      generatedAt: new Date(now()).toISOString(),
      ...(options.demo ? { demo: true } : {}),
    });
    if (!checked.success) throw new InvalidReportError(checked.error);
    const report = checked.data;

    const ttl = await keep(report, maxCacheSeconds, log);
    // In background mode the LLM's summary arrives after the answer; later hits get it.
    void later?.then((result) => result && keep({ ...report, ai: result.summary }, result.maxCacheSeconds, log));
    return { outcome: { vin, cache: 'MISS', report, body: asBody(report, false) }, ttl };
  }

  /** Caches `report` for as long as its parts allow; returns that lifetime. A store that fails only costs a rebuild. */
  async function keep(report: VinReport, maxCacheSeconds: number | undefined, log: Logger): Promise<number> {
    const ttl = Math.min(options.cacheTtlSeconds, maxCacheSeconds ?? Infinity, isPartial(report) ? PARTIAL_REPORT_CACHE_SECONDS : Infinity);
    try {
      await store.set(report.vin, asBody(report, true), ttl);
    } catch (err) {
      log.warn('cache_write_failed', { vin: report.vin, err });
    }
    return ttl;
  }

  /** `build`, but at most once across instances sharing `lock`: waiters take the holder's result from the store. */
  async function buildOnce(vin: string, lock: BuildLock, log: Logger, pending: PendingBuild): Promise<DecodeOutcome> {
    const maxPolls = Math.ceil(lock.maxWaitMs / lock.pollMs);
    for (let polls = 0; ; polls++) {
      const token = await lock.acquire(vin);
      if (token !== null) {
        try {
          // The previous holder may have finished between our last look and taking the lock.
          const stored = await store.get(vin);
          return stored ? fromStore(vin, 'HIT', stored) : await build(vin, log, pending);
        } finally {
          await lock.release(vin, token);
        }
      }
      if (polls >= maxPolls) {
        log.warn('build_lock_wait_exceeded', { vin, waitedMs: lock.maxWaitMs });
        return build(vin, log, pending);
      }
      await sleep(lock.pollMs);
      pending.cancel.signal.throwIfAborted();
      const stored = await store.get(vin);
      if (stored) return fromStore(vin, 'HIT', stored);
    }
  }

  /** Starts the build of `vin` for callers at `priority`; it runs in that priority's holder. */
  function startBuild(vin: string, log: Logger, priority: Priority, keptVehicle?: DecodedVehicle | null): PendingBuild {
    const pending: PendingBuild = {
      keptVehicle,
      outcome: Promise.resolve() as unknown as Promise<DecodeOutcome>,
      waiters: 0,
      cancel: new AbortController(),
      priority: { level: priority },
      kept: false,
      vehicleInHand: false,
      requiredInHand: false,
      cut: new AbortController(),
    };
    pending.outcome = withPriority(pending.priority, () => options.buildLock ? buildOnce(vin, options.buildLock, log, pending) : build(vin, log, pending));
    // The build stays listed until it has healed, so a caller meanwhile joins it rather than asking again.
    const done = pending.outcome.then(() => pending.healed, () => {});
    void done.finally(() => {
      if (inFlight.get(vin) === pending) inFlight.delete(vin);
      vpicQueue.forget(vin);
    });
    inFlight.set(vin, pending);
    return pending;
  }

  /**
   * What a caller at the report deadline is told: the report with what is in hand when the
   * required sections are; else, when the service can say when it will be ready, a retryable 500
   * with that Retry-After while the build goes on in the background; else the build is stopped.
   */
  async function atDeadline(vin: string, pending: PendingBuild, err: unknown): Promise<DecodeOutcome> {
    if (pending.requiredInHand) {
      pending.cut.abort();
      return pending.outcome;
    }
    const retryAfterSeconds = await comeBackIn(vin, 'background');
    if (retryAfterSeconds === undefined) pending.cancel.abort(err);
    else {
      pending.kept = true;
      pending.priority.level = 'background';
    }
    throw new UpstreamError('report', `The report was not ready within ${reportDeadlineMs} ms`, { timeout: true, cause: err, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) });
  }

  /** Seconds until a new report of `vin` at `priority` could have its vPIC decode and recalls, by the admission estimate. */
  async function comeBackIn(vin: string, priority: Priority): Promise<number | undefined> {
    if (!options.admission) return undefined;
    const vehicleKept = (await readKeptVehicle(vin)) != null;
    return Math.max(1, Math.ceil(options.admission.estimateMs(priority, vehicleKept, buildsAhead(priority)) / 1000));
  }

  /** The builds listed that go before one at `priority` and still wait for vPIC, or for their recalls. */
  function buildsAhead(priority: Priority): BuildsAhead {
    const ahead = { vehicle: 0, required: 0 };
    for (const pending of inFlight.values()) {
      if (PRIORITY_RANK[pending.priority.level] > PRIORITY_RANK[priority]) continue;
      if (!pending.vehicleInHand) ahead.vehicle++;
      if (!pending.requiredInHand) ahead.required++;
    }
    return ahead;
  }

  /** Serves through an outage or a crowd: an expired report beats a 500, and says how old it is. @throws `err` when there is none */
  async function staleOr(vin: string, log: Logger, err: UpstreamError): Promise<DecodeOutcome> {
    const stale = await store.getStale(vin);
    if (!stale) throw err;
    options.observe?.('stale');
    log.warn('served_stale', { vin, ageSeconds: Math.round((now() - stale.storedAt) / 1000), err });
    return fromStore(vin, 'STALE', stale, Math.max(0, Math.round((now() - stale.storedAt) / 1000)));
  }

  let closed = false;

  return {
    async decode(vinInput, log = logger, callerSignal) {
      const vin = normalizeVin(vinInput);
      const stored = await store.get(vin);
      if (stored) {
        vpicQueue.forget(vin);
        options.observe?.('hit');
        return fromStore(vin, 'HIT', stored);
      }
      const priority = currentPriority()?.level ?? 'interactive';
      // Asked before looking for a build under way: from there to listing a new one nothing may wait.
      const kept = options.admission ? await readKeptVehicle(vin) : undefined;
      const vehicleKept = kept != null;
      // Concurrent misses for one VIN share one build; the others are answered with its report.
      // A build whose callers all went away is stopping: a new caller starts afresh.
      let pending = inFlight.get(vin);
      if (pending && !pending.cancel.signal.aborted) {
        // Its first report is given and it is healing: that report is what the cache would say.
        if (pending.answered) {
          options.observe?.('hit');
          return fromStore(vin, 'HIT', { body: pending.answered });
        }
        options.observe?.('coalesced');
        pending.priority.level = higher(pending.priority.level, priority);
      } else {
        options.observe?.('miss');
        // Admission: a report whose vPIC decode and recalls cannot come within the deadline is
        // answered at once with when it will be ready, and built meanwhile in the background.
        const estimateMs = options.admission?.estimateMs(priority, vehicleKept, buildsAhead(priority)) ?? 0;
        if (estimateMs > reportDeadlineMs) {
          const deferred = startBuild(vin, log, 'background', kept);
          deferred.kept = true;
          options.observe?.('deferred');
          const retryAfterSeconds = Math.max(1, Math.ceil(options.admission!.estimateMs('background', vehicleKept, buildsAhead('background')) / 1000));
          log.warn('report_deferred', { vin, estimateMs, retryAfterSeconds });
          return staleOr(vin, log, new UpstreamError('report', `A new report would take about ${Math.round(estimateMs / 1000)} s, past the ${reportDeadlineMs} ms deadline`, { retryAfterSeconds }));
        }
        pending = startBuild(vin, log, priority, kept);
      }
      // The build stops only when every caller waiting for it has gone; one without a signal never goes.
      const signal = typeof callerSignal === 'function' ? callerSignal() : callerSignal;
      const joined = pending;
      joined.waiters++;
      const leave = () => {
        if (--joined.waiters === 0 && !joined.kept) joined.cancel.abort();
      };
      if (signal?.aborted) leave();
      else signal?.addEventListener('abort', leave, { once: true });
      const deadline = AbortSignal.timeout(reportDeadlineMs);
      try {
        try {
          return await untilAborted(joined.outcome, deadline);
        } catch (err) {
          if (!deadline.aborted || joined.cancel.signal.aborted) throw err;
          return await atDeadline(vin, joined, err);
        }
      } catch (err) {
        // A caller that went away reads no answer, a stale one included; its build's end is no fault.
        if (signal?.aborted) throw new CallerGoneError(err);
        // Serve through an outage: an expired report beats a 500, and says how old it is.
        if (!(err instanceof UpstreamError)) throw err;
        return await staleOr(vin, log, err);
      } finally {
        signal?.removeEventListener('abort', leave);
      }
    },
    async expect(vinInputs, signal) {
      const vins = [...new Set(vinInputs.flatMap((input) => validVin(input) ?? []))].filter((vin) => !inFlight.has(vin));
      const cached = await Promise.all(vins.map((vin) => store.get(vin).then((entry) => entry !== null, () => false)));
      const misses = vins.filter((_, i) => !cached[i]);
      // A started build forgets its VIN when it ends; the others would stay queued for good.
      const drop = () => { for (const vin of misses) if (!inFlight.has(vin)) vpicQueue.forget(vin); };
      if (signal?.aborted) return;
      vpicQueue.expect(misses);
      signal?.addEventListener('abort', drop, { once: true });
    },
    // Without a decoded vehicle there is nothing to judge applicability against.
    async checkRecalls(query, { fresh = false } = {}) {
      let narrowed = false;
      const ctx: SectionContext = { ...options.sectionContext, onNarrowed: () => (narrowed = true) };
      const models = await catalogueModelNames(query, 'recalls', ctx);
      const recalls = await ctx.clients.recalls.findForModels({ make: query.make, models, modelYear: query.modelYear }, undefined, { fresh });
      return { recalls, narrowed };
    },
    async close() {
      closed = true;
      // Builds still healing (or kept for callers told to come back) stop, and their writes land first.
      const builds = [...inFlight.values()];
      for (const pending of builds) pending.cancel.abort(new Error('the service is closing'));
      await Promise.allSettled(builds.map((pending) => pending.outcome.then(() => pending.healed)));
      await Promise.allSettled([...vehicleWrites]);
      await store.close();
    },
  };
}
