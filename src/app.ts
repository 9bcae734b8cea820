/**
 * The composition root: builds the pipeline and its stores from a Config. Every door (the HTTP
 * service, MCP stdio, the CLI) starts here through src/entry/bootstrap.ts, so they share one cache
 * directory and one configuration.
 */
import path from 'node:path';
import type { Summarizer } from './ai/provider.js';
import { summarizerForConfig } from './ai/select.js';
import { upstreamBaseUrls, type Config } from './config.js';
import { createMemoryRateLimiter, type RateLimiter } from './limits/rate-limiter.js';
import { logWriteFailures } from './log-writer.js';
import { countingFaults, type Logger } from './logger.js';
import { createDiscardingStore, createRecordedUpstream, onlyDemoVins } from './demo/demo-mode.js';
import { recordInternalFault } from './internal-fault.js';
import { createMetrics, instrumentFetch, type Metrics } from './metrics.js';
import type { RedisState } from './redis/connection.js';
import { createReportService, type BuildsAhead, type ReportService, type VehicleStore } from './report-service.js';
import { DecodedVehicleSchema } from './report/schemas.js';
import { SECTION_LIST } from './report/sections.js';
import type { KeyValueStore } from './store/key-value-store.js';
import type { Priority } from './upstream/http/priority.js';
import { createModelCache } from './sections/model-cache.js';
import { createNcapPictures, type NcapPictures } from './sections/ncap-pictures.js';
import { withCheckedReports } from './store/checked-reports.js';
import { createFileStore, type FileStore } from './store/file-store.js';
import { createFileKeyValueStore, createMemoryKeyValueStore } from './store/key-value-store.js';
import { withMemoryLayer, type ReportStore } from './store/report-store.js';
import { createUpstreamClients } from './upstream/clients.js';
import type { FetchLike } from './upstream/http/fetch-json.js';
import { createHostLimits, type HostLimits, type HostPause } from './upstream/http/host-limits.js';
import { createReachability, upstreamTargets, withUpstreamHealth, type HostCheck } from './upstream/reachability.js';
import { createVpicClient } from './upstream/vpic.js';

export interface AppDependencies {
  config: Config;
  logger: Logger;
  /** Replaces the global fetch for every upstream call (tests); unset in production. */
  fetch?: FetchLike;
  now?: () => number;
  /** Overrides the summary writer (tests); by default it follows config.aiProvider. */
  summarize?: Summarizer;
  /** How long a look at the cache directory may take before /healthz calls it not answering (default 1 s). */
  cacheProbeTimeoutMs?: number;
  /** Whether a report that cannot be ready within the deadline is answered at once with when to come back (default true). */
  admission?: boolean;
}

export interface App {
  service: ReportService;
  limiter: RateLimiter;
  store: ReportStore;
  metrics: Metrics;
  /** The log every part writes to (the CLI's fleet run logs its rows' faults here). */
  logger: Logger;
  /** Upstream hosts paused now (rate-limited, blocked or failing), and until when. */
  upstreamPauses(): HostPause[];
  /** NHTSA's vehicle pictures the reports name, for serving at /img/ncap/<name>. */
  pictures: NcapPictures;
  health(): Promise<Record<string, unknown>>;
  /** Whether each upstream host resolves and takes a connection (empty in demo mode, which needs none). */
  checkUpstreams(): Promise<HostCheck[]>;
  close(): Promise<void>;
}

