/**
 * `node --import tsx scripts/wmi-makes.ts`: writes src/wmi-makes.ts, the make vPIC gives each WMI
 * and whether position 10 (with position 7's rule) gave the year vPIC decoded, from vPIC's own
 * answers in test/fixtures/vpic (recorded and live decodes; constructed variants are not vPIC's
 * answers and are left out). Run it again when decodes are added there.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createMakeYearGuesser } from '../src/make-year-guess.js';
import { mapVpicRow } from '../src/upstream/vpic.js';

const ROOT = path.join(import.meta.dirname, '..');
const DIR = path.join(ROOT, 'test', 'fixtures', 'vpic');

const guesser = createMakeYearGuesser({});
for (const name of readdirSync(DIR).filter((n) => n.endsWith('.DecodeVinValues.json')).sort()) {
  const vin = name.slice(0, 17);
  const row = (JSON.parse(readFileSync(path.join(DIR, name), 'utf8')) as { Results: Array<Record<string, unknown>> }).Results[0]!;
  guesser.learn(vin, mapVpicRow(vin, row));
}
const learnt = guesser.entries();
const lines = Object.keys(learnt).sort().map((wmi) => `  '${wmi}': { make: ${learnt[wmi]!.make === null ? 'null' : `'${learnt[wmi]!.make!.replace(/'/g, "\\'")}'`}, yearRule: ${learnt[wmi]!.yearRule} },`);
writeFileSync(path.join(ROOT, 'src', 'wmi-makes.ts'), `/**
 * The make vPIC gives the VINs of each WMI, and whether position 10 with position 7's rule gave the
 * model year vPIC decoded, from vPIC's own answers in test/fixtures/vpic. Written by
 * scripts/wmi-makes.ts; the running service adds what every decode teaches (src/make-year-guess.ts).
 */
/** What is known of one WMI: the make vPIC gives its VINs (null once two were seen) and whether position 10 read right. */
export interface WmiEntry {
  make: string | null;
  yearRule: boolean;
}

export const WMI_MAKES: Readonly<Record<string, WmiEntry>> = {
${lines.join('\n')}
};
`);
process.stdout.write(`${Object.keys(learnt).length} WMIs, ${Object.values(learnt).filter((e) => e.make && e.yearRule).length} guessable\n`);
