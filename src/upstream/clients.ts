/**
 * The upstream clients the report sections use, built once by the composition root (src/app.ts)
 * and handed to every section through its context, so what a client keeps between calls lasts as
 * long as the app.
 */
import { createCatalogueClient, type CatalogueClient } from './catalogue.js';
import { createComplaintsClient, type ComplaintsClient } from './complaints.js';
import type { FetchLike, UpstreamCache } from './http/fetch-json.js';
import { createFuelEconomyClient, type FuelEconomyClient } from './fuel-economy.js';
import type { HostLimits } from './http/host-limits.js';
import { createRecallsClient, type RecallsClient } from './recalls.js';
import { createSafetyRatingsClient, type SafetyRatingsClient } from './safety-ratings.js';

export interface UpstreamClients {
  recalls: RecallsClient;
  catalogue: CatalogueClient;
  complaints: ComplaintsClient;
  safetyRatings: SafetyRatingsClient;
  fuelEconomy: FuelEconomyClient;
}

export interface UpstreamSettings {
  recallsBaseUrl: string;
  fuelEconomyBaseUrl: string;
  timeoutMs: number;
  userAgent: string;
  fetch?: FetchLike;
  /** Keeps every upstream answer by URL (the shared per-model cache: in memory, or Redis for every instance). */
  cache?: UpstreamCache;
  /** Per-host turns and backoff memory, shared by every upstream client. */
  limits?: HostLimits;
}

export function createUpstreamClients(settings: UpstreamSettings): UpstreamClients {
  const { recallsBaseUrl, fuelEconomyBaseUrl, ...common } = settings;
  // What a report cannot do without (recalls, and the catalogue names they are asked under) goes
  // first on its host, so hung optional look-ups cannot starve it; the names complaints are asked
  // under go with the complaints, so a report cut short spends nothing on a list it never asks.
  const urgent = { ...common, limits: common.limits?.urgent() };
  return {
    recalls: createRecallsClient({ baseUrl: recallsBaseUrl, ...urgent }),
    // Never first after a pause: a catalogue that keeps failing would otherwise reopen the host's
    // breaker on every probe, and the recalls that would have answered never get asked.
    catalogue: createCatalogueClient({ baseUrl: recallsBaseUrl, ...urgent, limits: urgent.limits?.neverFirst(), complaintsLimits: common.limits?.neverFirst() }),
    complaints: createComplaintsClient({ baseUrl: recallsBaseUrl, ...common }),
    safetyRatings: createSafetyRatingsClient({ baseUrl: recallsBaseUrl, ...common }),
    fuelEconomy: createFuelEconomyClient({ baseUrl: fuelEconomyBaseUrl, ...common }),
  };
}
