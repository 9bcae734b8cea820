/**
 * The score as every door shows it: "7/10 (Good)", "Not enough data", provisional or not, and the
 * factors that moved it from 7 (docs/assessment.md).
 */
import type { Assessment, ScoreAssessment } from '../report/assessment.js';

const SCORE_WORDS = ['', 'Very poor', 'Very poor', 'Poor', 'Poor', 'Fair', 'Fair', 'Good', 'Good', 'Excellent', 'Excellent'];

/** The score as every door shows it: a whole number from 1 to 10. */
export function shownScore(score: number): number {
  return Math.min(10, Math.max(1, Math.round(score)));
}

/** "Good" for 7 or 8: the word under the score. */
export function scoreWord(score: number): string {
  return SCORE_WORDS[shownScore(score)]!;
}

/** "7/10 (Good)". */
export function scoreText(score: number): string {
  return `${shownScore(score)}/10 (${scoreWord(score)})`;
}

/** The score's label when the data says too little to score the vehicle. */
export const NOT_ENOUGH_DATA = 'Not enough data';

/** "7/10 (Good)", or "Not enough data" when the data says too little to score the vehicle; "(provisional)" when it may move. */
export function assessedScoreText(score: ScoreAssessment): string {
  const shown = score.enoughData ? `${score.value}/10 (${score.label})` : NOT_ENOUGH_DATA;
  return score.provisional ? `${shown}, provisional` : shown;
}

/** Why a score is provisional, in a sentence. */
export const PROVISIONAL_NOTE = 'Provisional: the decode is uncertain or some sections are unknown, so the score may change once they are known.';

/** "+1 5-star overall crash rating", "−2 15 model years old or more". */
export function factorText(f: { points: number; rule: string }): string {
  return `${f.points > 0 ? '+' : '−'}${Math.abs(f.points)} ${f.rule}`;
}

/** The score as every door shows it: "7/10 (Good)", "Not enough data", with ", provisional" when it may move. */
export function reportScoreText(report: { ai: { score: number }; assessment?: Assessment }): string {
  const assessed = report.assessment?.score;
  if (!assessed) return scoreText(report.ai.score);
  if (!assessed.enoughData) return assessedScoreText(assessed);
  return `${scoreText(report.ai.score)}${assessed.provisional ? ', provisional' : ''}`;
}
