#!/usr/bin/env node
// The `vin-report-mcp` command: `vin-report mcp` under its own name (the MCP stdio server,
// src/entry/mcp-stdio.ts), so `--help` and `--demo` work the same. Nothing here may write to stdout: it
// belongs to the protocol.
import { runEntry } from './run-entry.js';

process.argv.splice(2, 0, 'mcp');
await runEntry('src/entry/main-cli.ts', 'dist/src/entry/main-cli.js');
