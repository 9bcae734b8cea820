/**
 * The MCP tools over the report pipeline: decodeVin (with its report card, an MCP App), decodeVins,
 * checkRecalls, validateVin. Transport-free: the stdio entry (mcp/stdio.ts) and the Streamable HTTP
 * handler (mcp/http.ts) both serve what `createMcpServer` returns, for either protocol era (2026-07-28,
 * or 2025-era clients that open with `initialize`). Each tool is a thin wrapper; what a caller is
 * told on failure comes from `describeError`, the same words the HTTP API uses.
 */
import { registerAppTool } from '@modelcontextprotocol/ext-apps/server';
import { McpServer, type CallToolResult, type Tool } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { describeError, RateLimitedError } from '../src/errors.js';
import type { RateLimitDecision, RateLimiter } from '../src/limits/rate-limiter.js';
import type { Logger } from '../src/logger.js';
import type { ReportService } from '../src/report-service.js';
import { RecallSchema, VinReportSchema } from '../src/schemas.js';
import { describeVin, VinInfoSchema } from '../src/vin-info.js';
import { BatchResultSchema, decodeBatch, MAX_BATCH_VINS } from './decode-batch.js';
import { REPORT_APP_URI, registerReportApp } from './report-app.js';

export interface McpServerOptions {
  service: ReportService;
  logger: Logger;
  /** Clock for validateVin's "not a future model year" cut-off. */
  now?: () => number;
  /**
   * The caller's daily budget, spent by every tool call that reaches NHTSA (decodeVin, checkRecalls,
   * each VIN of decodeVins). Absent on stdio, which is local and unlimited.
   */
  limiter?: Pick<RateLimiter, 'take'>;
  /** The caller's rate-limit key for `limiter`. */
  clientKey?: string;
  /** Tells log lines from different doors apart ("stdio", "http"). */
  transport?: string;
  /** Answer tools/list from the value prepared once per process (default); false lists as the SDK would, for the test that compares both. */
  preparedToolList?: boolean;
}

export const SERVER_NAME = 'vin-report';
export const SERVER_VERSION = '1.0.0';

const VinInput = z.string().describe('The 17-character VIN, e.g. "1HGCM82633A004352". Letters and digits only, never I, O or Q; lowercase and surrounding spaces are accepted.');

export const RecallsResultSchema = z.object({
  make: z.string(),
  model: z.string(),
  modelYear: z.string(),
  recalls: z.array(RecallSchema).describe('Every NHTSA recall campaign for the vehicle, newest first, one per campaign, texts verbatim.'),
});

export const BatchOutputSchema = z.object({
  results: z.array(BatchResultSchema).describe('One result per VIN given, in the same order.'),
});

const READ_ONLY_LOOKUP = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true } as const;

const INSTRUCTIONS =
  'Vehicle facts from a VIN, from NHTSA data. Use decodeVin for anything about a specific vehicle (what it is, recalls, ' +
  'maintenance, whether it is a good buy); decodeVins for a list of VINs (a fleet); validateVin to check a VIN for ' +
  'typos without any lookup; checkRecalls when there is a make, model and year but no VIN.';

const DECODE_VIN = {
  title: 'Vehicle report from a VIN',
  description:
    'The full report for one vehicle from its 17-character VIN, exactly as the vin-report HTTP API returns it: ' +
    'the NHTSA vPIC decode (make, model, model year, trim, body, engine, fuel, transmission, plant), every NHTSA ' +
    'recall for that make, model and year, maintenance specs (oil, spark plugs, battery, tyres, or null), and a ' +
    'plain-English summary with strengths, issues, buying advice and a 1-10 score. Use it whenever the user gives ' +
    'a VIN and asks what the vehicle is, whether it has open recalls, how to maintain it, or whether to buy it. ' +
    'Reports are cached for 7 days per VIN. Errors say what is wrong: a malformed VIN (fix it and retry), a VIN ' +
    'vPIC cannot decode (its text verbatim; do not retry), the daily limit (when it resets) or a temporary ' +
    'upstream failure (retry later). To only check a VIN for typos, use validateVin; for many VINs, decodeVins.',
  inputSchema: z.object({ vin: VinInput }),
  outputSchema: VinReportSchema,
  annotations: { title: 'Vehicle report from a VIN', ...READ_ONLY_LOOKUP },
  // The host may show the result as the report card (MCP Apps); registerAppTool adds the older key too.
  _meta: { ui: { resourceUri: REPORT_APP_URI } },
};