export async function createApp(deps: AppDependencies): Promise<App> {
  const { config } = deps;
  // Every warning and error is counted too, once the metrics exist (a fault before that is only logged).
  let countFault: ((level: 'warn' | 'error', event: string) => void) | undefined;
  const logger = countingFaults(deps.logger, (level, event) => countFault?.(level, event));
  const now = deps.now ?? Date.now;
  // Demo mode touches neither Redis nor the file cache, and asks recorded answers instead of the network.
  // A Redis error reply the daily budget or the upstream pace answers through is a fault: logged
  // and counted (metrics is ready by the first request).
  const limitsFault = (component: 'rate_limiter' | 'host_turns') => (err: unknown) => recordInternalFault(logger, metrics, 'limits', err, { component });
  const shared = config.redisUrl && !config.demo ? await createShared(config, logger, now, limitsFault) : null;
  const fileStore: FileStore | undefined = shared || config.demo ? undefined : await createFileStore({
    dir: config.cacheDir, now, logger, maxBytes: config.cacheMaxBytes, staleSeconds: config.staleIfErrorSeconds, probeTimeoutMs: deps.cacheProbeTimeoutMs,
  });
  const slowStore = withCheckedReports(shared?.store ?? fileStore ?? createDiscardingStore(), { ttlSeconds: config.cacheTtlSeconds, staleSeconds: config.staleIfErrorSeconds, now, logger });
  const store = withMemoryLayer(slowStore, { maxBytes: config.memoryCacheMaxBytes, now });
  // Per-model answers (recalls, complaints, ratings, EPA) beside the reports, so a restart keeps them.
  const modelFiles = shared || config.demo ? null : await createFileStore({
    dir: path.join(config.cacheDir, MODEL_CACHE_SUBDIR), now, logger, maxBytes: Math.floor(config.cacheMaxBytes / 4), staleSeconds: 0,
  });
  const limiter = shared?.limiter ?? createMemoryRateLimiter({ limit: config.rateLimitPerDay, now });
  const limits = createHostLimits({
    maxInFlight: config.upstreamMaxInFlight,
    perSecond: config.upstreamRequestsPerSecond,
    maxQueue: config.upstreamQueueMax,
    maxWaitMs: config.reportDeadlineMs,
    maxPauseMs: config.upstreamMaxPauseSeconds * 1000,
    breakerMs: config.upstreamBreakerSeconds * 1000,
    now,
    // With Redis, every instance and fleet CLI on it shares each host's cap, pace and pushback. A
    // turn outlives any request (its timeout) by a margin, so only a crashed process's turns lapse.
    ...(shared ? { shared: shared.hostTurns, leaseMs: config.upstreamTimeoutMs + 5000 } : {}),
    onWaited: (host, ms) => metrics.upstreamWaitSeconds.observe({ host }, ms / 1000),
  });
  const metrics = createMetrics({
    degraded: () => ({
      ...(shared ? { redis: shared.connection.state().status !== 'up' } : {}),
      log: logWriteFailures() > 0,
    }),
    upstreamHosts: () => ({ stats: limits.stats(), pauses: limits.pauses() }),
  });
  countFault = (level, event) => metrics.logFaults.inc({ level, event });
  const modelStore = shared?.modelStore ?? (modelFiles ? createFileKeyValueStore(modelFiles) : createMemoryKeyValueStore(now));
  const upstreamFetch = config.demo ? createRecordedUpstream(config) : deps.fetch ?? globalThis.fetch;
  const fetch = instrumentFetch(upstreamFetch, metrics, sourceNamer(config));
  // NHTSA's vehicle pictures are kept in the store itself, not through the report checks (they are
  // not reports); every read of one is checked to be an image instead.
  const pictures = createNcapPictures({
    store: shared?.store ?? fileStore ?? createDiscardingStore(),
    client: { baseUrl: config.ncapPictureBaseUrl, fetch, timeoutMs: config.upstreamTimeoutMs, userAgent: config.upstreamUserAgent, limits },
    logger,
    now,
  });
  // Every upstream answer is kept by URL for MODEL_CACHE_SECONDS, shared by every instance with Redis:
  // ten VINs of one model make one call per upstream URL.
  const modelCache = createModelCache(modelStore, logger);
  const upstreamClients = createUpstreamClients({
    recallsBaseUrl: config.recallsBaseUrl,
    fuelEconomyBaseUrl: config.fuelEconomyBaseUrl,
    timeoutMs: config.upstreamTimeoutMs,
    userAgent: config.upstreamUserAgent,
    fetch,
    cache: (url, load) => modelCache(`upstream|${url}`, config.modelCacheSeconds, load),
    limits,
  });
  const pipeline = createReportService({
    vpic: createVpicClient({ baseUrl: config.vpicBaseUrl, fetch, timeoutMs: config.upstreamTimeoutMs, userAgent: config.upstreamUserAgent, limits: limits.urgent() }),
    summarize: deps.summarize ?? summarizerForConfig(config.demo ? { ...config.ai, provider: 'builtin' } : config.ai, { fetch, logger, now }),
    sectionContext: { clients: upstreamClients, logger, pictures },
    store,
    now,
    cacheTtlSeconds: config.cacheTtlSeconds,
    sectionDeadlineMs: config.sectionDeadlineMs,
    reportDeadlineMs: config.reportDeadlineMs,
    logger,
    observe: (event) => {
      if (event === 'healed' || event === 'unhealed') metrics.reportHeals.inc({ outcome: event === 'healed' ? 'whole' : 'partial' });
      else metrics.reportCache.inc({ result: event });
    },
    vehicles: keptVehicles(modelStore, config.modelCacheSeconds),
    ...(deps.admission === false ? {} : { admission: { estimateMs: coldReportEstimate(limits, config) } }),
    ...(shared ? { buildLock: shared.buildLock } : {}),
    demo: config.demo,
  });
  const service = config.demo ? onlyDemoVins(pipeline) : pipeline;
  // Demo mode needs no network, so it checks none.
  const reachability = config.demo ? null : createReachability({ targets: upstreamTargets(config.vpicBaseUrl, upstreamBaseUrls(config)), now });
  return withUpstreamHealth({
    service,
    limiter,
    store,
    metrics,
    logger,
    upstreamPauses: () => limits.pauses(),
    pictures,
    async health() {
      // Lines the log could not take (a closed stderr pipe) are lost, not fatal: say so here.
      const lostLogLines = logWriteFailures();
      // A paused upstream host fails cold reports at once (hits and stale reports still answer).
      const paused = limits.pauses();
      const logState = {
        ...(lostLogLines > 0 || paused.length > 0 ? { status: 'degraded' } : {}),
        ...(lostLogLines > 0 ? { log: { lostLines: lostLogLines } } : {}),
        // Named by service, never by host: an operator's upstream URL may be an internal address.
        upstreamPauses: paused.map(({ host: _host, ...pause }) => pause),
      };
      if (config.demo) return { ...logState, demo: true, cache: 'memory (demo mode)', limiter: 'memory', ai: 'builtin' };
      if (!shared) {
        // A cache directory that stopped answering (a hung mount, a thread pool held by stuck reads) stalls every miss.
        const cache = fileStore!.probe();
        if (cache === 'ok') return { ...logState, cache: 'file', limiter: 'memory', ai: config.aiProvider };
        return { ...logState, status: 'degraded', cache: `file, ${cache === 'failing' ? 'failing' : 'not answering'}: reports may be slow or missing`, limiter: 'memory', ai: config.aiProvider };
      }
      // A health check doubles as a probe while degraded, so recovery from a hung (not
      // disconnected) Redis is noticed even when no request has touched it yet.
      if (shared.connection.state().status === 'down') await shared.connection.command(['PING']).catch(() => {});
      const redis = shared.connection.state();
      // Still 200: a degraded instance answers every request, and all instances share the same
      // Redis, so taking them out of a load balancer would only turn degraded into down.
      if (redis.status === 'up') return { ...logState, cache: 'redis', limiter: 'redis', ai: config.aiProvider, redis: { ...publicRedisState(redis), degraded: false } };
      return {
        ...logState,
        status: 'degraded',
        cache: redis.status === 'down' ? 'memory-only (redis down: reads miss, writes skipped)' : 'redis, refusing writes: new reports are kept in this instance\'s memory only',
        limiter: redis.status === 'down' ? 'local-fallback (redis down: per-instance counter)' : 'redis, refusing writes: counts may fall back to this instance',
        ai: config.aiProvider,
        redis: { ...publicRedisState(redis), degraded: true },
      };
    },
    async close() {
      await service.close();
      // Per-model answers are written behind the reports' answers: let them land before closing.
      await modelCache.settled();
      await Promise.all([limiter.close(), modelFiles?.close()]);
      await shared?.connection.close();
    },
  }, reachability);
}

