/** Maintenance specs from our own table, matched to the decoded engine; null when nothing matches. */
import { matchMaintenance } from '../maintenance/match.js';
import { sectionShape } from '../report/sections.js';
import { defineSection } from './section.js';

export const maintenanceSection = defineSection(sectionShape('maintenance'), async (vehicle, ctx) => {
  const match = matchMaintenance(vehicle);
  // Which table entry matched is for the operator, never the report.
  ctx.logger.info('maintenance_matched', { make: vehicle.make, model: vehicle.model, modelYear: vehicle.modelYear, entry: match?.id ?? null });
  return match?.spec ?? null;
});
