/**
 * What the CLI says on stderr about a run (src/cli/decode-command.ts, src/cli/watch-command.ts):
 * totals and the recalls a watch run found; a pause is said in pause-words.ts. Its usage text is
 * in src/cli/help.ts, and a report is said in door-words.ts and the words beside it, as at every
 * door.
 */
import { count } from './text.js';

/** "Decoded 9 of 10 VINs; 1 failed (see the status column)." */
export function fleetTotalLine(decoded: number, total: number, failed: number, format: 'csv' | 'jsonl'): string {
  return `Decoded ${decoded} of ${count(total, 'VIN')}${failed ? `; ${failed} failed (see the status ${format === 'csv' ? 'column' : 'field'})` : ''}.`;
}

/** After a fleet run some of whose VINs may decode later. */
export const RESUME_HINT = 'Run the same command again later to resume: the VINs already decoded come from the cache.';

/** A watched VIN without a model name: why it is not watched, and where to look it up. */
export function watchNotLookedUpLine(vin: string, gapSentence: string, lookupUrl: string): string {
  return `vin-report: ${vin}: ${gapSentence} Check it at ${lookupUrl}; the next run decodes it again.`;
}

/** "vin-report: the recalls of the 2003 HONDA Accord could not be checked: <why>". */
export function watchModelFailedLine(model: string, why: string): string {
  return `vin-report: the recalls of the ${model} could not be checked: ${why}`;
}

/** "vin-report: the 2018 VOLVO XC90: NHTSA's list of model names could not be reached, so recalls were looked up under …". */
export function watchNarrowedLine(model: string, narrowed: string): string {
  return `vin-report: the ${model}: ${narrowed}`;
}

/** The heading of a campaign a watch run found: "New recall for the 2003 HONDA Accord (1HGCM82633A004352):". */
export function watchRecallHeading(isNew: boolean, model: string, vins: string[]): string {
  return `${isNew ? 'New' : 'Changed'} recall for the ${model} (${vins.join(', ')}):`;
}

/** "Checked the recalls of 2 models for 2 VINs: 1 new and 0 changed campaigns since the last run." */
export function watchTotalLine(models: number, vins: number, fresh: number, changed: number, problems: number): string {
  const checked = `Checked the recalls of ${count(models, 'model')} for ${count(vins, 'VIN')}`;
  return `${checked}: ${fresh} new and ${changed} changed ${fresh + changed === 1 ? 'campaign' : 'campaigns'} since the last run${problems ? `; ${problems} could not be checked (said above)` : ''}.`;
}

/** A watch state that is not what a run writes. */
export function watchStateUnreadableLine(file: string): string {
  return `vin-report: the watch state ${JSON.stringify(file)} is unreadable; every campaign counts as new this time.`;
}