/** Decoded vehicles beside the per-model answers (`vehicle|<VIN>`), so a rebuild never asks vPIC again. */
function keptVehicles(store: KeyValueStore, ttlSeconds: number): VehicleStore {
  return {
    async get(vin) {
      const text = await store.get(`vehicle|${vin}`);
      return text === null ? null : DecodedVehicleSchema.parse(JSON.parse(text));
    },
    set: (vin, vehicle) => store.set(`vehicle|${vin}`, JSON.stringify(vehicle), ttlSeconds),
  };
}

/**
 * How long a new report's required look-ups would take if asked now: its vPIC decode (unless the
 * vehicle is kept) behind the builds ahead still waiting for theirs, and its recall names and recalls
 * behind the builds ahead still waiting for their recalls; the two queues drain side by side, so the
 * longer wait counts, plus what the answers take.
 */
function coldReportEstimate(limits: HostLimits, config: Config) {
  const recalls = `${config.recallsBaseUrl}/recalls/`;
  return (priority: Priority, vehicleKept: boolean, ahead: BuildsAhead): number => {
    const vpicWait = vehicleKept ? 0 : limits.estimatedWaitMs(config.vpicBaseUrl, priority, true, ahead.vehicle);
    const recallsWait = limits.estimatedWaitMs(recalls, priority, true, ahead.required);
    return Math.max(vpicWait, recallsWait) + (vehicleKept ? 0 : limits.answerMs(config.vpicBaseUrl)) + 2 * limits.answerMs(recalls);
  };
}

