/** The shapes of POST /api/decode/batch (and the MCP decodeVins tool). */
import { z } from 'zod';
import { MAX_BATCH_VINS } from './decode-batch.js';
import { VinReportSchema } from './report-schema.js';

export const BatchRequestSchema = z.object({
  vins: z.array(z.string()).min(1).max(MAX_BATCH_VINS).describe('VINs to decode; lowercase and surrounding spaces are normalised, duplicates decoded once.'),
});

export const BatchResultSchema = z.union([
  z.object({ vin: z.string(), status: z.literal(200), cache: z.enum(['HIT', 'MISS', 'STALE']), report: VinReportSchema }),
  z.object({
    vin: z.string(),
    status: z.number().int().describe('What POST /api/decode would have answered for this VIN: 400, 429 or 500.'),
    error: z.string(),
    details: z.record(z.string(), z.unknown()).optional().describe('errorText and vehicle for an undecodable VIN; limit, remaining and resetSeconds for 429.'),
  }),
]);

export const BatchResponseSchema = z.object({ results: z.array(BatchResultSchema) });
