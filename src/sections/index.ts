/** The report's sections, in report order. Adding one: a file in this folder and a line here (CONTRIBUTING.md). */
import type { z } from 'zod';
import { complaintsSection } from './complaints.js';
import { fuelEconomySection } from './fuel-economy.js';
import { maintenanceSection } from './maintenance.js';
import { recallsSection } from './recalls.js';
import { safetyRatingsSection } from './safety-ratings.js';

export const SECTIONS = [recallsSection, maintenanceSection, complaintsSection, safetyRatingsSection, fuelEconomySection] as const;

/** A section's key: the report field it fills. Doors render sections through maps keyed by it. */
export type SectionKey = (typeof SECTIONS)[number]['key'];

/** Every section's value, by key: what the summary writers read. */
export type SectionValues = { [S in (typeof SECTIONS)[number] as S['key']]: z.infer<S['schema']> };

/** Every section at its "nothing to show" value: where a report or summary input is built by hand (tests, the bench). */
export function emptySections(): SectionValues {
  return Object.fromEntries(SECTIONS.map((section) => [section.key, section.none])) as SectionValues;
}
