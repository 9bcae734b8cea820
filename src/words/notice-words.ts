/**
 * What a reader is told, at every door, about a report that is not fresh from NHTSA and the EPA:
 * one built from demo mode's recorded answers, or an expired one served through an outage (and the
 * HTTP Warning header that says so).
 */
import { describeAge } from './dates.js';

/** What a reader is told, on the page, in the CLI and over MCP, about a report demo mode built. */
export const DEMO_NOTICE = 'Demo data: this report was built from recorded NHTSA answers bundled with vin-report, not from NHTSA and the EPA today. ' +
  'Its recall list holds only the campaigns that were recorded, which may not be all of them, and sections without a recording show as not in the demo data.';

/** What a reader is told, at every door, about an expired report served through an outage. */
export function staleNotice(seconds: number): string {
  return `This report is ${describeAge(seconds)} old. The vehicle data services (NHTSA) are not answering right now, ` +
    'so the last report built for this VIN is shown instead. Recalls announced since then are not in it: try again later for an up-to-date report.';
}

/** The header an expired report is served with through an outage (HTTP's Warning, code 110). */
export function staleWarningHeader(ageSeconds: number): string {
  return `110 vin-report "Response is stale: the vehicle data services are failing, so this report from ${describeAge(ageSeconds)} ago is served instead"`;
}
