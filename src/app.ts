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

/** Most reports kept in memory in front of the file cache (about 10 KB each). */
const MEMORY_ENTRIES = 5_000;

export async function createApp(deps: AppDependencies): Promise<App> {
  const { config, logger } = deps;
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  const now = deps.now ?? Date.now;
  const fileStore = await createFileStore({ dir: config.cacheDir, now, logger });
  const store = withMemoryLayer(fileStore, { maxEntries: MEMORY_ENTRIES, now });
  const limiter = createMemoryRateLimiter({ limit: config.rateLimitPerDay, now });
  const service = createReportService({
    vpic: createVpicClient({ baseUrl: config.vpicBaseUrl, fetch: fetchImpl, timeoutMs: config.upstreamTimeoutMs }),
    recalls: createRecallsClient({ baseUrl: config.recallsBaseUrl, fetch: fetchImpl, timeoutMs: config.upstreamTimeoutMs }),
    summarize: deps.summarize ?? summarizerForConfig(config.ai, { fetch: fetchImpl, logger, now }),
    matchMaintenance,
    store,
    now,
    cacheTtlSeconds: config.cacheTtlSeconds,
    logger,
  });
  return {
    service,
    limiter,
    store,
    async health() {
      return { cache: 'file', limiter: 'memory', ai: config.aiProvider };
    },
    async close() {
      await Promise.all([service.close(), limiter.close()]);
    },
  };
}
