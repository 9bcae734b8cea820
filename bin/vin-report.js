#!/usr/bin/env node
// The `vin-report` command (src/entry/main-cli.ts).
import { runEntry } from './run-entry.js';

await runEntry('src/entry/main-cli.ts', 'dist/src/entry/main-cli.js');
