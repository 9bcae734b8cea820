/**
 * The recall counts a buyer acts on (by applicability, and the alarms among those that may apply)
 * and the order every door lists the recalls in.
 */
import type { Recall } from './schemas.js';
import type { Assessment, RecallAssessment } from './assessment.js';

/** A recall that may be this vehicle's: everything the recall section did not mark "unlikely". */
export function mayApply(r: Recall): boolean {
  return r.appliesTo !== 'unlikely';
}

/** A recall whose maker tells owners to park the vehicle, or to park it outside, until it is repaired. */
export function isUrgent(r: Recall): boolean {
  return r.parkIt === true || r.parkOutside === true;
}

/** NHTSA's open-recall look-up; with the VIN it answers for this exact vehicle. */
export const NHTSA_RECALL_LOOKUP = 'https://www.nhtsa.gov/recalls';

/** The NHTSA look-up address for this VIN, or the plain look-up page when the VIN is unusable. */
export function recallLookupUrl(vin: string | undefined): string {
  return vin && /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) ? `${NHTSA_RECALL_LOOKUP}?vin=${vin}` : NHTSA_RECALL_LOOKUP;
}

export function assessRecalls(recalls: readonly Recall[], lookedUp: boolean): RecallAssessment {
  const relevant = recalls.filter(mayApply);
  const counted = (keep: (r: Recall) => boolean) => recalls.filter(keep).length;
  return {
    lookedUp,
    total: recalls.length,
    likely: counted((r) => r.appliesTo === 'likely' || r.appliesTo === undefined),
    unknown: counted((r) => r.appliesTo === 'unknown'),
    unlikely: counted((r) => r.appliesTo === 'unlikely'),
    mayApply: relevant.length,
    parkIt: relevant.filter((r) => r.parkIt === true).length,
    parkOutside: relevant.filter((r) => r.parkOutside === true && r.parkIt !== true).length,
    overTheAir: relevant.filter((r) => r.overTheAirUpdate === true).length,
  };
}

/** The recall counts every door shows: alarms only among the recalls that may apply. */
export function recallCounts(report: { recalls: Recall[]; assessment?: Assessment }): RecallAssessment {
  return report.assessment?.recalls ?? assessRecalls(report.recalls, true);
}

/** Newest first by the date NHTSA received the report; undated recalls last, otherwise in the order given. */
export function recallsNewestFirst<R extends { reportReceivedDate?: string }>(recalls: R[]): R[] {
  return recalls
    .map((recall, index) => ({ recall, index }))
    .sort((a, b) => {
      const da = a.recall.reportReceivedDate ?? '';
      const db = b.recall.reportReceivedDate ?? '';
      if (da !== db) return da === '' ? 1 : db === '' ? -1 : db < da ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ recall }) => recall);
}

/** Recalls that may apply first, then newest first: the order every door lists them in. */
export function recallsMayApplyFirst<R extends { reportReceivedDate?: string; appliesTo?: string }>(recalls: R[]): R[] {
  const ordered = recallsNewestFirst(recalls);
  return [...ordered.filter((r) => r.appliesTo !== 'unlikely'), ...ordered.filter((r) => r.appliesTo === 'unlikely')];
}
