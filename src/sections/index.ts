/** The report's sections, in report order. Adding one: a file in this folder and a line here (CONTRIBUTING.md). */
import { maintenanceSection } from './maintenance.js';
import { recallsSection } from './recalls.js';

export const SECTIONS = [recallsSection, maintenanceSection] as const;