/** The folder under CACHE_DIR that holds the per-model answers; it may take a quarter of CACHE_MAX_BYTES more. */
export const MODEL_CACHE_SUBDIR = 'models';

/**
 * Redis's state as /healthz shows it on the public port: why it failed in a word or a Redis error
 * code (OOM, READONLY), never a client error that names its address; the detail is in the log.
 */
function publicRedisState(state: RedisState): RedisState {
  if (state.lastError === null) return state;
  const code = /^(OOM|READONLY|MISCONF|NOREPLICAS|NOT_ENOUGH_REPLICAS)\b/.exec(state.lastError)?.[1];
  return { ...state, lastError: state.status === 'down' || !code ? 'unreachable' : code };
}

/**
 * Names an upstream call's source for metrics from where it goes: each section's calls by its key
 * in snake case (safety_ratings), from its source in src/report/sections.ts; vPIC, NHTSA's model
 * catalogue (products), its pictures and the language model beside them.
 */
function sourceNamer(config: Config): (url: string) => string {
  const baseUrls = upstreamBaseUrls(config);
  const sections = SECTION_LIST.flatMap(({ key, source }): Array<[string, string]> =>
    source === 'table' ? [] : [[`${baseUrls[source.upstream]}${source.path}`, key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]]);
  const sources: Array<[string, string]> = [
    [config.vpicBaseUrl, 'vpic'],
    ...sections,
    [`${config.recallsBaseUrl}/products/`, 'products'],
    [config.ncapPictureBaseUrl, 'ncap_picture'],
    [config.ai.baseUrl || 'ai:', 'llm'],
  ];
  return (url) => sources.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'other';
}

/** How long a waiter waits for another instance's build: it must outlast a slow build (vPIC, recalls and the summary in turn). */
const BUILD_LOCK_MIN_MS = 30_000;

/** The Redis-backed store, limiter and build lock, on one lazily loaded connection. */
async function createShared(config: Config, logger: Logger, now: () => number, limitsFault: (component: 'rate_limiter' | 'host_turns') => (err: unknown) => void) {
  // Loaded here only: an instance without REDIS_URL never loads the client.
  const { createRedisConnection } = await import('./redis/connection.js');
  const { createRedisStore } = await import('./store/redis-store.js');
  const { createRedisRateLimiter } = await import('./limits/redis-rate-limiter.js');
  const { createRedisBuildLock } = await import('./store/redis-build-lock.js');
  const { createRedisKeyValueStore } = await import('./store/redis-key-value-store.js');
  const { createRedisHostTurns } = await import('./upstream/http/redis-host-turns.js');
  const connection = await createRedisConnection({ url: config.redisUrl!, logger, commandTimeoutMs: config.redisTimeoutMs });
  const prefix = config.redisPrefix;
  return {
    connection,
    store: createRedisStore({ connection, prefix, now, staleSeconds: config.staleIfErrorSeconds, logger }),
    limiter: createRedisRateLimiter({
      connection,
      prefix,
      limit: config.rateLimitPerDay,
      now,
      fallback: createMemoryRateLimiter({ limit: config.rateLimitPerDay, now }),
      onFault: limitsFault('rate_limiter'),
    }),
    modelStore: createRedisKeyValueStore(connection, prefix),
    hostTurns: createRedisHostTurns(connection, prefix, limitsFault('host_turns')),
    buildLock: createRedisBuildLock({
      connection, prefix, leaseMs: config.redisTimeoutMs, maxWaitMs: Math.max(BUILD_LOCK_MIN_MS, 3 * config.upstreamTimeoutMs),
    }),
  };
}
