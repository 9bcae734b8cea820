#!/usr/bin/env node
// The `vin-report` command (src/cli/main.ts).
import { runEntry } from './run-entry.js';

await runEntry('src/cli/main.ts', 'dist/src/cli/main.js');
