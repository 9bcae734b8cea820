/**
 * Prometheus metrics through prom-client, on a registry of our own (never the global one, so two
 * apps in one process, as in tests, do not share counters). Served at /metrics.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { HostPause, HostStats } from './upstream/http/host-limits.js';

export interface Metrics {
  registry: Registry;
  requests: Counter<'route' | 'method' | 'status'>;
  requestSeconds: Histogram<'route'>;
  reportCache: Counter<'result'>;
  reportHeals: Counter<'outcome'>;
  upstreamCalls: Counter<'source' | 'outcome'>;
  upstreamSeconds: Histogram<'source'>;
  upstreamWaitSeconds: Histogram<'host'>;
  summaries: Counter<'provider' | 'outcome'>;
  rateLimited: Counter<'route'>;
  internalErrors: Counter<'door'>;
  logFaults: Counter<'level' | 'event'>;
}

export interface MetricsOptions {
  /** Read at every scrape: which parts run degraded ("redis", "log") and whether they do. */
  degraded?: () => Record<string, boolean>;
  /** Read at every scrape: requests in flight and queued per upstream host, and the hosts paused. */
  upstreamHosts?: () => { stats: HostStats[]; pauses: HostPause[] };
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const { degraded } = options;
  if (degraded) {
    new Gauge({
      name: 'vin_report_degraded', help: '1 while a part runs degraded: redis (down or refusing writes), log (lines lost to a broken stderr).', labelNames: ['component'], registers,
      collect() {
        for (const [component, isDegraded] of Object.entries(degraded())) this.set({ component }, isDegraded ? 1 : 0);
      },
    });
  }
  const { upstreamHosts } = options;
  if (upstreamHosts) {
    new Gauge({
      name: 'vin_report_upstream_in_flight', help: 'Requests in flight per upstream host (at most UPSTREAM_MAX_IN_FLIGHT).', labelNames: ['host'], registers,
      collect() {
        for (const { host, inFlight } of upstreamHosts().stats) this.set({ host }, inFlight);
      },
    });
    new Gauge({
      name: 'vin_report_upstream_queue_depth', help: 'Requests waiting for their turn per upstream host (at most UPSTREAM_QUEUE_MAX).', labelNames: ['host'], registers,
      collect() {
        for (const { host, queued } of upstreamHosts().stats) this.set({ host }, queued);
      },
    });
    new Gauge({
      name: 'vin_report_upstream_estimated_wait_seconds', help: 'How long a request asked now would wait for its turn per upstream host, at each priority (interactive, batch, background).', labelNames: ['host', 'priority'], registers,
      collect() {
        for (const { host, estimatedWaitMs } of upstreamHosts().stats) {
          for (const [priority, ms] of Object.entries(estimatedWaitMs)) this.set({ host, priority }, ms / 1000);
        }
      },
    });
    new Gauge({
      name: 'vin_report_upstream_paused_until_seconds', help: 'Unix time until which an upstream host is left alone (rate-limited, blocked or failing); absent when none is.', labelNames: ['host', 'reason'], registers,
      collect() {
        this.reset();
        for (const { host, reason, until } of upstreamHosts().pauses) this.set({ host, reason }, Date.parse(until) / 1000);
      },
    });
  }
  return {
    registry,
    requests: new Counter({ name: 'vin_report_http_requests_total', help: 'HTTP requests answered, by route, method and status.', labelNames: ['route', 'method', 'status'], registers }),
    requestSeconds: new Histogram({ name: 'vin_report_http_request_duration_seconds', help: 'Time from request to answer.', labelNames: ['route'], buckets: [0.001, 0.005, 0.02, 0.1, 0.3, 0.6, 1, 2, 5, 15], registers }),
    reportCache: new Counter({ name: 'vin_report_report_cache_total', help: 'Report lookups: hit, miss (a build started), coalesced (joined a build under way), stale (served through an outage), deferred (answered at once with a Retry-After while the report is built in the background).', labelNames: ['result'], registers }),
    reportHeals: new Counter({ name: 'vin_report_report_heals_total', help: 'Partial reports rewritten by sections that landed after the answer: whole (nothing missing any more), partial (some still missing).', labelNames: ['outcome'], registers }),
    upstreamCalls: new Counter({ name: 'vin_report_upstream_requests_total', help: 'Calls to upstream services, by source and outcome (HTTP status class or error).', labelNames: ['source', 'outcome'], registers }),
    upstreamSeconds: new Histogram({ name: 'vin_report_upstream_duration_seconds', help: 'Upstream call latency.', labelNames: ['source'], buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10], registers }),
    upstreamWaitSeconds: new Histogram({ name: 'vin_report_upstream_wait_seconds', help: 'Time a request waited for its turn on its upstream host (in-flight cap and pace).', labelNames: ['host'], buckets: [0.001, 0.01, 0.1, 0.5, 1, 2, 5, 15], registers }),
    summaries: new Counter({ name: 'vin_report_summaries_total', help: 'Summaries written, by provider and outcome (ok, fallback).', labelNames: ['provider', 'outcome'], registers }),
    internalErrors: new Counter({ name: 'vin_report_internal_errors_total', help: 'Internal faults (bugs) answered with a generic error, by door: batch (one VIN of POST /api/decode/batch), mcp (an MCP tool call or one VIN of decodeVins), cli (one VIN decoded, or one row of a fleet run), limits (a Redis error reply the daily budget or the upstream pace answered through from memory).', labelNames: ['door'], registers }),
    logFaults: new Counter({ name: 'vin_report_log_faults_total', help: 'Warnings and errors logged, by level and event: every fault a part meets is logged, and so counted here.', labelNames: ['level', 'event'], registers }),
    rateLimited: new Counter({ name: 'vin_report_rate_limited_total', help: 'Requests answered 429 because the daily budget was spent.', labelNames: ['route'], registers }),
  };
}

/** `fetch`, counting and timing every call under `source` (vpic, recalls, complaints, safety_ratings, fuel_economy, llm...: sourceNamer in src/app.ts). */
export function instrumentFetch(inner: typeof fetch, metrics: Metrics, sourceOf: (url: string) => string): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const source = sourceOf(url);
    const stop = metrics.upstreamSeconds.startTimer({ source });
    try {
      const response = await inner(input, init);
      metrics.upstreamCalls.inc({ source, outcome: `${Math.floor(response.status / 100)}xx` });
      return response;
    } catch (err) {
      metrics.upstreamCalls.inc({ source, outcome: (err as Error)?.name === 'TimeoutError' ? 'timeout' : 'error' });
      throw err;
    } finally {
      stop();
    }
  };
}
