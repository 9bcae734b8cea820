/**
 * What the LLM prompt's data block says about each section, by key: facts about the vehicle's
 * configuration only, never the VIN, so one model's VINs share one prompt, with every string capped
 * (prompt-caps.ts). A section added to the list (src/report/sections.ts) is named here by the compiler.
 */
import type { SectionKey, SectionValues } from '../report/sections.js';
import { capStrings, capText, MAX_PROMPT_ITEMS, MAX_PROMPT_TEXT } from './prompt-caps.js';
import { recallsLookedUp } from './provider.js';
import { isUrgent, relevantRecalls } from './score.js';

type PromptFacts<K extends SectionKey> = (value: SectionValues[K], input: { notLookedUp: string[] }) => Record<string, unknown>;

export const SECTION_PROMPT_FACTS: { [K in SectionKey]: PromptFacts<K> } = {
  recalls(recalls, input) {
    const relevant = relevantRecalls(recalls);
    // Sorted by campaign number (newest first), so the upstream's order never changes the prompt.
    const ordered = [...recalls].sort((a, b) => ((a.campNo ?? '') < (b.campNo ?? '') ? 1 : (a.campNo ?? '') > (b.campNo ?? '') ? -1 : 0));
    return {
      recallsLookedUp: recallsLookedUp(input),
      recallCount: recalls.length,
      recallsLikelyToApply: relevant.length,
      urgentRecalls: relevant.filter(isUrgent).map((r) => ({ campNo: r.campNo ?? '(unnumbered)', action: r.parkIt ? 'parkIt' : 'parkOutside' })),
      recalls: ordered.slice(0, MAX_PROMPT_ITEMS).map((r) => ({
        campNo: r.campNo,
        component: capText(r.component, 200),
        summary: capText(r.summary, MAX_PROMPT_TEXT),
        consequence: capText(r.consequence, MAX_PROMPT_TEXT),
        remedy: capText(r.remedy, MAX_PROMPT_TEXT),
        reportReceivedDate: r.reportReceivedDate,
        parkIt: r.parkIt || undefined,
        parkOutside: r.parkOutside || undefined,
        overTheAirUpdate: r.overTheAirUpdate || undefined,
        appliesTo: r.appliesTo,
        reason: capText(r.reason, 300),
        evidence: capText(r.evidence, 300),
      })),
      recallsOmitted: Math.max(0, recalls.length - MAX_PROMPT_ITEMS) || undefined,
    };
  },
  maintenance: (maintenance) => ({ maintenance: capStrings(maintenance) }),
  // The ten components named most are enough for the writer.
  complaints: (complaints) => ({ complaints: complaints && capStrings({ ...complaints, components: complaints.components.slice(0, 10) }) }),
  // The picture is ours to serve, not a fact about the vehicle.
  safetyRatings: (ratings) => ({ safetyRatings: ratings && capStrings({ ...ratings, picture: undefined }) }),
  fuelEconomy: (fuelEconomy) => ({ fuelEconomy: capStrings(fuelEconomy) }),
};
