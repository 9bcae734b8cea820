/**
 * The MCP server over the report pipeline: the registry of tools (one per file under mcp/tools/:
 * decodeVin with its report card, an MCP App; decodeVins; checkRecalls; validateVin). Transport-free:
 * the stdio server (src/entry/mcp-stdio.ts) and the Streamable HTTP handler (mcp/http.ts) both serve what
 * `createMcpServer` returns, for either protocol era (2026-07-28, or 2025-era clients that open with
 * `initialize`). To add a tool: write mcp/tools/<name>.ts exporting a ToolDefinition, list it in TOOLS.
 */
import { McpServer, type Tool } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { checkRecallsTool } from './tools/check-recalls.js';
import { decodeVinTool } from './tools/decode-vin.js';
import { decodeVinsTool } from './tools/decode-vins.js';
import { createToolContext, type ToolContextOptions, type ToolDefinition } from './tools/tool-context.js';
import { validateVinTool } from './tools/validate-vin.js';

export { RecallsResultSchema } from './tools/check-recalls.js';
export { BatchOutputSchema } from './tools/decode-vins.js';
export { errorResult } from './tools/tool-context.js';

export interface McpServerOptions extends ToolContextOptions {
  /** Answer tools/list from the value prepared once per process (default); false lists as the SDK would, for the test that compares both. */
  preparedToolList?: boolean;
}

export const SERVER_NAME = 'vin-report';
export const SERVER_VERSION = '1.0.0';

const TOOLS: ToolDefinition[] = [decodeVinTool, decodeVinsTool, checkRecallsTool, validateVinTool];

const INSTRUCTIONS =
  'Vehicle facts from a VIN, from NHTSA data. Use decodeVin for anything about a specific vehicle (what it is, recalls, ' +
  'maintenance, whether it is a good buy); decodeVins for a list of VINs (a fleet); validateVin to check a VIN for ' +
  'typos without any lookup; checkRecalls when there is a make, model and year but no VIN.';

/**
 * A new McpServer with every tool (and the report card) registered. Connect it to exactly one
 * transport, or hand it to one serving entry per request or connection.
 * Tool failures never throw out of a handler: they become `isError` results. An unknown tool name
 * is a JSON-RPC error (-32602), as the SDK answers it.
 */
export function createMcpServer(options: McpServerOptions): McpServer {
  const server = new McpServer({ name: SERVER_NAME, version: SERVER_VERSION }, { instructions: INSTRUCTIONS });
  const context = createToolContext(options);
  for (const tool of TOOLS) tool.register(server, context);
  if (options.preparedToolList !== false) {
    // Listing converts every zod schema to JSON Schema (the report's is large); the answer never
    // changes, so it is made once per process and every instance answers with that same value.
    server.server.setRequestHandler('tools/list', () => ({ tools: preparedToolList() }));
  }
  return server;
}

let toolList: Tool[] | undefined;

/** tools/list's answer, built once: what the SDK lists for the same registrations (a test compares both). */
function preparedToolList(): Tool[] {
  toolList ??= TOOLS.map(({ name, config }) => {
    const tool: Tool = {
      name,
      title: config.title,
      description: config.description,
      inputSchema: { type: 'object', ...z.toJSONSchema(config.inputSchema, { target: 'draft-2020-12', io: 'input' }) } as Tool['inputSchema'],
      annotations: config.annotations,
      outputSchema: z.toJSONSchema(config.outputSchema, { target: 'draft-2020-12', io: 'output' }) as Tool['outputSchema'],
    };
    if (config._meta) tool._meta = config._meta;
    return tool;
  });
  return toolList;
}
