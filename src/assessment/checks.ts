/**
 * The assessment's test-drive and inspection checklist: the facts, with the engine's defects and
 * scheduled work sorted out, handed to the checklist's words (src/words/checklist-words.ts).
 */
import type { Check } from '../report/assessment.js';
import { checklistWords } from '../words/checklist-words.js';
import type { Facts } from './facts.js';
import { defectsOf, scheduledWorkOf } from './known-issues.js';

export function assessChecks(input: Facts): Check[] {
  return checklistWords({ ...input, defects: defectsOf(input.maintenance), scheduledWork: scheduledWorkOf(input.maintenance) });
}
