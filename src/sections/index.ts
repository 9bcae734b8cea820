/**
 * Every section's loader, by key. The sections themselves, their order and shapes are the section
 * list (src/report/sections.ts); a section added there is named here by the compiler until its
 * loader is written (CONTRIBUTING.md).
 */
import { SECTION_LIST, type SectionKey, type SectionValues } from '../report/sections.js';
import { complaintsSection } from './complaints.js';
import { fuelEconomySection } from './fuel-economy.js';
import { maintenanceSection } from './maintenance.js';
import { recallsSection } from './recalls.js';
import { safetyRatingsSection } from './safety-ratings.js';
import type { ReportSection } from './section.js';

const LOADERS: { [K in SectionKey]: ReportSection<K, SectionValues[K]> } = {
  recalls: recallsSection,
  maintenance: maintenanceSection,
  complaints: complaintsSection,
  safetyRatings: safetyRatingsSection,
  fuelEconomy: fuelEconomySection,
};

/** The sections with their loaders, in report order. */
export const SECTIONS = SECTION_LIST.map((section) => LOADERS[section.key] as ReportSection<SectionKey, SectionValues[SectionKey]>);
