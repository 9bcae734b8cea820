/** Owners' complaints to NHTSA for the make/model/year: counts, severity and the components named most. */
import { capStrings } from '../ai/prompt-caps.js';
import { ComplaintsSchema } from '../upstream/complaints.js';
import { catalogueModelNames } from './model-names.js';
import { defineSection } from './section.js';

export const complaintsSection = defineSection({
  key: 'complaints',
  schema: ComplaintsSchema.nullable(),
  onFailure: 'unavailable',
  perModel: true,
  none: null,
  async load(vehicle, model, ctx) {
    const models = await catalogueModelNames(model, 'complaints', ctx);
    return ctx.clients.complaints.summarise({ make: model.make, models, modelYear: model.modelYear }, ctx.signal);
  },
  // The ten components named most are enough for the writer.
  promptFacts: (complaints) => ({ complaints: complaints && capStrings({ ...complaints, components: complaints.components.slice(0, 10) }) }),
});
