/**
 * The decode pipeline: VIN in, report out. The HTTP server, the MCP server and the CLI all call
 * this and nothing else, so a report is the same whichever door it leaves by. It imports no
 * transport.
 *
 *   normalise VIN → cache → (coalesced) vPIC → sections, concurrently → summary → validate → cache
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Summarizer } from './ai/provider.js';
import { assess } from './assessment/assess.js';
import { UpstreamError } from './errors.js';
import type { Logger } from './logger.js';
import { VinReportSchema, type VinReport } from './report/report.js';
import type { DecodedVehicle, Recall } from './report/schemas.js';
import type { SectionValues } from './report/sections.js';
import { SECTIONS } from './sections/index.js';
import { catalogueModelNames } from './sections/model-names.js';
import { loadSection, type SectionContext } from './sections/section.js';
import { createMakeYearGuesser, type MakeYear, type MakeYearGuesser } from './make-year-guess.js';
import type { BuildLock } from './store/build-lock.js';
import type { ReportStore } from './store/report-store.js';
import type { UpstreamClients } from './upstream/clients.js';
import type { RecallQuery } from './upstream/recalls.js';
import type { VpicClient } from './upstream/vpic.js';
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
  /** How long a whole report may take (default 30 s); past it the decode fails with a retryable 500. */
  reportDeadlineMs?: number;
  logger: Logger;
  /** Coalesces misses across instances (Redis); without it, concurrent misses coalesce per process only. */
  buildLock?: BuildLock;
  /** Demo mode: every report built carries `demo: true`. */
  demo?: boolean;
  /** Told about cache outcomes and coalesced builds (metrics). */
  observe?: (event: 'hit' | 'miss' | 'coalesced' | 'stale') => void;
  /** Reads make and year from a VIN before vPIC answers (default: the WMI table, kept fresh from decodes). */
  makeYear?: MakeYearGuesser;
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
   * Resolves once they are queued; never throws.
   */
  expect(vinInputs: readonly unknown[]): Promise<void>;
  /** The recall list for a vehicle, mapped exactly as in reports. @throws UpstreamError */
  checkRecalls(query: RecallQuery): Promise<Recall[]>;
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

/** A report with a section missing is kept this long at most, so the gap heals. */
export const PARTIAL_REPORT_CACHE_SECONDS = 3600;
export const DEFAULT_SECTION_DEADLINE_MS = 4000;
export const DEFAULT_REPORT_DEADLINE_MS = 30_000;

/** A build under way, and how many callers still wait for it. */
interface PendingBuild {
  outcome: Promise<DecodeOutcome>;
  waiters: number;
  cancel: AbortController;
}

