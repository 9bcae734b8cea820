/**
 * Recall helpers the summary writers share. The score's rubric lives in src/assessment/score.ts
 * (docs/summary.md is its reader's copy).
 */
import type { ApplicableRecall } from './section-facts.js';

/** Recalls that may be this car's: everything the recall section did not mark "unlikely". */
export function relevantRecalls(recalls: readonly ApplicableRecall[]): ApplicableRecall[] {
  return recalls.filter((r) => r.appliesTo !== 'unlikely');
}

export { isUrgent } from '../report/recalls.js';
