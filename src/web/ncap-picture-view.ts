/**
 * NHTSA's photo of the tested model, drawn for the page only: from a path on the page's own
 * origin (the service fetched, checked and serves it), never from NHTSA, so the page's rule that
 * no request leaves the origin holds. The MCP card does not load this module.
 */
import { pictureAlt } from '../report-words.js';
import type { VinReport } from '../report-schema.js';
import { escapeHtml } from './report-view.js';

const OWN_PICTURE_PATH = /^\/img\/ncap\/[A-Za-z0-9][A-Za-z0-9_-]*\.(?:png|jpe?g)$/;

export function renderNcapPicture(ratings: NonNullable<VinReport['safetyRatings']>): string {
  const url = ratings.picture?.url;
  if (!url || !OWN_PICTURE_PATH.test(url)) return '';
  return `<figure class="ncap-picture"><img src="${escapeHtml(url)}" alt="${escapeHtml(pictureAlt(ratings.variant))}" width="320" height="180" decoding="async">` +
    // The alt text already says it to a screen reader; the caption says it to the eye.
    '<figcaption aria-hidden="true">NHTSA\'s photo of the tested model, not of this car.</figcaption></figure>';
}
