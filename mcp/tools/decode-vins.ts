/** decodeVins: reports for up to 50 VINs in one call, over decodeBatch. */
import { z } from 'zod';
import { BatchResultSchema, decodeBatch, MAX_BATCH_VINS } from '../../src/decode-batch.js';
import { READ_ONLY_LOOKUP, type ToolDefinition } from './tool-context.js';

export const BatchOutputSchema = z.object({
  results: z.array(BatchResultSchema).describe('One result per VIN given, in the same order.'),
});

const config = {
  title: 'Vehicle reports for a list of VINs',
  description:
    `Reports for up to ${MAX_BATCH_VINS} VINs in one call (a fleet, a spreadsheet column), one result per VIN in the ` +
    'order given: {vin, status: 200, report} with the same report decodeVin returns, or {vin, status, error} saying ' +
    'what went wrong for that VIN alone (400 malformed or undecodable, 429 daily limit, 500 temporary upstream ' +
    'failure). Each distinct VIN spends one request of the daily budget; a VIN listed twice is decoded once. When ' +
    'the budget left is smaller than the list, the first VINs that fit are decoded and the rest answer 429 with ' +
    'the seconds until it resets. Use decodeVin for a single VIN.',
  inputSchema: z.object({
    vins: z.array(z.string()).min(1).max(MAX_BATCH_VINS).describe(`1 to ${MAX_BATCH_VINS} VINs, e.g. ["1HGCM82633A004352", "5YJ3E1EBXSF969484"].`),
  }),
  outputSchema: BatchOutputSchema,
  annotations: { title: 'Vehicle reports for a list of VINs', ...READ_ONLY_LOOKUP },
};

export const decodeVinsTool: ToolDefinition = {
  name: 'decodeVins',
  config,
  register(server, context) {
    // `extra.mcpReq.signal` aborts when the client cancels the call (notifications/cancelled): its work then stops.
    server.registerTool('decodeVins', config, ({ vins }, extra) =>
      context.run('decodeVins', extra, { count: vins.length }, async (call) => {
        const results = await decodeBatch(vins, {
          service: context.service, limiter: context.limiter, clientKey: context.clientKey, signal: extra.mcpReq.signal, log: call.log,
          // That VIN answers a generic 500; the fault is logged with the call's id and counted.
          onFault: (vin, err) => call.fault(err, { vin }),
        });
        const output = { results };
        return { content: [{ type: 'text', text: JSON.stringify(output) }], structuredContent: output };
      }),
    );
  },
};
