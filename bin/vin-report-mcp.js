#!/usr/bin/env node
// The `vin-report-mcp` command: the MCP stdio server (mcp/stdio.ts). Nothing here may write to
// stdout: it belongs to the protocol.
import { runEntry } from './run-entry.js';

await runEntry('mcp/stdio.ts', 'dist/mcp/stdio.js');
