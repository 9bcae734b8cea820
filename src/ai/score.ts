/**
 * The built-in score, 1 (avoid) to 10 (excellent), from the facts alone. The rubric is documented
 * for readers in docs/summary.md; keep the two in step. Same facts, same score: nothing here reads
 * a clock, the VIN or anything random.
 */
import { recallsLookedUp, type SummaryInput } from './provider.js';
import { field } from './text.js';
import { decodeProblem, vehicleAge } from './vehicle-words.js';
import type { ApplicableRecall } from './section-facts.js';

export const SCORE_START = 7;
/** A car whose recalls could not be looked up never scores above this. */
export const UNKNOWN_RECALLS_CAP = 6;

export interface ScoreLine {
  points: number;
  why: string;
}

export interface ScoreResult {
  score: number;
  lines: ScoreLine[];
}

/** Recalls that may be this car's: everything the recall section did not mark "unlikely". */
export function relevantRecalls(recalls: readonly ApplicableRecall[]): ApplicableRecall[] {
  return recalls.filter((r) => r.appliesTo !== 'unlikely');
}

export function isUrgent(r: ApplicableRecall): boolean {
  return r.parkIt === true || r.parkOutside === true;
}

/** Scores the facts and says why, line by line (tests and docs read the lines). */
export function scoreSummary(input: SummaryInput): ScoreResult {
  const lines: ScoreLine[] = [];
  const add = (points: number, why: string): void => {
    if (points !== 0) lines.push({ points, why });
  };

  const overall = field(input.sections.safetyRatings?.overall, 12);
  if (overall === '5') add(1, '5-star overall crash rating');
  else if (overall === '3') add(-1, '3-star overall crash rating');
  else if (overall === '2' || overall === '1') add(-2, `${overall}-star overall crash rating`);

  if (recallsLookedUp(input)) {
    const relevant = relevantRecalls(input.sections.recalls);
    if (relevant.some(isUrgent)) add(-2, 'a park-it or park-outside recall');
    const needsVisit = relevant.filter((r) => !r.overTheAirUpdate).length;
    if (needsVisit === 0) add(1, 'no recall that needs a service visit');
    else if (needsVisit >= 6) add(-2, '6 or more recalls needing a service visit');
    else if (needsVisit >= 3) add(-1, '3 to 5 recalls needing a service visit');
  }

  const complaints = input.sections.complaints;
  if (complaints) {
    let points = 0;
    if (complaints.total >= 1000) points -= 2;
    else if (complaints.total >= 250) points -= 1;
    if (complaints.deaths > 0) points -= 1;
    add(Math.max(-2, points), 'owner complaints to NHTSA');
  }

  const age = vehicleAge(input.vehicle, input.currentYear);
  if (age !== undefined) {
    if (age <= 3) add(1, '3 model years old or newer');
    else if (age >= 15) add(-2, '15 model years old or more');
    else if (age >= 8) add(-1, '8 to 14 model years old');
  }

  if ((input.sections.maintenance?.knownIssues?.length ?? 0) > 0) add(-1, 'a documented engine weakness');
  if (decodeProblem(input.vehicle)) add(-1, 'the VIN did not decode cleanly');

  let score = Math.min(10, Math.max(1, SCORE_START + lines.reduce((sum, l) => sum + l.points, 0)));
  if (!recallsLookedUp(input) && score > UNKNOWN_RECALLS_CAP) {
    lines.push({ points: UNKNOWN_RECALLS_CAP - score, why: 'recalls could not be looked up' });
    score = UNKNOWN_RECALLS_CAP;
  }
  return { score, lines };
}
