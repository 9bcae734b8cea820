/** validateVin: local checks of a VIN (form, check digit, model years, manufacturer region), no network. */
import { z } from 'zod';
import { describeVin, VinInfoSchema } from '../../src/vin-info.js';
import { VinInput } from './decode-vin.js';
import { clip, type ToolDefinition } from './tool-context.js';

const config = {
  title: 'Check a VIN without looking it up',
  description:
    'Checks a VIN locally, with no network call and no daily limit: whether it is well formed (17 characters, no ' +
    'I, O or Q), its check digit (position 9) with the digit it should be when wrong (a wrong check digit on a ' +
    'North American VIN almost always means a typo), the model years position 10 can stand for (the code repeats ' +
    'every 30 years; position 7 picks one for North American cars and light trucks), and the region and country ' +
    'of the world manufacturer identifier. Use it to catch typos before decodeVin, or when only these facts are ' +
    'needed. It does not know the make or model: use decodeVin for that.',
  inputSchema: z.object({ vin: VinInput }),
  outputSchema: VinInfoSchema,
  annotations: { title: 'Check a VIN without looking it up', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
};

export const validateVinTool: ToolDefinition = {
  name: 'validateVin',
  config,
  register(server, context) {
    server.registerTool('validateVin', config, ({ vin }, extra) =>
      context.run('validateVin', extra, { vin: clip(vin) }, async () => {
        const info = describeVin(vin, { currentYear: new Date(context.now()).getUTCFullYear() });
        return { content: [{ type: 'text', text: JSON.stringify(info) }], structuredContent: info };
      }),
    );
  },
};
