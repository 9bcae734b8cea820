/**
 * Known issues are defects; scheduled work is maintenance. The maintenance table keeps scheduled
 * items in scheduledWork; one that still arrives among knownIssues (a timing-belt interval, a
 * shorter oil schedule, how to read the dipstick) is told as maintenance too and never counts
 * against the vehicle.
 */
import type { MaintenanceSpec } from '../report/schemas.js';

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

/** A piece of scheduled work, as maintenance.scheduledWork holds it (interval absent for one told as a knownIssue). */
export interface ScheduledWork {
  title: string;
  detail: string;
  interval?: string;
}

/** The vehicle's scheduled work: maintenance.scheduledWork, and any scheduled item still among knownIssues. */
export function scheduledWorkOf(m: MaintenanceSpec | null | undefined): ScheduledWork[] {
  return [...(m?.scheduledWork ?? []), ...(m?.knownIssues ?? []).filter(isScheduledWork)];
}
