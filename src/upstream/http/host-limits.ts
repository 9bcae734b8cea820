/**
 * Politeness per upstream host, for fetchJson: at most `maxInFlight` requests in flight and at most
 * `perSecond` started in any second, a bounded queue in front, and a memory of pushback. A 429
 * pauses the host for its Retry-After; a 403 block or a run of timeouts and 5xx opens a breaker whose
 * cooling-off period doubles on every repeat. When a pause ends, one request probes the host; the
 * others fail at once until it answers. While a host is paused, asking it fails at once with an
 * UpstreamError carrying retryAfterSeconds. With `shared` (Redis), the cap, the pace and the pushback
 * hold for every instance and fleet CLI together; while it fails, each process keeps its own.
 * A host's turns (a free slot and a start in the pace) go to the waiting request of the highest
 * priority (priority.ts), urgent before optional within it, then in arrival order.
 */
import { randomBytes } from 'node:crypto';
import { UpstreamError } from '../../errors.js';
import { currentPriority, PRIORITIES, PRIORITY_RANK, type Priority, type PriorityHolder } from './priority.js';

export interface HostLimitsOptions {
  /** Requests in flight per host at most. */
  maxInFlight: number;
  /** Requests started per host in any one second at most. */
  perSecond: number;
  /** Requests waiting per host at most; past it, asking fails at once. */
  maxQueue: number;
  /** Longest a request waits for its turn when its caller set no earlier deadline. */
  maxWaitMs: number;
  /** The same for background work (healing, the fleet CLI), which lets everyone else go first (default 10 × maxWaitMs). */
  backgroundMaxWaitMs?: number;
  /** Longest pause honoured from a Retry-After, and the longest cooling-off period. */
  maxPauseMs: number;
  /** The first cooling-off period of a breaker (and the pause after a 429 without Retry-After). */
  breakerMs: number;
  now?: () => number;
  /** Waits for the pace (tests hand in one that moves their clock). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Turns shared by every instance (Redis); without it, or while it fails, each process keeps its own limits. */
  shared?: SharedTurns;
  /**
   * How long a shared turn counts as in flight unless given back first: longer than any request
   * lasts (its timeout), so only a crashed process's turns lapse.
   */
  leaseMs?: number;
  /** Told how long each request waited for its turn (metrics). */
  onWaited?: (host: string, ms: number) => void;
}

/**
 * The turns on each host that every process on one Redis shares (redis-host-turns.ts): in flight,
 * started per second, and the host's pushback. Each method is one atomic round trip.
 */
export interface SharedTurns {
  /** Takes a turn that starts now, or says why not. @throws when the shared store cannot be asked */
  take(host: string, request: { lease: string; cap: number; perSecond: number; windowMs: number; leaseMs: number }): Promise<SharedTake>;
  /** Gives a turn back with what the host answered; resolves to the host's pause now, if any. @throws as take */
  give(host: string, lease: string, outcome: SharedOutcome): Promise<{ ms: number; reason: HostPause['reason'] } | null>;
}

export type SharedTake =
  /** Start now; `pushbacks` is the host's pushback count at the grant, `probe` whether it goes first after a pause. */
  | { kind: 'granted'; pushbacks: number; probe: boolean }
  /** Every slot of the host is taken: ask again shortly. */
  | { kind: 'busy' }
  /** The pace allows the next start in `ms`. */
  | { kind: 'wait'; ms: number }
  /** The host pushed back: left alone for `ms` (or its probe is out). */
  | { kind: 'paused'; ms: number; reason: HostPause['reason'] };

export type SharedOutcome =
  /** Answered well: ends the pause if the request started since the latest pushback. */
  | { kind: 'ok'; pushbacks: number }
  /** Nothing to say about the host (cancelled, or a failure that opened no breaker). */
  | { kind: 'none' }
  | { kind: 'throttled'; ms: number }
  /** A breaker opened: the cooling-off period doubles with the host's strikes, counted by every process. */
  | { kind: 'blocked' | 'failing'; breakerMs: number; maxPauseMs: number };

/** What a request's answer says about its host, for the backoff memory. */
export type HostOutcome =
  /** Answered (any status that is an answer, or a body we refused): the host is well. */
  | 'ok'
  /** Timed out, could not be reached, or answered 5xx. */
  | 'failed'
  /** Answered 403: the host's edge blocks us. */
  | 'blocked'
  /** The caller gave up first: says nothing about the host. */
  | 'cancelled'
  /** Answered 429, asking for this long (undefined: it did not say). */
  | { throttledMs: number | undefined };

