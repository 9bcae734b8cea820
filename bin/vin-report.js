#!/usr/bin/env node
// The `vin-report` command (src/cli/main.ts). An installed package runs the built JavaScript in
// dist/; a checkout of the repository (where the TypeScript sources exist and tsx is a dev
// dependency) runs the sources, so it never runs a stale build.
import { existsSync } from 'node:fs';

const sources = new URL('../src/cli/main.ts', import.meta.url);
if (existsSync(sources)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(sources.href);
} else {
  await import(new URL('../dist/src/cli/main.js', import.meta.url).href);
}
