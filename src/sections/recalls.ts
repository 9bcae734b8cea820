/**
 * Every recall NHTSA holds for the make/model/year, under every name the recall database files the
 * model as, each marked with whether it likely applies to this vehicle. Required: if the recall
 * service cannot be asked the report fails (retryably) rather than claim there are none.
 */
import { sectionShape } from '../report/sections.js';
import { applicability } from '../upstream/recall-applicability.js';
import { catalogueModelNames } from './model-names.js';
import { defineSection } from './section.js';

export const recallsSection = defineSection(sectionShape('recalls'), async (vehicle, model, ctx) => {
  const models = await catalogueModelNames(model, 'recalls', ctx);
  const recalls = await ctx.clients.recalls.findForModels({ make: model.make, models, modelYear: model.modelYear }, ctx.signal);
  return recalls.map((recall) => ({ ...recall, ...applicability(recall, vehicle) }));
});
