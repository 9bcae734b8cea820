#!/usr/bin/env node
// The `vin-report` command (src/cli/main.ts). A development checkout (TypeScript sources and the
// tsx dev dependency both present) runs the sources, so it never runs a stale build; everywhere
// else (the npm package, a tree installed by systemd/install.sh without dev dependencies) runs the
// built JavaScript in dist/.
import { existsSync } from 'node:fs';

const sources = new URL('../src/cli/main.ts', import.meta.url);
const tsx = existsSync(sources) ? await import('tsx/esm/api').catch((err) => {
  if (err?.code === 'ERR_MODULE_NOT_FOUND') return null;
  throw err;
}) : null;
if (tsx) {
  tsx.register();
  await import(sources.href);
} else {
  await import(new URL('../dist/src/cli/main.js', import.meta.url).href);
}