/** `work`, or the signal's reason as soon as it aborts, whether or not `work` listens to it. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  let onAbort: () => void;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}

const asBody = (report: VinReport, cached: boolean) => Buffer.from(JSON.stringify({ ...report, cached }));

/** An outcome whose report is parsed from `body` on first use: the HTTP path sends the bytes and never pays for it. */
function fromStore(vin: string, cache: 'HIT' | 'STALE', body: Buffer, ageSeconds?: number): DecodeOutcome {
  let report: VinReport | undefined;
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

export function createReportService(options: ReportServiceOptions): ReportService {
  const { store, logger, now } = options;
  const inFlight = new Map<string, PendingBuild>();
  const vpicQueue = createVpicQueue(options.vpic);
  const sectionDeadlineMs = options.sectionDeadlineMs ?? DEFAULT_SECTION_DEADLINE_MS;
  const reportDeadlineMs = options.reportDeadlineMs ?? DEFAULT_REPORT_DEADLINE_MS;
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
   * Runs every section at once; a required one that fails fails the report and cancels the others.
   * Optional sections still out at their deadline are left `unavailable`.
   */
  async function loadSections(vehicle: DecodedVehicle, log: Logger, signal: AbortSignal, clients?: UpstreamClients) {
    const requiredFailed = new AbortController();
    const required = AbortSignal.any([signal, requiredFailed.signal]);
    const optional = AbortSignal.any([required, AbortSignal.timeout(sectionDeadlineMs)]);
    const values: Record<string, unknown> = {};
    const failed = new Set<string>();
    const notAsked = new Set<string>();
    await Promise.all(SECTIONS.map(async (section) => {
      const own = section.onFailure === 'fail' ? required : optional;
      try {
        const ctx = { ...options.sectionContext, ...(clients ? { clients } : {}), logger: log, signal: own };
        const { value, notLookedUp } = await untilAborted(loadSection<string, unknown>(section, vehicle, ctx), own);
        values[section.key] = value;
        if (notLookedUp) notAsked.add(section.key);
      } catch (err) {
        if (section.onFailure === 'fail') {
          requiredFailed.abort();
          throw err;
        }
        // Demo mode answers from recordings only: a section without one is not in the demo data,
        // which is neither a failure to warn about nor news of any upstream.
        if (options.demo) log.debug('section_not_in_demo', { section: section.key });
        else log.warn('section_unavailable', { section: section.key, err });
        values[section.key] = null;
        failed.add(section.key);
      }
    }));
    const inOrder = (names: Set<string>) => SECTIONS.map((s) => s.key as string).filter((key) => names.has(key));
    // A required section that could not be asked is also named in `unavailable`, as the contract's
    // readers expect: an empty recall list there never means "none".
    for (const section of SECTIONS) if (section.onFailure === 'fail' && notAsked.has(section.key)) failed.add(section.key);
    return { values, unavailable: inOrder(failed), notLookedUp: inOrder(notAsked) };
  }

  /** `assemble` within the report's deadline; past it, a retryable timeout. */
  async function build(vin: string, log: Logger, cancel: AbortSignal): Promise<DecodeOutcome> {
    const deadline = AbortSignal.timeout(reportDeadlineMs);
    const signal = AbortSignal.any([cancel, deadline]);
    try {
      return await untilAborted(assemble(vin, log, signal), signal);
    } catch (err) {
      // A paused host's own error says when to come back; keep it.
      if (!deadline.aborted || (err instanceof UpstreamError && err.retryAfterSeconds !== undefined)) throw err;
      throw new UpstreamError('report', `The report was not ready within ${reportDeadlineMs} ms`, { timeout: true, cause: err });
    }
  }

  async function assemble(vin: string, log: Logger, signal: AbortSignal): Promise<DecodeOutcome> {
    const started = now();
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
    const { values, unavailable, notLookedUp } = await loadSections(vehicle, log, signal, agreed ? early.clients : undefined);
    const facts = {
      vehicle,
      sections: values as SectionValues,
      unavailable,
      notLookedUp,
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
      recallLookupUrl: `https://www.nhtsa.gov/recalls?vin=${vin}`,
      assessment,
      ai: summary,
      generatedAt: new Date(now()).toISOString(),
      ...(options.demo ? { demo: true } : {}),
    });
    if (!checked.success) throw new InvalidReportError(checked.error);
    const report = checked.data;

    const ttl = await keep(report, maxCacheSeconds);
    log.info('report_built', { vin, ms: now() - started, recalls: report.recalls.length, unavailable: report.unavailable, ...(report.notInDemo ? { notInDemo: report.notInDemo } : {}), ai: summary.provider, ttl });
    // In background mode the LLM's summary arrives after the answer; later hits get it.
    void later?.then((result) => result && keep({ ...report, ai: result.summary }, result.maxCacheSeconds));
    return { vin, cache: 'MISS', report: { ...report, cached: false }, body: asBody(report, false) };
  }

  /** Caches `report` for as long as its parts allow; returns that lifetime. A store that fails only costs a rebuild. */
  async function keep(report: VinReport, maxCacheSeconds: number | undefined): Promise<number> {
    const ttl = Math.min(options.cacheTtlSeconds, maxCacheSeconds ?? Infinity, report.unavailable.length ? PARTIAL_REPORT_CACHE_SECONDS : Infinity);
    try {
      await store.set(report.vin, asBody(report, true), ttl);
    } catch (err) {
      logger.warn('cache_write_failed', { vin: report.vin, err });
    }
    return ttl;
  }

  /** `build`, but at most once across instances sharing `lock`: waiters take the holder's result from the store. */
  async function buildOnce(vin: string, lock: BuildLock, log: Logger, cancel: AbortSignal): Promise<DecodeOutcome> {
    const maxPolls = Math.ceil(lock.maxWaitMs / lock.pollMs);
    for (let polls = 0; ; polls++) {
      const token = await lock.acquire(vin);
      if (token !== null) {
        try {
          // The previous holder may have finished between our last look and taking the lock.
          const stored = await store.get(vin);
          return stored ? fromStore(vin, 'HIT', stored.body) : await build(vin, log, cancel);
        } finally {
          await lock.release(vin, token);
        }
      }
      if (polls >= maxPolls) {
        log.warn('build_lock_wait_exceeded', { vin, waitedMs: lock.maxWaitMs });
        return build(vin, log, cancel);
      }
      await sleep(lock.pollMs);
      const stored = await store.get(vin);
      if (stored) return fromStore(vin, 'HIT', stored.body);
    }
  }

  return {
    async decode(vinInput, log = logger, callerSignal) {
      const vin = normalizeVin(vinInput);
      const stored = await store.get(vin);
      if (stored) {
        vpicQueue.forget(vin);
        options.observe?.('hit');
        return fromStore(vin, 'HIT', stored.body);
      }
      // Concurrent misses for one VIN share one build; the others are answered with its report.
      // A build whose callers all went away is stopping: a new caller starts afresh.
      let pending = inFlight.get(vin);
      if (pending && !pending.cancel.signal.aborted) options.observe?.('coalesced');
      else {
        options.observe?.('miss');
        const cancel = new AbortController();
        const outcome = options.buildLock ? buildOnce(vin, options.buildLock, log, cancel.signal) : build(vin, log, cancel.signal);
        const started: PendingBuild = { outcome, waiters: 0, cancel };
        void outcome.finally(() => {
          if (inFlight.get(vin) === started) inFlight.delete(vin);
          vpicQueue.forget(vin);
        }).catch(() => {});
        pending = started;
        inFlight.set(vin, pending);
      }
      // The build stops only when every caller waiting for it has gone; one without a signal never goes.
      const signal = typeof callerSignal === 'function' ? callerSignal() : callerSignal;
      const joined = pending;
      joined.waiters++;
      const leave = () => {
        if (--joined.waiters === 0) joined.cancel.abort();
      };
      if (signal?.aborted) leave();
      else signal?.addEventListener('abort', leave, { once: true });
      try {
        return await joined.outcome;
      } catch (err) {
        // Serve through an outage: an expired report beats a 500, and says how old it is.
        if (!(err instanceof UpstreamError)) throw err;
        const stale = await store.getStale(vin);
        if (!stale) throw err;
        options.observe?.('stale');
        log.warn('served_stale', { vin, ageSeconds: Math.round((now() - stale.storedAt) / 1000), err });
        return fromStore(vin, 'STALE', stale.body, Math.max(0, Math.round((now() - stale.storedAt) / 1000)));
      } finally {
        signal?.removeEventListener('abort', leave);
      }
    },
    async expect(vinInputs) {
      const vins = [...new Set(vinInputs.flatMap((input) => validVin(input) ?? []))].filter((vin) => !inFlight.has(vin));
      const cached = await Promise.all(vins.map((vin) => store.get(vin).then((entry) => entry !== null, () => false)));
      vpicQueue.expect(vins.filter((_, i) => !cached[i]));
    },
    // Without a decoded vehicle there is nothing to judge applicability against.
    async checkRecalls(query) {
      const ctx = options.sectionContext;
      const models = await catalogueModelNames(query, 'recalls', ctx);
      return ctx.clients.recalls.findForModels({ make: query.make, models, modelYear: query.modelYear });
    },
    close: () => store.close(),
  };
}
