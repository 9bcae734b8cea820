/** EPA fuel economy (fueleconomy.gov) for the option matching the decoded engine and transmission; null when EPA lists none. */
import { sectionShape } from '../report/sections.js';
import { defineSection } from './section.js';

export const fuelEconomySection = defineSection(sectionShape('fuelEconomy'), async (vehicle, model, ctx) => {
  return ctx.clients.fuelEconomy.find(model, vehicle, ctx.signal);
});
