/**
 * The assessment, computed once per report from the decode and the sections: how sure the decode
 * is, which recalls may apply, what is unknown, the score and why, what to check on a test drive
 * and what the report does not cover. Pure and deterministic; the pipeline stores it in the report
 * and both summary writers are bound by it.
 */
import { assessChecks } from './checks.js';
import { factsOf, type AssessmentInput } from './facts.js';
import { assessDecode } from './decode.js';
import { NOT_COVERED } from '../words/not-covered.js';
import { assessRecalls, recallLookupUrl } from '../report/recalls.js';
import type { Assessment } from '../report/assessment.js';
import { assessScore } from './score.js';
import { assessUnknowns } from './unknowns.js';

export type { AssessmentInput, Facts } from './facts.js';

export function assess(sliced: AssessmentInput): Assessment {
  const input = factsOf(sliced);
  const decode = assessDecode(input.vehicle);
  const recalls = assessRecalls(input.recalls, input.recallsLookedUp);
  const unknowns = assessUnknowns(input, recallLookupUrl(input.vehicle.vin));
  return {
    decode,
    vehicle: { ...input.car, era: { ...input.car.era } },
    recalls,
    unknowns,
    score: assessScore(input, { decode, recalls, unknowns }),
    checks: assessChecks(input),
    notCovered: NOT_COVERED.map((n) => ({ ...n, lookups: n.lookups.map((l) => ({ ...l })) })),
  };
}
