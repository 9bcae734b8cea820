/**
 * Whether the upstream hosts can be resolved and connected to: one DNS lookup and one TCP connect
 * (closed at once, nothing sent) per host, all bounded by a timeout, at most once per interval
 * however often /healthz is asked. The start-up log and /healthz use it to say plainly when this
 * machine has no way out to NHTSA or the EPA, instead of every report failing with a 500.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { connect as netConnect } from 'node:net';
import type { Logger } from '../logger.js';
import { SECTION_UPSTREAMS, type SectionUpstream } from '../report/sections.js';
import { networkHint } from './http/network-hint.js';

export type HostState = 'reachable' | 'cannot resolve' | 'cannot connect' | 'timed out';

export interface UpstreamTarget {
  /** What /healthz calls it ("vpic"): never the host, which may be an internal address. */
  name: string;
  url: string;
}

export interface HostCheck {
  name: string;
  /** For the log only. */
  host: string;
  state: HostState;
  /** The system's error code (ENOTFOUND, ECONNREFUSED, ...) when not reachable. */
  code?: string;
}

export interface ReachabilityOptions {
  targets: UpstreamTarget[];
  /** Bound on each host's lookup plus connect (default 3 s). */
  timeoutMs?: number;
  /** How long a result is reused: when all were reachable, and when one was not (default 5 min and 1 min). */
  reuseOkMs?: number;
  reuseFailedMs?: number;
  now?: () => number;
  /** Resolves a host name (default dns.lookup); rejects with the system's code. */
  lookup?: (host: string) => Promise<unknown>;
  /** Opens and closes one TCP connection (default net.connect); rejects with the system's code. */
  connect?: (host: string, port: number, signal: AbortSignal) => Promise<void>;
}

export interface Reachability {
  /** The latest result, checking first when there is none or it is too old. Never rejects. */
  check(): Promise<HostCheck[]>;
  /** The latest result without waiting: undefined before the first check has finished; starts a fresh one when due. */
  latest(): HostCheck[] | undefined;
}

export function createReachability(options: ReachabilityOptions): Reachability {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 3000;
  const lookup = options.lookup ?? ((host: string) => dnsLookup(host));
  const connect = options.connect ?? tcpConnect;
  let result: { checks: HostCheck[]; at: number } | undefined;
  let running: Promise<HostCheck[]> | undefined;

  const checkHost = async (target: UpstreamTarget): Promise<Omit<HostCheck, 'name'>> => {
    const url = new URL(target.url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    const signal = AbortSignal.timeout(timeoutMs);
    const timedOut = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })), { once: true }));
    let stage: 'resolve' | 'connect' = 'resolve';
    try {
      await Promise.race([lookup(host), timedOut]);
      stage = 'connect';
      await Promise.race([connect(host, port, signal), timedOut]);
      return { host, state: 'reachable' };
    } catch (err) {
      const code = typeof (err as { code?: unknown })?.code === 'string' ? (err as { code: string }).code : undefined;
      const state: HostState = signal.aborted ? 'timed out' : stage === 'resolve' ? 'cannot resolve' : 'cannot connect';
      return { host, state, ...(code ? { code } : {}) };
    }
  };

  const run = () => {
    // Targets on one origin (tests point all three at one fake) share one lookup and connect.
    const byOrigin = new Map<string, Promise<Omit<HostCheck, 'name'>>>();
    const checkOnce = (target: UpstreamTarget) => {
      const origin = new URL(target.url).origin;
      if (!byOrigin.has(origin)) byOrigin.set(origin, checkHost(target));
      return byOrigin.get(origin)!.then((check) => ({ name: target.name, ...check }));
    };
    running ??= Promise.all(options.targets.map(checkOnce)).then((checks) => {
      result = { checks, at: now() };
      return checks;
    }).finally(() => {
      running = undefined;
    });
    return running;
  };
  const due = () => {
    if (!result) return true;
    const reuse = result.checks.every((c) => c.state === 'reachable') ? options.reuseOkMs ?? 300_000 : options.reuseFailedMs ?? 60_000;
    return now() - result.at >= reuse;
  };

  return {
    check: () => (due() ? run() : Promise.resolve(result!.checks)),
    latest() {
      if (due()) void run();
      return result?.checks;
    },
  };
}

/** One TCP connection to host:port, closed as soon as it is open. */
function tcpConnect(host: string, port: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = netConnect({ host, port });
    const done = (err?: Error) => {
      socket.destroy();
      signal.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve();
    };
    const onAbort = () => done(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }));
    signal.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', () => done());
    socket.once('error', done);
  });
}

/** The upstreams behind the configured base URLs (upstreamBaseUrls in src/config.ts), named as /healthz shows them: vPIC, then each section's upstream. */
export function upstreamTargets(vpicBaseUrl: string, baseUrls: Record<SectionUpstream, string>): UpstreamTarget[] {
  return [{ name: 'vpic', url: vpicBaseUrl }, ...SECTION_UPSTREAMS.map((upstream) => ({ name: upstream, url: baseUrls[upstream] }))];
}

/**
 * `app` whose health() also names each upstream's state ("vpic": "cannot resolve"), and is
 * "degraded" (still 200) while one cannot be reached; hosts and addresses stay in the log.
 */
export function withUpstreamHealth<T extends { health(): Promise<Record<string, unknown>> }>(app: T, reachability: Reachability | null): T & { checkUpstreams(): Promise<HostCheck[]> } {
  return {
    ...app,
    checkUpstreams: async () => (await reachability?.check()) ?? [],
    async health() {
      const health = await app.health();
      const upstreams = reachability ? reachability.latest() ?? await reachability.check() : undefined;
      if (!upstreams) return health;
      const unreachable = upstreams.some((check) => check.state !== 'reachable');
      return { ...(unreachable ? { status: 'degraded' } : {}), ...health, upstreams: Object.fromEntries(upstreams.map((c) => [c.name, c.state])) };
    },
  };
}

/** The start-up log's word on the upstreams: a warning with a hint per host that cannot be reached. */
export function logUpstreamChecks(checks: HostCheck[], logger: Logger): void {
  const failing = checks.filter((check) => check.state !== 'reachable');
  for (const { name, host, state, code } of failing) {
    const hint = networkHint({ code: code === undefined && state === 'timed out' ? 'ETIMEDOUT' : code, hostname: host });
    logger.warn('upstream_unreachable', { upstream: name, host, state, ...(code ? { code } : {}), ...(hint ? { hint } : {}) });
  }
  if (checks.length > 0 && failing.length === 0) logger.info('upstreams_reachable', { hosts: [...new Set(checks.map((check) => check.host))] });
}
