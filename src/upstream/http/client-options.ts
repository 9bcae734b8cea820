/** What every upstream client is built with; src/upstream/clients.ts builds them all once for the app. */
import type { FetchLike, UpstreamCache } from './fetch-json.js';
import type { HostLimits } from './host-limits.js';

export interface UpstreamClientOptions {
  /** Keeps answers by URL (see fetch-json.ts); the vPIC client keeps none, its answers are per VIN. */
  cache?: UpstreamCache;
  baseUrl: string;
  /** Replaces globalThis.fetch (tests). */
  fetch?: FetchLike;
  timeoutMs: number;
  /** Default `vin-report/<version>` (UPSTREAM_USER_AGENT). */
  userAgent?: string;
  /** Per-host turns and backoff memory, shared by every client (see host-limits.ts). */
  limits?: HostLimits;
}
