/**
 * Known issues are defects; scheduled work is maintenance. The maintenance table's knownIssues
 * still hold a few scheduled items (a timing-belt interval, a shorter oil schedule, how to read the
 * dipstick): those are told as maintenance and never count against the vehicle.
 */
import type { MaintenanceSpec } from '../schemas.js';

export type KnownIssue = NonNullable<MaintenanceSpec['knownIssues']>[number];

/** Titles that name work done on a schedule or a way of servicing, not a fault. */
const SCHEDULED = /\b(replacement|schedule|interval|due|before checking)\b/i;
/** Words that name a fault even in a title that also names a schedule. */
const FAULT = /\b(failure|fail|wear|worn|consumption|leak|crack|overheat|shudder|slip|break|seize|defect)/i;

export function isScheduledWork(issue: KnownIssue): boolean {
  return SCHEDULED.test(issue.title) && !FAULT.test(issue.title);
}

/** The engine's documented defects: knownIssues without the scheduled work. */
export function defectsOf(m: MaintenanceSpec | null | undefined): KnownIssue[] {
  return (m?.knownIssues ?? []).filter((k) => !isScheduledWork(k));
}

/** The scheduled work among knownIssues, told as maintenance. */
export function scheduledWorkOf(m: MaintenanceSpec | null | undefined): KnownIssue[] {
  return (m?.knownIssues ?? []).filter(isScheduledWork);
}
