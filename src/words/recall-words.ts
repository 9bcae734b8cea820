/**
 * A recall as every door and the summary say it: its labels and flags, whether it applies to this
 * vehicle, the evidence for that, a recall named inside a sentence, and the counts in one line.
 */
import type { RecallAssessment } from '../report/assessment.js';
import { field } from '../report/upstream-field.js';
import { componentPhrase } from './component-words.js';
import { formatNumber } from './text.js';

/** The labels of a recall's details and flags. */
export const RECALL_LABELS = {
  consequence: 'Consequence',
  remedy: 'Remedy',
  parkIt: 'Park it: do not drive',
  parkOutside: 'Park outside: fire risk',
  overTheAirUpdate: 'Fixed over the air',
} as const;

/** Whether a recall applies to this very vehicle, as the recall section judged it. */
export const APPLIES_TO_WORDS = {
  likely: 'Likely applies to this vehicle',
  unlikely: 'Unlikely to apply to this vehicle',
  unknown: 'May apply to this vehicle',
} as const;

/**
 * The recall's own words a verdict rests on, when the reason does not already quote them, so a
 * reader can check the verdict against the summary: `The recall says: "…".`
 */
export function recallEvidenceText(recall: { reason?: string; evidence?: string }): string | undefined {
  const evidence = recall.evidence?.trim();
  if (!evidence || (recall.reason ?? '').includes(evidence)) return undefined;
  return `The recall says: “${evidence}”.`;
}

/** "recall 20V908000 (fuel system, gasoline)", "an unnumbered recall": a recall named inside a sentence. */
export function recallName(r: { campNo?: string; component?: string }): string {
  const number = field(r.campNo, 20);
  const component = componentPhrase(r.component);
  return `${number ? `recall ${number}` : 'an unnumbered recall'}${component ? ` (${component})` : ''}`;
}

/** "2 may apply to this vehicle (5 listed for the model)", or the alarm among them. */
export function recallCountLine(c: RecallAssessment): string {
  const listed = c.total === c.mayApply ? '' : ` (${formatNumber(c.total)} listed for the model and year)`;
  const alarms = [c.parkIt > 0 ? `${formatNumber(c.parkIt)} ${c.parkIt === 1 ? 'says' : 'say'} do not drive` : '', c.parkOutside > 0 ? `${formatNumber(c.parkOutside)} ${c.parkOutside === 1 ? 'says' : 'say'} park outside` : '']
    .filter(Boolean).join(', ');
  return `${formatNumber(c.mayApply)} may apply to this vehicle${listed}${alarms ? `: ${alarms}` : ''}.`;
}
