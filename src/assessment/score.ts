/**
 * The score rubric, 1 (avoid) to 10 (excellent), from the facts alone; docs/summary.md is its
 * reader's copy, keep the two in step. Same facts, same score: nothing here reads a clock, the VIN
 * or anything random. Not knowing never earns points: a vehicle the data says little about is
 * "Not enough data", and missing sections make the score provisional and cap it.
 */
import { vehicleAge } from '../words/vehicle-words.js';
import { NOT_ENOUGH_DATA } from '../words/score-words.js';
import { isNarrowable, narrowedCapRule } from '../words/lookup-words.js';
import type { Facts } from './facts.js';
import { defectsOf } from './known-issues.js';
import type { DecodeAssessment, RecallAssessment, ScoreAssessment, Unknown } from '../report/assessment.js';

export const SCORE_START = 7;
/** Recalls that could not be looked up: never above this. */
export const UNKNOWN_RECALLS_CAP = 6;
/** A park-it recall that may apply: never above this. */
export const PARK_IT_CAP = 3;
/** A section that could not be fetched: never above this. */
export const MISSING_SECTION_CAP = 8;
/** Too little data to judge: never above the middle. */
export const NOT_ENOUGH_DATA_CAP = 5;
/** How far an LLM's score may stray from the rubric's. */
export const LLM_SCORE_DISTANCE = 1;

interface Parts {
  decode: DecodeAssessment;
  recalls: RecallAssessment;
  unknowns: Unknown[];
}

export function scoreLabel(value: number): ScoreAssessment['label'] {
  return value >= 9 ? 'Excellent' : value >= 7 ? 'Good' : value >= 5 ? 'Fair' : value >= 3 ? 'Poor' : 'Very poor';
}

/** Whether the data says enough about the vehicle to score it at all. */
export function hasEnoughData(input: Facts): boolean {
  return input.recallsLookedUp && input.car.body !== 'trailer';
}

export function assessScore(input: Facts, parts: Parts): ScoreAssessment {
  const factors: ScoreAssessment['factors'] = [];
  const add = (points: number, rule: string): void => {
    if (points !== 0) factors.push({ points, rule });
  };
  const enoughData = hasEnoughData(input);
  const { recalls, decode } = parts;

  const overall = input.safetyRatings?.overall;
  if (overall === '5') add(1, '5-star overall crash rating');
  else if (overall === '3') add(-1, '3-star overall crash rating');
  else if (overall === '2' || overall === '1') add(-2, `${overall}-star overall crash rating`);

  if (recalls.lookedUp) {
    if (recalls.parkIt + recalls.parkOutside > 0) add(-2, 'a park-it or park-outside recall that may apply');
    const needsVisit = input.recalls.filter((r) => r.appliesTo !== 'unlikely' && !r.overTheAirUpdate).length;
    // A clean bill only on certain ground: none may apply, the decode is sure, NHTSA counts no more
    // than we found, and every name NHTSA files the model under was asked.
    const recallsShort = parts.unknowns.some((u) => (u.reason === 'countsDisagree' || u.reason === 'narrowed') && u.section === 'recalls');
    if (recalls.mayApply === 0 && enoughData && decode.certain && !recallsShort) add(1, 'no recall may apply to this vehicle');
    else if (needsVisit >= 6) add(-2, '6 or more recalls that may apply need a service visit');
    else if (needsVisit >= 3) add(-1, '3 to 5 recalls that may apply need a service visit');
  }

  const complaints = input.complaints;
  if (complaints) {
    let points = 0;
    if (complaints.total >= 1000) points -= 2;
    else if (complaints.total >= 250) points -= 1;
    if (complaints.deaths > 0) points -= 1;
    add(Math.max(-2, points), complaints.total >= 250 ? `${complaints.total >= 1000 ? '1,000 or more' : '250 to 999'} owner complaints${complaints.deaths > 0 ? ', some reporting a death' : ''}` : 'owner complaints reporting a death');
  }

  const age = vehicleAge(input.vehicle, input.currentYear);
  if (age !== undefined) {
    if (age <= 3) add(1, '3 model years old or newer');
    else if (age >= 15) add(-2, '15 model years old or more');
    else if (age >= 8) add(-1, '8 to 14 model years old');
  }

  if (defectsOf(input.maintenance).length > 0) add(-1, 'a documented engine or transmission weakness');
  if (!decode.certain) add(-1, 'the VIN did not decode cleanly');

  let value = Math.min(10, Math.max(1, SCORE_START + factors.reduce((sum, f) => sum + f.points, 0)));
  const cap = (limit: number, rule: string): void => {
    if (value > limit) {
      factors.push({ points: limit - value, rule });
      value = limit;
    }
  };
  if (!recalls.lookedUp) cap(UNKNOWN_RECALLS_CAP, `recalls were not looked up: at most ${UNKNOWN_RECALLS_CAP}`);
  if (recalls.parkIt > 0) cap(PARK_IT_CAP, `a park-it recall may apply: at most ${PARK_IT_CAP}`);
  if (parts.unknowns.some((u) => u.reason === 'notFetched')) cap(MISSING_SECTION_CAP, `sections could not be fetched: at most ${MISSING_SECTION_CAP}`);
  // Fewer recalls or complaints found under one name must not score better than all of them would.
  const narrowed = parts.unknowns.filter((u) => u.reason === 'narrowed').map((u) => u.section).filter(isNarrowable);
  if (narrowed.length > 0) cap(MISSING_SECTION_CAP, narrowedCapRule(narrowed, MISSING_SECTION_CAP));
  if (!enoughData) cap(NOT_ENOUGH_DATA_CAP, `too little data about this vehicle: at most ${NOT_ENOUGH_DATA_CAP}`);

  const hardMax = Math.min(10, ...[
    recalls.lookedUp ? 10 : UNKNOWN_RECALLS_CAP,
    recalls.parkIt > 0 ? PARK_IT_CAP : 10,
    enoughData ? 10 : NOT_ENOUGH_DATA_CAP,
  ]);
  return {
    value,
    label: enoughData ? scoreLabel(value) : NOT_ENOUGH_DATA,
    enoughData,
    provisional: !decode.certain || parts.unknowns.some((u) => u.reason !== 'noMatch'),
    factors,
    allowed: { min: Math.max(1, value - LLM_SCORE_DISTANCE), max: Math.min(hardMax, value + LLM_SCORE_DISTANCE) },
  };
}