export interface HostSlot {
  /** Gives the slot back and records what the host answered. Call exactly once. */
  release(outcome: HostOutcome): void;
}

export interface HostPause {
  host: string;
  /** Which of our clients it pushed back on ("recalls", "vPIC"...). */
  upstream: string;
  reason: 'rate-limited' | 'blocked' | 'failing';
  /** When it may be asked again (ISO 8601, UTC); one probe goes first. */
  until: string;
  retryAfterSeconds: number;
}

/** How a request takes its turn: ahead of optional look-ups, and whether it may be the first after a pause. */
interface Variant {
  urgent: boolean;
  mayProbe: boolean;
}

export interface HostStats {
  host: string;
  inFlight: number;
  queued: number;
  /** How long an optional request asked now would wait for its turn, at each priority (an estimate). */
  estimatedWaitMs: Record<Priority, number>;
}

export interface HostLimits {
  /**
   * Waits for a turn on `url`'s host. Waiting ends with `signal` (the caller's deadline) or after
   * maxWaitMs; the per-attempt timeout starts only once the turn is given.
   * @throws UpstreamError with retryAfterSeconds while the host is paused, its breaker is open or
   *   its probe is under way; UpstreamError when the queue is full or the wait ran out; the
   *   signal's reason when it aborts
   */
  acquire(url: string, upstream: string, signal?: AbortSignal): Promise<HostSlot>;
  /**
   * The same limits for look-ups a report cannot do without (vPIC, recalls): they go before the
   * others in a host's queue and may use the last third of its slots, which the others may not.
   */
  urgent(): HostLimits;
  /**
   * The same limits for look-ups a report can do without (the products catalogue): such a request
   * is never the first after a pause, so a host's health is judged on a call reports need, and an
   * optional endpoint that keeps failing cannot keep its host paused for the ones that answer.
   */
  neverFirst(): HostLimits;
  /** Hosts paused now (rate-limited, blocked or failing), for /healthz, /metrics and the fleet CLI. */
  pauses(): HostPause[];
  /** Whole seconds until `url`'s host may be asked again, or undefined when it is not paused. */
  retryAfterSeconds(url: string): number | undefined;
  /** Why the host of `url` is paused, while it is. */
  pauseReason(url: string): HostPause['reason'] | undefined;
  /** Requests in flight and waiting, per host seen. */
  stats(): HostStats[];
  /**
   * How long a request to `url`'s host asked now at `priority` would wait for its turn: the
   * requests that would go before it, at the host's pace and what its answers take. 0 for a host
   * never asked. `atLeastAhead` counts requests the caller knows are coming (work admitted that has
   * not reached the host yet), those in flight aside.
   */
  estimatedWaitMs(url: string, priority: Priority, urgent: boolean, atLeastAhead?: number): number;
  /** What a request to `url`'s host has taken lately, turn given to answer (0 for a host never asked). */
  answerMs(url: string): number;
}

/** Consecutive failures (timeouts, 5xx, unreachable) that open a host's breaker. */
export const FAILURES_TO_OPEN = 5;
/** The pace's window: a second and a fifth, so up to 200 ms of jitter on the way (timers firing late under load, new connections) never shows a host one request too many in a second. */
export const PACE_WINDOW_MS = 1200;
/** How often a request waiting for a shared slot asks again (with jitter), when every slot is taken. */
export const SHARED_POLL_MS = 25;

interface Waiter {
  urgent: boolean;
  /** Read at every turn: a build may be lowered or raised while its requests wait. */
  priority: PriorityHolder | undefined;
  seq: number;
  resolve: () => void;
  reject: (err: unknown) => void;
}

const levelOf = (waiter: Waiter): Priority => waiter.priority?.level ?? 'interactive';
const rank = (level: Priority, urgent: boolean) => PRIORITY_RANK[level] * 2 + (urgent ? 0 : 1);
const rankOf = (waiter: Waiter) => rank(levelOf(waiter), waiter.urgent);

