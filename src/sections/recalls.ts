/**
 * Every recall NHTSA holds for the make/model/year, under every name the recall database files the
 * model as, each marked with whether it likely applies to this vehicle. Required: if the recall
 * service cannot be asked the report fails (retryably) rather than claim there are none.
 */
import { z } from 'zod';
import { capText, MAX_PROMPT_ITEMS, MAX_PROMPT_TEXT } from '../ai/prompt-caps.js';
import { recallsLookedUp } from '../ai/provider.js';
import { isUrgent, relevantRecalls } from '../ai/score.js';
import { RecallSchema } from '../schemas.js';
import { applicability } from '../upstream/recall-applicability.js';
import { catalogueModelNames } from './model-names.js';
import { defineSection } from './section.js';

export const recallsSection = defineSection({
  key: 'recalls',
  schema: z.array(RecallSchema),
  onFailure: 'fail',
  perModel: true,
  none: [],
  async load(vehicle, model, ctx) {
    const models = await catalogueModelNames(model, 'recalls', ctx);
    const recalls = await ctx.clients.recalls.findForModels({ make: model.make, models, modelYear: model.modelYear }, ctx.signal);
    return recalls.map((recall) => ({ ...recall, ...applicability(recall, vehicle) }));
  },
  promptFacts(recalls, input) {
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
});
