#!/usr/bin/env node
// The `vin-report-mcp` command: the MCP stdio server (mcp/stdio.ts). An installed package runs the
// built JavaScript in dist/; a checkout of the repository (where the TypeScript sources exist and
// tsx is a dev dependency) runs the sources, so it never runs a stale build. Nothing here may
// write to stdout: it belongs to the protocol.
import { existsSync } from 'node:fs';

const sources = new URL('../mcp/stdio.ts', import.meta.url);
if (existsSync(sources)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(sources.href);
} else {
  await import(new URL('../dist/mcp/stdio.js', import.meta.url).href);
}
