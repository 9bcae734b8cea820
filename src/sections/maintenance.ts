/** Maintenance specs from our own table, matched to the decoded engine; null when nothing matches. */
import { matchMaintenance } from '../maintenance/match.js';
import { MaintenanceSpecSchema } from '../report/schemas.js';
import { defineSection } from './section.js';

export const maintenanceSection = defineSection({
  key: 'maintenance',
  // Optional in the contract's schema, though every report has it (null when nothing matches).
  schema: MaintenanceSpecSchema.nullable().optional(),
  onFailure: 'unavailable',
  perModel: false,
  none: null,
  async load(vehicle, ctx) {
    const match = matchMaintenance(vehicle);
    // Which table entry matched is for the operator, never the report.
    ctx.logger.info('maintenance_matched', { make: vehicle.make, model: vehicle.model, modelYear: vehicle.modelYear, entry: match?.id ?? null });
    return match?.spec ?? null;
  },
});
