/** EPA fuel economy (fueleconomy.gov) for the option matching the decoded engine and transmission; null when EPA lists none. */
import { createFuelEconomyClient, FuelEconomySchema } from '../upstream/fuel-economy.js';
import { defineSection, upstreamOptions } from './section.js';

export const fuelEconomySection = defineSection({
  key: 'fuelEconomy',
  schema: FuelEconomySchema.nullable(),
  onFailure: 'unavailable',
  perModel: true,
  none: null,
  async load(vehicle, model, ctx) {
    const client = createFuelEconomyClient({ baseUrl: ctx.upstream.fuelEconomyBaseUrl, ...upstreamOptions(ctx) });
    return client.find(model, vehicle, ctx.signal);
  },
});
