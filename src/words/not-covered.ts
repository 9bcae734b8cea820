/**
 * What this report does not hold, so a clean reading is never taken for a clean history: title
 * brands, accidents, odometer readings and theft, with the public look-ups a buyer can use. NMVTIS
 * reports are sold by approved providers (a few dollars each); NICB's VINCheck is free.
 */
import type { NotCovered } from '../report/assessment.js';

const NMVTIS = { name: 'NMVTIS vehicle history (approved providers, a small fee)', url: 'https://vehiclehistory.bja.ojp.gov/nmvtis_consumers', free: false };
const NICB = { name: 'NICB VINCheck', url: 'https://www.nicb.org/vincheck', free: true };

export const NOT_COVERED: readonly NotCovered[] = [
  { topic: 'titleBrands', text: 'Title brands (salvage, flood, junk, rebuilt) are not in this report: an NMVTIS report lists the brands every state has put on the title, and NICB\'s VINCheck shows an insurer\'s salvage record.', lookups: [NMVTIS, NICB] },
  { topic: 'accidents', text: 'Accidents are not in this report, and no free public record lists them: ask for repair records, look for uneven panel gaps and repainting, and have it inspected.', lookups: [] },
  { topic: 'odometer', text: 'Odometer readings are not in this report: an NMVTIS report gives the latest reading a state recorded; compare it with the dashboard and the service records.', lookups: [NMVTIS] },
  { topic: 'theft', text: 'Theft records are not in this report: NICB\'s free VINCheck shows whether an insurer reported the vehicle stolen and not recovered.', lookups: [NICB] },
];
