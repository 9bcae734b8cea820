/**
 * Holds an LLM's score to the rubric: outside the assessment's allowed range (the hard caps, and
 * at most one point from the rubric's score; docs/summary.md) it is replaced by the rubric's.
 */
import type { ScoreAssessment } from '../report/assessment.js';
import { scoreOutsideRubric } from '../words/summary-words.js';

export function boundScore(score: number, rubric: ScoreAssessment): { score: number; reason?: string } {
  const { min, max } = rubric.allowed;
  if (score >= min && score <= max) return { score };
  return {
    score: rubric.value,
    reason: scoreOutsideRubric(score, min, max, rubric.value),
  };
}
