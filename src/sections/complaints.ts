/** Owners' complaints to NHTSA for the make/model/year: counts, severity and the components named most. */
import { sectionShape } from '../report/sections.js';
import { catalogueModelNames } from './model-names.js';
import { defineSection } from './section.js';

export const complaintsSection = defineSection(sectionShape('complaints'), async (_vehicle, model, ctx) => {
  const models = await catalogueModelNames(model, 'complaints', ctx);
  return ctx.clients.complaints.summarise({ make: model.make, models, modelYear: model.modelYear }, ctx.signal);
});
