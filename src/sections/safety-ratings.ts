/** NHTSA's NCAP crash ratings for the variant matching the decoded drive type and body; null when unrated. */
import { SafetyRatingsSchema } from '../upstream/safety-ratings.js';
import { defineSection } from './section.js';

export const safetyRatingsSection = defineSection({
  key: 'safetyRatings',
  schema: SafetyRatingsSchema.nullable(),
  onFailure: 'unavailable',
  perModel: true,
  none: null,
  async load(vehicle, model, ctx) {
    return ctx.clients.safetyRatings.find(model, { driveType: vehicle.driveType, bodyClass: vehicle.bodyClass }, ctx.signal);
  },
});
