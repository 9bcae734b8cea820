/** The shapes of POST /api/decode/batch (the MCP decodeVins tool answers the same results). */
import { z } from 'zod';
import { BatchResultSchema, MAX_BATCH_VINS } from './decode-batch.js';

export const BatchRequestSchema = z.object({
  vins: z.array(z.string()).min(1).max(MAX_BATCH_VINS).describe('VINs to decode; lowercase and surrounding spaces are normalised, duplicates decoded once.'),
});

export const BatchResponseSchema = z.object({ results: z.array(BatchResultSchema).describe('One result per VIN sent, in the same order.') });
