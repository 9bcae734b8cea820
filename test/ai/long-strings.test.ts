/**
 * vPIC fields of 4 MiB of spaces or of parentheses still produce a summary and a prompt. The old
 * writer's backtracking regular expressions took seconds on 60 KB and hours on 4 MiB; the helpers
 * now make one pass. No timing assertion (the suite shares its machine): it must complete, and
 * `npm run bench` is where CPU time is measured.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { writeBuiltinSummary } from '../../src/ai/builtin.js';
import { promptFacts } from '../../src/ai/prompt.js';
import type { SummaryInput } from '../../src/ai/provider.js';
import { AiSummarySchema, DecodedVehicleSchema, type DecodedVehicle } from '../../src/report/schemas.js';
import { summaryInput } from './summary-input.js';

const FOUR_MIB = 4 * 1024 * 1024;

function hostileInput(filler: string): SummaryInput {
  const keys = Object.keys(DecodedVehicleSchema.shape) as (keyof DecodedVehicle)[];
  const vehicle: DecodedVehicle = Object.fromEntries(keys.map((k) => [k, filler]));
  vehicle.make = `FORD${filler}`;
  vehicle.modelYear = '2021';
  return summaryInput({
    vehicle,
    recalls: [{ campNo: '21V001000', component: filler, summary: filler, consequence: `Fire${filler}`, remedy: filler, appliesTo: 'likely', reason: filler }],
    recallsLookedUp: true,
    maintenance: { oil: filler, oilInterval: filler, knownIssues: [{ title: filler, detail: filler, source: filler }] },
    complaints: { total: 3, crashes: 0, fires: 0, injuries: 0, deaths: 0, components: [{ component: filler, count: 3 }] },
    safetyRatings: { variant: filler, overall: filler, frontCrash: filler, sideCrash: filler, rollover: filler },
    fuelEconomy: { variant: filler, cityMpg: 20, highwayMpg: 30, combinedMpg: 24, fuelType: filler },
    unavailable: [],
    currentYear: 2026,
  });
}

describe('summaries of hostile vPIC strings', () => {
  for (const [name, filler] of [['spaces', ' '.repeat(FOUR_MIB)], ['opening parentheses', '('.repeat(FOUR_MIB)], ['parentheses', '()'.repeat(FOUR_MIB / 2)], ['spaces then a bracket', `${' '.repeat(FOUR_MIB)}(`]] as const) {
    test(`4 MiB of ${name} in every field still gives a short, valid summary`, () => {
      const summary = AiSummarySchema.parse(writeBuiltinSummary(hostileInput(filler)));
      for (const text of [summary.overview, summary.buyingAdvice, summary.maintenanceTips, ...summary.issues, ...summary.strengths]) {
        assert.ok(text.length <= 1500, `a ${text.length}-character field`);
      }
    });
    test(`4 MiB of ${name} in every field still gives a compact prompt`, () => {
      const facts = JSON.stringify(promptFacts(hostileInput(filler)));
      assert.ok(facts.length < 20_000, `a ${facts.length}-character prompt`);
    });
  }
});
