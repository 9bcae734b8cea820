/**
 * The recall and complaint databases file a vPIC model under their own, finer names ("XC90 T6",
 * "XC90H" for "XC90"): this asks their products catalogue which names to query. Without the
 * catalogue, the vPIC name alone is asked: the log says so, and `ctx.onNarrowed` hears it, so the
 * report says so too (its `narrowed` field).
 */
import { modelNamesFor, type IssueType } from '../upstream/catalogue.js';
import type { SectionContext } from './section.js';

export function catalogueModelNames(vehicle: { make: string; model: string; modelYear: string }, issueType: IssueType, ctx: SectionContext): Promise<string[]> {
  return modelNamesFor(ctx.clients.catalogue, { ...vehicle, issueType }, {
    signal: ctx.signal,
    onFallback: (err) => {
      ctx.logger.warn('catalogue_unavailable', { make: vehicle.make, modelYear: vehicle.modelYear, issueType, err });
      ctx.onNarrowed?.();
    },
  });
}