const DECODE_VINS = {
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

const CHECK_RECALLS = {
  title: 'NHTSA recalls for a make, model and year',
  description:
    'Every NHTSA safety recall campaign for a make, model and model year, newest first, mapped exactly as in ' +
    'decodeVin reports (campaign number, component, summary, consequence, remedy, date, park-it / park-outside / ' +
    'over-the-air flags). Use it when there is no VIN; with a VIN, decodeVin already includes the recalls. Spell ' +
    'make and model as NHTSA does (e.g. "HONDA", "Accord"; decodeVin returns those spellings): an unknown spelling ' +
    'gives an empty list, which then does not mean the vehicle has no recalls.',
  inputSchema: z.object({
    make: z.string().describe('Manufacturer brand as NHTSA spells it, e.g. "HONDA", "FORD", "TESLA".'),
    model: z.string().describe('Model name as NHTSA spells it, e.g. "Accord", "F-150", "Model 3".'),
    // Models often send a year as a number; both mean the same.
    modelYear: z.union([z.string(), z.number()]).describe('Four-digit model year, e.g. "2012" or 2012.'),
  }),
  outputSchema: RecallsResultSchema,
  annotations: { title: 'NHTSA recalls for a make, model and year', ...READ_ONLY_LOOKUP },
};

const VALIDATE_VIN = {
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

/**
 * A new McpServer with the four tools and the report card registered. Connect it to exactly one
 * transport (or hand it to one serving entry per request or connection).
 * Tool failures never throw out of a handler: they become `isError` results. An unknown tool name
 * is a JSON-RPC error (-32602), as the SDK answers it.
 */
export function createMcpServer(options: McpServerOptions): McpServer {
  const { service, logger } = options;
  const now = options.now ?? Date.now;
  const server = new McpServer({ name: SERVER_NAME, version: SERVER_VERSION }, { instructions: INSTRUCTIONS });

  async function run(tool: string, fields: Record<string, unknown>, body: () => Promise<CallToolResult>): Promise<CallToolResult> {
    try {
      const result = await body();
      logger.info('mcp_tool', { transport: options.transport, tool, ...fields, outcome: 'ok' });
      return result;
    } catch (err) {
      return errorResult(err, logger, { transport: options.transport, tool, ...fields });
    }
  }

  async function spendBudget(): Promise<void> {
    if (!options.limiter) return;
    const decision: RateLimitDecision = await options.limiter.take(options.clientKey ?? '');
    if (!decision.allowed) throw new RateLimitedError(decision);
  }

  registerAppTool(server, 'decodeVin', DECODE_VIN, ({ vin }) =>
    run('decodeVin', { vin: clip(vin) }, async () => {
      await spendBudget();
      const outcome = await service.decode(vin);
      // The text is the HTTP body byte for byte, so a client that ignores structured content gets the same report.
      const text = outcome.body.toString('utf8');
      logger.debug('mcp_decode', { vin: outcome.vin, cache: outcome.cache });
      return { content: [{ type: 'text', text }], structuredContent: JSON.parse(text) as Record<string, unknown> };
    }),
  );
  registerReportApp(server);

  server.registerTool('decodeVins', DECODE_VINS, ({ vins }) =>
    run('decodeVins', { count: vins.length }, async () => {
      const results = await decodeBatch(vins, { service, limiter: options.limiter, clientKey: options.clientKey });
      const output = { results };
      return { content: [{ type: 'text', text: JSON.stringify(output) }], structuredContent: output };
    }),
  );

  server.registerTool('checkRecalls', CHECK_RECALLS, (args) => {
    const modelYear = String(args.modelYear);
    return run('checkRecalls', { make: clip(args.make), model: clip(args.model), modelYear: clip(modelYear) }, async () => {
      const query = { make: args.make.trim(), model: args.model.trim(), modelYear: modelYear.trim() };
      const problem = recallQueryProblem(query);
      if (problem) return invalidInput(problem);
      await spendBudget();
      const result = { ...query, recalls: await service.checkRecalls(query) };
      return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
    });
  });

  server.registerTool('validateVin', VALIDATE_VIN, ({ vin }) =>
    run('validateVin', { vin: clip(vin) }, async () => {
      const info = describeVin(vin, { currentYear: new Date(now()).getUTCFullYear() });
      return { content: [{ type: 'text', text: JSON.stringify(info) }], structuredContent: info };
    }),
  );

  if (options.preparedToolList !== false) {
    // Listing converts every zod schema to JSON Schema (the report's is large); the answer never
    // changes, so it is made once per process and every instance answers with that same value.
    server.server.setRequestHandler('tools/list', () => ({ tools: preparedToolList() }));
  }
  return server;
}

let toolList: Tool[] | undefined;

/** tools/list's answer, built once: what the SDK would list for the same registrations. */
function preparedToolList(): Tool[] {
  toolList ??= [
    listed('decodeVin', { ...DECODE_VIN, _meta: { ...DECODE_VIN._meta, 'ui/resourceUri': REPORT_APP_URI } }),
    listed('decodeVins', DECODE_VINS),
    listed('checkRecalls', CHECK_RECALLS),
    listed('validateVin', VALIDATE_VIN),
  ];
  return toolList;
}

function listed(name: string, config: { title: string; description: string; inputSchema: z.ZodType; outputSchema: z.ZodType; annotations: Tool['annotations']; _meta?: Record<string, unknown> }): Tool {
  const tool: Tool = {
    name,
    title: config.title,
    description: config.description,
    inputSchema: { type: 'object', ...z.toJSONSchema(config.inputSchema, { target: 'draft-2020-12', io: 'input' }) } as Tool['inputSchema'],
    annotations: config.annotations,
  };
  if (config._meta) tool._meta = config._meta;
  tool.outputSchema = z.toJSONSchema(config.outputSchema, { target: 'draft-2020-12', io: 'output' }) as Tool['outputSchema'];
  return tool;
}

/** Caller input goes into log lines, but never more of it than a VIN needs. */
function clip(value: string): string {
  return value.length > 40 ? value.slice(0, 40) + '…' : value;
}

function recallQueryProblem(query: { make: string; model: string; modelYear: string }): string | undefined {
  const missing = (['make', 'model'] as const).filter((key) => query[key] === '');
  if (missing.length > 0) return `${missing.join(' and ')} must not be empty, e.g. {"make": "HONDA", "model": "Accord", "modelYear": "2003"}.`;
  if (!/^\d{4}$/.test(query.modelYear)) return `modelYear must be a four-digit year such as "2012", got ${JSON.stringify(query.modelYear.slice(0, 20))}.`;
  return undefined;
}

function invalidInput(message: string): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify({ error: message }) }], isError: true };
}

/**
 * A pipeline error as a tool result. The text is the JSON body POST /api/decode would answer with
 * (`{"error": …}` plus errorText/vehicle or limit/remaining/resetSeconds), so both doors say the
 * same thing; upstream and internal faults are logged here, as the HTTP layer logs them.
 */
export function errorResult(err: unknown, logger: Logger, context: Record<string, unknown>): CallToolResult {
  const { kind, message, details } = describeError(err);
  if (kind === 'upstream') logger.error('upstream_failed', { ...context, err });
  else if (kind === 'internal') logger.error('internal_error', { ...context, err, stack: err instanceof Error ? err.stack : undefined });
  else logger.info('mcp_tool', { ...context, outcome: kind });
  return { content: [{ type: 'text', text: JSON.stringify({ error: message, ...details }) }], isError: true };
}
