/**
 * The default summary writer: deterministic, offline, free. It gathers the facts (the assessment,
 * the engine's defects and scheduled work, whether recalls were looked up) and the score; every
 * sentence is written in src/words/summary-words.ts. It stands in whenever an LLM fails, and answers
 * first when summaries are written in the background. The score's rubric is in
 * src/assessment/score.ts and docs/summary.md.
 */
import { assess } from '../assessment/assess.js';
import { defectsOf, scheduledWorkOf } from '../assessment/known-issues.js';
import type { AiSummary } from '../report/schemas.js';
import { summaryWords } from '../words/summary-words.js';
import { recallsLookedUp, type AiProvider, type SummaryInput } from './provider.js';

export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    async summarize(input) {
      return writeBuiltinSummary(input);
    },
  };
}

/**
 * Writes the summary synchronously from the facts. Same input, same text and score, word for word.
 * Never throws for any DecodedVehicle, however long or odd its strings.
 */
export function writeBuiltinSummary(uncapped: SummaryInput): AiSummary {
  const input = capStrings(uncapped);
  const a = input.assessment ?? assess(input);
  const words = summaryWords({
    input,
    assessment: a,
    recallsLookedUp: recallsLookedUp(input),
    defects: defectsOf(input.sections.maintenance),
    scheduledWork: scheduledWorkOf(input.sections.maintenance),
  });
  return { ...words, score: a.score.value, provider: 'builtin' };
}

/** Longest text the writer reads from any field: what the upstream clients pass on at most. */
const MAX_INPUT_CHARS = 2000;

/** `value` with every string cut to MAX_INPUT_CHARS, so a huge field costs one slice, never a scan. */
function capStrings<T>(value: T): T {
  if (typeof value === 'string') return (value.length > MAX_INPUT_CHARS ? value.slice(0, MAX_INPUT_CHARS) : value) as T;
  if (Array.isArray(value)) return value.map(capStrings) as T;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, capStrings(v)])) as T;
  return value;
}
