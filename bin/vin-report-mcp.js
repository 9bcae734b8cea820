#!/usr/bin/env node
// The `vin-report-mcp` command: `vin-report mcp` under its own name (the MCP stdio server,
// mcp/stdio.ts), so `--help` and `--demo` work the same. Nothing here may write to stdout: it
// belongs to the protocol.
import { runEntry } from './run-entry.js';

process.argv.splice(2, 0, 'mcp');
await runEntry('src/cli/main.ts', 'dist/src/cli/main.js');
