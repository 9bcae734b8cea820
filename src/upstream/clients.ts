/**
 * The upstream clients the report sections use, built once by the composition root (src/app.ts)
 * and handed to every section through its context, so what a client keeps between calls lasts as
 * long as the app.
 */
import { createCatalogueClient, type CatalogueClient } from './catalogue.js';
import { createComplaintsClient, type ComplaintsClient } from './complaints.js';
import type { FetchLike, UpstreamCache } from './fetch-json.js';
import { createFuelEconomyClient, type FuelEconomyClient } from './fuel-economy.js';
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
}

export function createUpstreamClients(settings: UpstreamSettings): UpstreamClients {
  const { recallsBaseUrl, fuelEconomyBaseUrl, ...common } = settings;
  return {
    recalls: createRecallsClient({ baseUrl: recallsBaseUrl, ...common }),
    catalogue: createCatalogueClient({ baseUrl: recallsBaseUrl, ...common }),
    complaints: createComplaintsClient({ baseUrl: recallsBaseUrl, ...common }),
    safetyRatings: createSafetyRatingsClient({ baseUrl: recallsBaseUrl, ...common }),
    fuelEconomy: createFuelEconomyClient({ baseUrl: fuelEconomyBaseUrl, ...common }),
  };
}
