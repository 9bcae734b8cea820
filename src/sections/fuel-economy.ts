/** EPA fuel economy (fueleconomy.gov) for the option matching the decoded engine and transmission; null when EPA lists none. */
import { FuelEconomySchema } from '../upstream/fuel-economy.js';
import { defineSection } from './section.js';

export const fuelEconomySection = defineSection({
  key: 'fuelEconomy',
  schema: FuelEconomySchema.nullable(),
  onFailure: 'unavailable',
  perModel: true,
  none: null,
  async load(vehicle, model, ctx) {
    return ctx.clients.fuelEconomy.find(model, vehicle, ctx.signal);
  },
});
