/** NHTSA's NCAP crash ratings for the variant matching the decoded drive type and body; null when unrated. */
import { capStrings } from '../ai/prompt-caps.js';
import { SafetyRatingsSchema } from '../upstream/safety-ratings.js';
import { PICTURE_PATH_PREFIX } from './ncap-pictures.js';
import { defineSection } from './section.js';

export const safetyRatingsSection = defineSection({
  key: 'safetyRatings',
  schema: SafetyRatingsSchema.nullable(),
  onFailure: 'unavailable',
  perModel: true,
  none: null,
  // The picture is ours to serve, not a fact about the vehicle.
  promptFacts: (ratings) => ({ safetyRatings: ratings && capStrings({ ...ratings, picture: undefined }) }),
  async load(vehicle, model, ctx) {
    const rated = await ctx.clients.safetyRatings.find(model, { driveType: vehicle.driveType, bodyClass: vehicle.bodyClass }, ctx.signal);
    if (!rated) return null;
    // The picture is served from our origin, so it is named only once it is kept and checked. It
    // never costs the stars: at the section's deadline the wait for it ends, and the ratings go without it.
    const name = rated.pictureSource?.slice(rated.pictureSource.lastIndexOf('/') + 1);
    if (name && ctx.pictures && (await ctx.pictures.ensure(name, ctx.signal))) {
      return { ...rated.ratings, picture: { url: `${PICTURE_PATH_PREFIX}${name}`, source: rated.pictureSource! } };
    }
    return rated.ratings;
  },
});
