/** The complaints section's shape: NHTSA owner complaints for the make, model and year, summarised. */
import { z } from 'zod';

export const ComplaintsSchema = z.object({
  total: z.number().int().min(0).describe('Distinct complaints (NHTSA ODI numbers) filed by owners for this make, model and year.'),
  crashes: z.number().int().min(0).describe('Complaints that report a crash.'),
  fires: z.number().int().min(0).describe('Complaints that report a fire.'),
  injuries: z.number().int().min(0).describe('Injuries reported, summed over the complaints.'),
  deaths: z.number().int().min(0).describe('Deaths reported, summed over the complaints.'),
  components: z.array(z.object({
    component: z.string().describe('NHTSA component name, e.g. "SERVICE BRAKES, HYDRAULIC".'),
    count: z.number().int().min(1).describe('Complaints naming this component.'),
  })).describe('The ten components named most often, most complained about first.'),
  latestFiled: z.string().optional().describe('ISO date (YYYY-MM-DD) of the most recently filed complaint.'),
}).describe('NHTSA owner complaints for the vehicle\'s make, model and year; null when they could not be looked up.');

export type Complaints = z.infer<typeof ComplaintsSchema>;
