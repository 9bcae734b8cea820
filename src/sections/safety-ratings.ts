/** NHTSA's NCAP crash ratings for the variant matching the decoded drive type and body; null when unrated. */
import { sectionShape } from '../report/sections.js';
import { PICTURE_PATH_PREFIX } from './ncap-pictures.js';
import { defineSection } from './section.js';

export const safetyRatingsSection = defineSection(sectionShape('safetyRatings'), async (vehicle, model, ctx) => {
  const rated = await ctx.clients.safetyRatings.find(model, { driveType: vehicle.driveType, bodyClass: vehicle.bodyClass }, ctx.signal);
  if (!rated) return null;
  // The picture is served from our origin, so it is named only once it is kept and checked. It
  // never costs the stars: once the report is due the wait for it ends, and the ratings go without it.
  const name = rated.pictureSource?.slice(rated.pictureSource.lastIndexOf('/') + 1);
  const waitForPicture = ctx.due && ctx.signal ? AbortSignal.any([ctx.signal, ctx.due]) : ctx.due ?? ctx.signal;
  if (name && ctx.pictures && (await ctx.pictures.ensure(name, waitForPicture))) {
    return { ...rated.ratings, picture: { url: `${PICTURE_PATH_PREFIX}${name}`, source: rated.pictureSource! } };
  }
  return rated.ratings;
});