interface HostState {
  host: string;
  upstream: string;
  inFlight: number;
  queue: Waiter[];
  /** Start times of the last `perSecond` requests (this instance's pace). */
  starts: number[];
  pausedUntil: number;
  reason: HostPause['reason'];
  /** Breakers opened since the host last answered well: each doubles the cooling-off period. */
  strikes: number;
  failures: number;
  /** Set while the one request after a pause is out. */
  probing: boolean;
  /** When a call reports need last answered well: while that is recent, the host is serving them. */
  neededOkAt: number;
  /** Set while a timer waits for the pace to let the next request start. */
  paceArmed: boolean;
  /** How long a request holds its slot, on average (ms; 0 until one has answered). */
  holdMs: number;
  /** Counts the host's pushbacks: an answer to a request started before the latest says nothing about it. */
  pushbacks: number;
  /** Requests waiting to ask the shared store for a turn: one asks at a time per host. */
  askers: Array<() => void>;
  asking: boolean;
}

/** A turn granted by the shared store. */
interface SharedGrant {
  lease: string;
  pushbacks: number;
}

export function createHostLimits(options: HostLimitsOptions): HostLimits {
  const now = options.now ?? Date.now;
  const wait = options.sleep ?? sleep;
  const hosts = new Map<string, HostState>();
  const leaseMs = options.leaseMs ?? 60_000;
  // Names this process's shared turns, so each is given back by the one that took it.
  const processId = randomBytes(6).toString('hex');
  let leaseCount = 0;

  const stateOf = (host: string, upstream: string): HostState => {
    let state = hosts.get(host);
    if (!state) {
      state = { host, upstream, inFlight: 0, queue: [], starts: [], pausedUntil: 0, reason: 'failing', strikes: 0, failures: 0, probing: false, neededOkAt: -Infinity, paceArmed: false, holdMs: 0, pushbacks: 0, askers: [], asking: false };
      hosts.set(host, state);
    }
    // A paused host is named after the client it pushed back on (set when its answer came), not a later asker.
    if (state.pausedUntil <= now()) state.upstream = upstream;
    return state;
  };

  const pausedError = (state: HostState, upstream: string, untilMs: number) => new UpstreamError(
    upstream,
    `${upstream} is ${state.reason === 'rate-limited' ? 'rate-limiting us' : state.reason === 'blocked' ? 'refusing us' : 'failing'}; it is left alone until ${new Date(untilMs).toISOString()}`,
    { retryAfterSeconds: Math.max(1, Math.ceil((untilMs - now()) / 1000)), pauseReason: state.reason },
  );

  /**
   * Throws while the host must be left alone; with `claim`, makes this request the probe when a
   * pause has ended. A call reports need (`urgent`) goes beside another's probe rather than being
   * refused: a report failing on that refusal would cancel the probe, and no answer would ever decide.
   */
  function checkPause(state: HostState, upstream: string, claim: boolean, mayProbe = true, urgent = false): boolean {
    if (state.pausedUntil === 0) return false;
    if (now() < state.pausedUntil) throw pausedError(state, upstream, state.pausedUntil);
    // The probe's answer decides; until then, callers are told to come back in a second.
    if (claim && !mayProbe) throw pausedError(state, upstream, now() + 1000);
    if (state.probing && !urgent) throw pausedError(state, upstream, now() + 1000);
    if (claim) state.probing = true;
    return claim;
  }

  // The last third of a host's slots is kept for urgent requests, so optional look-ups hanging on a
  // host cannot hold up the recall look-up a report needs; background work leaves one more free
  // (a sixth), so a person's look-up finds a slot even while a fleet or a heal fills the host.
  const reserved = Math.floor(options.maxInFlight / 3);
  const capFor = (level: Priority, urgent: boolean) =>
    Math.max(1, options.maxInFlight - (urgent ? 0 : reserved) - (level === 'background' ? Math.ceil(options.maxInFlight / 6) : 0));
  const fits = (state: HostState, waiter: Waiter) => state.inFlight < capFor(levelOf(waiter), waiter.urgent);
  const backgroundMaxWaitMs = options.backgroundMaxWaitMs ?? options.maxWaitMs * 10;
  let arrivals = 0;

  /** Milliseconds until this instance's pace lets the next request start on `state`'s host (0: now). */
  function paceDelay(state: HostState): number {
    const oldest = state.starts.length >= options.perSecond ? state.starts[state.starts.length - options.perSecond]! : -Infinity;
    return Math.max(0, oldest + PACE_WINDOW_MS - now());
  }

  /** Notes a start in this instance's pace. */
  function noteStart(state: HostState): void {
    state.starts.push(now());
    if (state.starts.length > options.perSecond) state.starts.shift();
  }

  /**
   * Gives turns to waiters while the host has a free slot and (without a shared pace) its pace
   * allows a start: each to the best-placed waiter that fits, by priority, urgency, then arrival.
   * The local pace is kept here rather than after the turn, so the next start always goes to the
   * most urgent request waiting, not to whichever took a slot first.
   */
  function nextTurns(state: HostState): void {
    for (;;) {
      let best: Waiter | undefined;
      for (const waiter of state.queue) {
        if (!fits(state, waiter)) continue;
        if (!best || rankOf(waiter) < rankOf(best) || (rankOf(waiter) === rankOf(best) && waiter.seq < best.seq)) best = waiter;
      }
      if (!best) return;
      // A paused host's waiters are refused as soon as they get their turn: no start is spent on them.
      const refused = state.pausedUntil > now() || state.probing;
      if (!options.shared && !refused) {
        const delay = paceDelay(state);
        if (delay > 0) {
          if (!state.paceArmed) {
            state.paceArmed = true;
            void (options.sleep ? options.sleep(delay) : unrefSleep(delay)).then(() => {
              state.paceArmed = false;
              nextTurns(state);
            });
          }
          return;
        }
        noteStart(state);
      }
      state.queue.splice(state.queue.indexOf(best), 1);
      state.inFlight++;
      best.resolve();
    }
  }

  /** Waits for a turn on the host: a slot, and a start in the local pace. */
  async function waitForSlot(state: HostState, upstream: string, urgent: boolean, signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) throw signal.reason;
    const asked = now();
    // The slot is handed over by nextTurns, so inFlight already counts this request when it resolves.
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        urgent,
        priority: currentPriority(),
        seq: arrivals++,
        resolve: () => { cleanup(); resolve(); },
        reject: (err) => { cleanup(); reject(err); },
      };
      // Background work waits longer for its turn (it lets everyone else go first), checked when the
      // ordinary wait runs out, since its priority may have been lowered meanwhile.
      const timedOut = () => {
        const rest = asked + backgroundMaxWaitMs - now();
        if (levelOf(waiter) === 'background' && rest > 0) timer = setTimeout(timedOut, rest);
        else give(new UpstreamError(upstream, `${upstream} was busy for longer than the wait allowed`, { timeout: true }));
      };
      let timer = setTimeout(timedOut, options.maxWaitMs);
      const onAbort = () => give(signal!.reason);
      const give = (err: unknown) => {
        const index = state.queue.indexOf(waiter);
        if (index >= 0) state.queue.splice(index, 1);
        waiter.reject(err);
      };
      const cleanup = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      state.queue.push(waiter);
      nextTurns(state);
      if (state.queue.length > options.maxQueue && state.queue.includes(waiter)) {
        give(new UpstreamError(upstream, `${upstream} has ${options.maxQueue} requests waiting already`, { retryAfterSeconds: 1, pauseReason: 'busy' }));
      }
    });
  }

  /** This instance's pace while the shared one cannot be asked: waits for a start, then notes it. */
  async function localPace(state: HostState, signal: AbortSignal | undefined): Promise<number> {
    let waited = 0;
    for (let ms = paceDelay(state); ms > 0; ms = paceDelay(state)) {
      await wait(ms, signal);
      waited += ms;
    }
    noteStart(state);
    return waited;
  }

  /** One request per host at a time asks the shared store for a turn; the others wait to ask, in order. */
  async function askInTurn<T>(state: HostState, signal: AbortSignal | undefined, ask: () => Promise<T>): Promise<T> {
    if (state.asking) {
      await new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const go = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        const onAbort = () => {
          const index = state.askers.indexOf(go);
          if (index >= 0) state.askers.splice(index, 1);
          reject(signal!.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        state.askers.push(go);
      });
    }
    state.asking = true;
    try {
      return await ask();
    } finally {
      // The next asker inherits `asking`.
      const next = state.askers.shift();
      if (next) next();
      else state.asking = false;
    }
  }

  /**
   * A turn from the shared store that starts now, waiting while every slot of the host is taken or
   * the pace says later; undefined while the store cannot be asked (this process paces itself meanwhile).
   * @throws UpstreamError while the host is paused for every process, or when the wait ran out
   */
  async function sharedTurn(state: HostState, upstream: string, urgent: boolean, signal: AbortSignal | undefined, deadline: number): Promise<SharedGrant & { probe: boolean } | undefined> {
    const shared = options.shared!;
    const lease = `${processId}:${++leaseCount}`;
    const cap = options.maxInFlight - (urgent ? 0 : reserved);
    return askInTurn(state, signal, async () => {
      for (;;) {
        let turn: SharedTake;
        try {
          turn = await shared.take(state.host, { lease, cap, perSecond: options.perSecond, windowMs: PACE_WINDOW_MS, leaseMs });
        } catch (err) {
          if (signal?.aborted) throw signal.reason;
          return undefined;
        }
        if (turn.kind === 'granted') return { lease, pushbacks: turn.pushbacks, probe: turn.probe };
        if (turn.kind === 'paused') {
          // Another process learnt it: this one remembers, and refuses at once until it ends.
          pause(state, turn.reason, turn.ms);
          throw pausedError(state, upstream, now() + turn.ms);
        }
        const ms = turn.kind === 'wait' ? turn.ms : SHARED_POLL_MS * (0.8 + Math.random() * 0.8);
        if (now() + ms > deadline) throw new UpstreamError(upstream, `${upstream} was busy for longer than the wait allowed`, { timeout: true });
        await wait(ms, signal);
      }
    });
  }

  function release(state: HostState, outcome: HostOutcome, probe: boolean, pushbacksAtStart: number, grant?: SharedGrant, optional = false): void {
    state.inFlight--;
    if (probe) state.probing = false;
    const told = noteOutcome(state, outcome, probe, pushbacksAtStart, optional);
    // After the outcome, so a host that just pushed back refuses its waiters at once.
    nextTurns(state);
    if (!grant) return;
    // The shared store learns it too and says what every process knows of the host (another may have seen a 429).
    options.shared!.give(state.host, grant.lease, told === 'ok' ? { kind: 'ok', pushbacks: grant.pushbacks } : told)
      .then((paused) => { if (paused) pause(state, paused.reason, paused.ms); }, () => {
        // Unreachable: the turn lapses with its lease, and this process keeps its own memory.
      });
  }

  /** Keeps what the host answered in this process's memory; says what the shared store is to be told. */
  function noteOutcome(state: HostState, outcome: HostOutcome, probe: boolean, pushbacksAtStart: number, optional: boolean): SharedOutcome | 'ok' {
    if (outcome === 'cancelled') return { kind: 'none' };
    // A look-up reports can do without that fails while the host answers the calls they need says
    // that endpoint is unwell, not the host: it must not pause recalls for everyone.
    if (outcome === 'failed' && optional && now() - state.neededOkAt < options.breakerMs) return { kind: 'none' };
    if (outcome === 'ok') {
      if (!optional) state.neededOkAt = now();
      // Requests the host accepted before it pushed back still come back 200: only an answer to a
      // request started since (the probe) ends the pause.
      if (pushbacksAtStart === state.pushbacks) {
        state.failures = 0;
        state.strikes = 0;
        state.pausedUntil = 0;
      }
      return 'ok';
    }
    if (typeof outcome === 'object') {
      const ms = Math.min(Math.max(outcome.throttledMs ?? options.breakerMs, 1000), options.maxPauseMs);
      pause(state, 'rate-limited', ms);
      return { kind: 'throttled', ms };
    }
    state.failures++;
    if (outcome === 'blocked' || probe || state.failures >= FAILURES_TO_OPEN) {
      state.strikes++;
      state.failures = 0;
      const reason = outcome === 'blocked' ? 'blocked' : 'failing';
      pause(state, reason, Math.min(options.breakerMs * 2 ** (state.strikes - 1), options.maxPauseMs));
      return { kind: reason, breakerMs: options.breakerMs, maxPauseMs: options.maxPauseMs };
    }
    return { kind: 'none' };
  }

  function pause(state: HostState, reason: HostPause['reason'], ms: number): void {
    const until = now() + ms;
    if (until <= state.pausedUntil) return;
    state.pushbacks++;
    state.pausedUntil = until;
    state.reason = reason;
  }

  async function acquire(url: string, upstream: string, signal: AbortSignal | undefined, { urgent, mayProbe }: Variant): Promise<HostSlot> {
    const state = stateOf(new URL(url).host, upstream);
    checkPause(state, upstream, false, true, urgent);
    const asked = now();
    await waitForSlot(state, upstream, urgent, signal);
    let probe = false;
    let grant: SharedGrant | undefined;
    let pushbacksAtStart = state.pushbacks;
    try {
      // The host may have pushed back while this request waited.
      probe = checkPause(state, upstream, true, mayProbe, urgent);
      if (options.shared) {
        const turn = await sharedTurn(state, upstream, urgent, signal, asked + options.maxWaitMs);
        if (turn) {
          grant = { lease: turn.lease, pushbacks: turn.pushbacks };
          // The first request after a pause seen by every process goes alone; its failure reopens the breaker.
          if (turn.probe && !mayProbe) throw pausedError(state, upstream, now() + 1000);
          if (turn.probe) probe = state.probing = true;
        } else {
          await localPace(state, signal);
        }
      }
      if (signal?.aborted) throw signal.reason;
      // Or while it asked the shared store (even a turn granted at once is a round trip).
      if (!probe) probe = checkPause(state, upstream, true, mayProbe, urgent);
      pushbacksAtStart = state.pushbacks;
    } catch (err) {
      release(state, 'cancelled', probe, pushbacksAtStart, grant);
      throw err;
    }
    options.onWaited?.(state.host, now() - asked);
    const started = now();
    let released = false;
    return {
      release(outcome) {
        if (released) return;
        released = true;
        // What a turn takes, for the estimated waits; a cancelled one says little about the host.
        if (outcome !== 'cancelled') state.holdMs = state.holdMs === 0 ? now() - started : 0.8 * state.holdMs + 0.2 * (now() - started);
        if (outcome !== 'ok' && outcome !== 'cancelled') state.upstream = upstream;
        release(state, outcome, probe, pushbacksAtStart, grant, !mayProbe);
      },
    };
  }

  /**
   * The requests that would go before one asked now at `level`, divided by the rate turns come at:
   * the pace, or the slots over what a turn takes when that is slower.
   */
  function waitEstimate(state: HostState, level: Priority, urgent: boolean, atLeastAhead = 0): number {
    const mine = rank(level, urgent);
    const ahead = Math.max(state.queue.filter((w) => rankOf(w) <= mine).length, atLeastAhead - state.inFlight);
    if (ahead === 0) return 0;
    const perMs = Math.min(options.perSecond / PACE_WINDOW_MS, state.holdMs > 0 ? capFor(level, urgent) / state.holdMs : Infinity);
    return Math.round(ahead / perMs);
  }

  const variant = (flags: Variant): HostLimits => ({
    ...limits,
    acquire: (url, upstream, signal) => acquire(url, upstream, signal, flags),
    urgent: () => variant({ ...flags, urgent: true }),
    neverFirst: () => variant({ ...flags, mayProbe: false }),
  });
  const limits: HostLimits = {
    acquire: (url, upstream, signal) => acquire(url, upstream, signal, { urgent: false, mayProbe: true }),
    urgent: () => variant({ urgent: true, mayProbe: true }),
    neverFirst: () => variant({ urgent: false, mayProbe: false }),
    pauses() {
      const current = now();
      return [...hosts.values()]
        .filter((s) => s.pausedUntil > current)
        .map((s) => ({
          host: s.host,
          upstream: s.upstream,
          reason: s.reason,
          until: new Date(s.pausedUntil).toISOString(),
          retryAfterSeconds: Math.ceil((s.pausedUntil - current) / 1000),
        }));
    },
    retryAfterSeconds(url) {
      const state = hosts.get(new URL(url).host);
      if (!state || state.pausedUntil <= now()) return undefined;
      return Math.max(1, Math.ceil((state.pausedUntil - now()) / 1000));
    },
    pauseReason(url) {
      const state = hosts.get(new URL(url).host);
      return state && state.pausedUntil > now() ? state.reason : undefined;
    },
    stats() {
      return [...hosts.values()].map((s) => ({
        host: s.host,
        inFlight: s.inFlight,
        queued: s.queue.length,
        estimatedWaitMs: Object.fromEntries(PRIORITIES.map((level) => [level, waitEstimate(s, level, false)])) as Record<Priority, number>,
      }));
    },
    estimatedWaitMs(url, priority, urgent, atLeastAhead = 0) {
      const state = hosts.get(new URL(url).host);
      return state ? waitEstimate(state, priority, urgent, atLeastAhead) : 0;
    },
    answerMs: (url) => Math.round(hosts.get(new URL(url).host)?.holdMs ?? 0),
  };
  return limits;
}

/** Resolves after `ms` on a timer that does not keep the process alive. */
function unrefSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
