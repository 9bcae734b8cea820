/**
 * The composition root: builds the pipeline and its stores from a Config. The HTTP entry point
 * (src/main.ts) and the MCP stdio entry point (mcp/stdio.ts) both start here, so they share one
 * cache directory and one configuration.
 */
import type { Summarizer } from './ai/provider.js';
import { summarizerForConfig } from './ai/select.js';
import type { Config } from './config.js';
import { createMemoryRateLimiter, type RateLimiter } from './limits/rate-limiter.js';
import type { Logger } from './logger.js';
import { matchMaintenance } from './maintenance/match.js';
import { createReportService, type ReportService } from './report-service.js';
import { createFileStore } from './store/file-store.js';
import { withMemoryLayer, type ReportStore } from './store/report-store.js';
import type { FetchLike } from './upstream/fetch-json.js';
import { createRecallsClient } from './upstream/recalls.js';
import { createVpicClient } from './upstream/vpic.js';

export interface AppDependencies {
  config: Config;
  logger: Logger;
  /** Replaces the upstream clients' built-in node:http client (tests); unset in production. */
  fetch?: FetchLike;
  now?: () => number;
  /** Overrides the summary writer (tests); by default it follows config.aiProvider. */
  summarize?: Summarizer;
}

export interface App {
  service: ReportService;
  limiter: RateLimiter;
  store: ReportStore;
  health(): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function createApp(deps: AppDependencies): Promise<App> {
  const { config, logger } = deps;
  const now = deps.now ?? Date.now;
  const shared = config.redisUrl ? await createShared(config, logger, now) : null;
  const slowStore = shared?.store ?? (await createFileStore({
    dir: config.cacheDir, now, logger, maxBytes: config.cacheMaxBytes, staleSeconds: config.staleIfErrorSeconds,
  }));
  const store = withMemoryLayer(slowStore, { maxBytes: config.memoryCacheMaxBytes, now });
  const limiter = shared?.limiter ?? createMemoryRateLimiter({ limit: config.rateLimitPerDay, now });
  const service = createReportService({
    vpic: createVpicClient({ baseUrl: config.vpicBaseUrl, fetch: deps.fetch, timeoutMs: config.upstreamTimeoutMs }),
    recalls: createRecallsClient({ baseUrl: config.recallsBaseUrl, fetch: deps.fetch, timeoutMs: config.upstreamTimeoutMs }),
    summarize: deps.summarize ?? summarizerForConfig(config.ai, { fetch: deps.fetch, logger, now }),
    matchMaintenance,
    store,
    now,
    cacheTtlSeconds: config.cacheTtlSeconds,
    logger,
    ...(shared ? { buildLock: shared.buildLock } : {}),
  });
  return {
    service,
    limiter,
    store,
    async health() {
      if (!shared) return { cache: 'file', limiter: 'memory', ai: config.aiProvider };
      // A health check doubles as a probe while degraded, so recovery from a hung (not
      // disconnected) Redis is noticed even when no request has touched it yet.
      if (shared.connection.state().status === 'down') await shared.connection.command(['PING']).catch(() => {});
      const redis = shared.connection.state();
      const up = redis.status === 'up';
      // Still 200: a degraded instance answers every request, and all instances share the same
      // Redis, so taking them out of a load balancer would only turn degraded into down.
      return {
        ...(up ? {} : { status: 'degraded' }),
        cache: up ? 'redis' : 'memory-only (redis down: reads miss, writes skipped)',
        limiter: up ? 'redis' : 'local-fallback (redis down: per-instance counter)',
        ai: config.aiProvider,
        redis: { ...redis, degraded: !up },
      };
    },
    async close() {
      await Promise.all([service.close(), limiter.close()]);
      await shared?.connection.close();
    },
  };
}

/** How long a waiter waits for another instance's build: it must outlast a slow build (vPIC, recalls and the summary in turn). */
const BUILD_LOCK_MIN_MS = 30_000;

/** The Redis-backed store, limiter and build lock, on one lazily loaded connection. */
async function createShared(config: Config, logger: Logger, now: () => number) {
  // Loaded here only: an instance without REDIS_URL never loads the client.
  const { createRedisConnection } = await import('./redis/connection.js');
  const { createRedisStore } = await import('./store/redis-store.js');
  const { createRedisRateLimiter } = await import('./limits/redis-rate-limiter.js');
  const { createRedisBuildLock } = await import('./redis/build-lock.js');
  const connection = await createRedisConnection({ url: config.redisUrl!, logger, commandTimeoutMs: config.redisTimeoutMs });
  const prefix = config.redisPrefix;
  return {
    connection,
    store: createRedisStore({ connection, prefix, now, staleSeconds: config.staleIfErrorSeconds }),
    limiter: createRedisRateLimiter({
      connection,
      prefix,
      limit: config.rateLimitPerDay,
      now,
      fallback: createMemoryRateLimiter({ limit: config.rateLimitPerDay, now }),
    }),
    buildLock: createRedisBuildLock({
      connection, prefix, leaseMs: config.redisTimeoutMs, maxWaitMs: Math.max(BUILD_LOCK_MIN_MS, 3 * config.upstreamTimeoutMs),
    }),
  };
}
