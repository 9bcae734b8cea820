/**
 * Scheduled work beyond oil, plugs and fluids, as a manufacturer's maintenance schedule states it:
 * routine replacements and inspections with their interval, never defects (those are in
 * known-issues.ts). The data files attach these to entries' `spec.scheduledWork`.
 */
import { milesKm } from './entry.js';
import type { ScheduledItem } from './entry.js';

const J_BELT_DETAIL = 'The J-series V6 drives its camshafts with a rubber timing belt. Honda\'s schedule replaces it and inspects the water pump at the same visit; a belt that breaks stops the engine and can damage it.';
const ACCORD_2004 = '2004 Honda Accord Owner\'s Manual, Maintenance Schedule for Normal Conditions (6-cylinder models)';

/** J-series V6 of model years before the Maintenance Minder reached every model (2001-2007): the printed schedule. */
export const HONDA_J_TIMING_BELT_SCHEDULE: ScheduledItem = {
  title: 'Timing belt replacement',
  interval: `Every ${milesKm(105000)} or 7 years, whichever comes first, under normal conditions; sooner under the severe conditions the maintenance schedule lists`,
  detail: J_BELT_DETAIL,
  source: `Honda owner's manuals for J-series V6 models: ${ACCORD_2004}`,
};

/** J-series V6 with the Maintenance Minder (model years 2008 on, and the Acura J37). */
export const HONDA_J_TIMING_BELT_MINDER: ScheduledItem = {
  title: 'Timing belt replacement',
  interval: `When the Maintenance Minder shows item 4: about every ${milesKm(105000)} or 7 years under normal conditions, sooner under severe ones`,
  detail: J_BELT_DETAIL,
  source: `Honda owner's manuals for J-series V6 models: ${ACCORD_2004}; 2006 Honda Ridgeline Owner's Manual, Maintenance Minder and "Timing Belt"`,
};

export const HYUNDAI_20T_OIL_SCHEDULE: ScheduledItem = {
  title: 'Shorter oil-change schedule and fuel additive (2.0 L turbo GDI)',
  interval: 'First oil change at 3,000 miles (5,000 km) or 6 months, then every 4,800 miles (8,000 km) or 6 months; a bottle of fuel additive at the same intervals where TOP TIER detergent gasoline is not available',
  detail: 'Hyundai\'s schedule for the 2.0 L turbo GDI engine of the 2011 Sonata 2.0T is shorter than for its 2.4 L sibling. Later Theta II turbo models have their own schedule in their manuals: follow yours.',
  source: '2011 Hyundai Sonata Turbo Owner\'s Manual, "Normal maintenance schedule", footnotes *3 and *4 (engine oil and fuel additive, 2.0 TGDI)',
};
