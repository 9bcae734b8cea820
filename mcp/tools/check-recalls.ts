/** checkRecalls: the recall list for a make, model and year, when there is no VIN. */
import { z } from 'zod';
import { RecallSchema } from '../../src/report/schemas.js';
import { narrowedSentence } from '../../src/words/lookup-words.js';
import { clip, invalidInput, READ_ONLY_LOOKUP, type ToolDefinition } from './tool-context.js';

export const RecallsResultSchema = z.object({
  make: z.string(),
  model: z.string(),
  modelYear: z.string(),
  recalls: z.array(RecallSchema).describe('Every NHTSA recall campaign for the vehicle, newest first, one per campaign, texts verbatim.'),
  narrowed: z.boolean().describe(
    'True when NHTSA\'s list of model names could not be reached, so the recalls were looked up under the model name given only: ' +
    'campaigns NHTSA files under a variant\'s name (e.g. "XC90 T6" for "XC90") may be missing, and `note` says so.',
  ),
  note: z.string().optional().describe('What a reader must be told about this list, when anything (see `narrowed`).'),
});

/** Longer than any make or model NHTSA spells; a longer one would only make a long query upstream. */
const MAX_NAME_LENGTH = 100;

const config = {
  title: 'NHTSA recalls for a make, model and year',
  description:
    'Every NHTSA safety recall campaign for a make, model and model year, newest first, mapped exactly as in ' +
    'decodeVin reports (campaign number, component, summary, consequence, remedy, date, park-it / park-outside / ' +
    'over-the-air flags). Use it when there is no VIN; with a VIN, decodeVin already includes the recalls. Spell ' +
    'make and model as NHTSA does (e.g. "HONDA", "Accord"; decodeVin returns those spellings): an unknown spelling ' +
    'gives an empty list, which then does not mean the vehicle has no recalls.',
  inputSchema: z.object({
    make: z.string().describe(`Manufacturer brand as NHTSA spells it, e.g. "HONDA", "FORD", "TESLA" (at most ${MAX_NAME_LENGTH} characters).`),
    model: z.string().describe(`Model name as NHTSA spells it, e.g. "Accord", "F-150", "Model 3" (at most ${MAX_NAME_LENGTH} characters).`),
    // Models often send a year as a number; both mean the same.
    modelYear: z.union([z.string(), z.number()]).describe('Four-digit model year, e.g. "2012" or 2012.'),
  }),
  outputSchema: RecallsResultSchema,
  annotations: { title: 'NHTSA recalls for a make, model and year', ...READ_ONLY_LOOKUP },
};

export const checkRecallsTool: ToolDefinition = {
  name: 'checkRecalls',
  config,
  register(server, context) {
    server.registerTool('checkRecalls', config, (args, extra) => {
      const modelYear = String(args.modelYear);
      return context.run('checkRecalls', extra, { make: clip(args.make), model: clip(args.model), modelYear: clip(modelYear) }, async () => {
        const query = { make: args.make.trim(), model: args.model.trim(), modelYear: modelYear.trim() };
        const problem = recallQueryProblem(query);
        if (problem) return invalidInput(problem);
        await context.spendBudget();
        const { recalls, narrowed } = await context.service.checkRecalls(query);
        const result = { ...query, recalls, narrowed, ...(narrowed ? { note: narrowedSentence('recalls', query.model) } : {}) };
        return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
      });
    });
  },
};

function recallQueryProblem(query: { make: string; model: string; modelYear: string }): string | undefined {
  const missing = (['make', 'model'] as const).filter((key) => query[key] === '');
  if (missing.length > 0) return `${missing.join(' and ')} must not be empty, e.g. {"make": "HONDA", "model": "Accord", "modelYear": "2003"}.`;
  const long = (['make', 'model'] as const).find((key) => query[key].length > MAX_NAME_LENGTH);
  if (long) return `${long} must be at most ${MAX_NAME_LENGTH} characters, got ${query[long].length}.`;
  if (!/^\d{4}$/.test(query.modelYear)) return `modelYear must be a four-digit year such as "2012", got ${JSON.stringify(query.modelYear.slice(0, 20))}.`;
  return undefined;
}
