/**
 * The page's own words around a report (src/web/client/app.ts, the MCP card's
 * mcp/app/view-entry.ts, the demo banner of src/web/assets.ts): what it says while a report is
 * built, when one cannot be shown, and how many free reports are left. The report itself is said
 * in door-words.ts and the words beside it, as at every door.
 */
import { formatNumber } from './text.js';

export const PAGE_MESSAGES = {
  emptyTitle: 'Enter a VIN first',
  emptyText: 'Type or paste the 17-character vehicle identification number, then press Enter.',
  unreachable: 'The page could not reach the service. Check your connection and try again.',
  undecodableTitle: 'This VIN could not be decoded',
  undecodableDefault: 'The vehicle database found no make or model year for this VIN.',
  undecodableAdvice: 'Check it against the vehicle; a single wrong character is enough.',
  vpicSays: 'The vehicle database (NHTSA vPIC) says:',
  invalidTitle: 'That is not a valid VIN',
  invalidDefault: 'A VIN has 17 letters and digits, never I, O or Q.',
  nothingSent: 'Nothing was sent, so this did not use one of today’s free reports.',
  limitTitle: 'Daily limit reached',
  notInDemoTitle: 'Not in the demo data',
  buildFailed: 'The service could not build the report this time.',
  notShownTitle: 'The report could not be shown',
  notBuiltTitle: 'The report could not be built just now',
  /** The MCP card's line until the tool's result arrives. */
  cardLoading: 'Loading the report…',
  /** The MCP card's line when the tool's result carries no report and no error of its own. */
  cardFailed: 'The report could not be made.',
} as const;

/** "This address has used all 100 of today’s free reports. The allowance resets at midnight UTC, in 3 hours (at 00:00 your time)." */
export function limitReachedText(limit: number | undefined, wait: string | undefined): string {
  const used = limit ? `This address has used all ${limit} of today’s free reports.` : 'This address has used all of today’s free reports.';
  return `${used} ${wait ? `The allowance resets at midnight UTC, ${wait}.` : 'The allowance resets at midnight UTC.'}`;
}

/** When the service answers with a status the page does not expect. */
export function unexpectedStatusText(status: number): string {
  return `The service answered with status ${status}.`;
}

/** While a report is built: the text before and after the VIN. */
export const BUILDING = { before: 'Building the report for', after: '… This takes a few seconds the first time.' } as const;

/** Demo mode's banner at the top of the page; the VINs it answers for follow, each a link. */
export const DEMO_BANNER = {
  title: 'Demo mode.',
  text: 'This service answers from recorded NHTSA answers bundled with vin-report, not from NHTSA and the EPA today, and only for these VINs:',
} as const;

/** The score ring as a screen reader says it: "Score: 7 out of 10". */
export const SCORE_SPOKEN = { label: 'Score', outOf: 'out of' } as const;

/** "99,978 of 100,000 free reports left today from this address." */
export function budgetLine(remaining: number, limit: number): string {
  return `${formatNumber(remaining)} of ${formatNumber(limit)} free reports left today from this address.`;
}
