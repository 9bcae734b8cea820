/**
 * NHTSA's photo of the tested model, drawn with the alt text and caption every door uses. The page
 * loads it from a path on its own origin (the service fetched, checked and serves it), never from
 * NHTSA, so the page's rule that no request leaves the origin holds. The MCP card, whose sandbox
 * requests nothing, draws the same bytes from the data: address its decodeVin result carried.
 */
import { PICTURE_CAPTION, pictureAlt } from '../words/safety-rating-words.js';
import type { VinReport } from '../report/report.js';
import { escapeHtml, type RenderOptions } from './report-view.js';

type Ratings = NonNullable<VinReport['safetyRatings']>;

const OWN_PICTURE_PATH = /^\/img\/ncap\/[A-Za-z0-9][A-Za-z0-9_-]*\.(?:png|jpe?g)$/;
/** Only an image type the service checks pictures for, in plain base64: nothing else becomes a source. */
const PICTURE_DATA_URI = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** The page's: the photo from the path the report names on this service. */
export function renderNcapPicture(ratings: Ratings): string {
  const url = ratings.picture?.url;
  return url && OWN_PICTURE_PATH.test(url) ? figure(url, ratings) : '';
}

/** The card's: the photo from the data: address the decodeVin result carried; none without one. */
export function cardNcapPicture(dataUri: unknown): RenderOptions['picture'] {
  if (typeof dataUri !== 'string' || !PICTURE_DATA_URI.test(dataUri)) return undefined;
  return (ratings) => (ratings.picture ? figure(dataUri, ratings) : '');
}

function figure(src: string, ratings: Ratings): string {
  return `<figure class="ncap-picture"><img src="${escapeHtml(src)}" alt="${escapeHtml(pictureAlt(ratings.variant))}" width="320" height="180" decoding="async">` +
    // The alt text already says it to a screen reader; the caption says it to the eye.
    `<figcaption aria-hidden="true">${escapeHtml(PICTURE_CAPTION)}</figcaption></figure>`;
}
