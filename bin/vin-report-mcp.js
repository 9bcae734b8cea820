#!/usr/bin/env node
// The `vin-report-mcp` command: the MCP stdio server. The sources are TypeScript run through tsx,
// so register its loader first; nothing here may write to stdout (it belongs to the protocol).
import { register } from 'tsx/esm/api';

register();
await import(new URL('../mcp/stdio.ts', import.meta.url).href);
