/**
 * Summary inputs built from the upstream fixtures the way the service builds them: vPIC rows through
 * mapVpicRow, recall files through mapRecalls and the recall section's applicability, the maintenance matcher on the decoded vehicle. The
 * sections this project has no recorded answers for yet (complaints, crash ratings, fuel economy)
 * start empty; tests add hand-made facts where they need them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SummaryInput } from '../../src/ai/provider.js';
import { summaryInput, type SummaryFacts } from './summary-input.js';
import { matchMaintenance } from '../../src/maintenance/match.js';
import { applicability } from '../../src/upstream/recall-applicability.js';
import { mapRecalls } from '../../src/upstream/recalls.js';
import { mapVpicRow } from '../../src/upstream/vpic.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** Every VIN with a vPIC fixture, sorted. */
export function fixtureVins(): string[] {
  return readdirSync(path.join(FIXTURES, 'vpic')).map((f) => f.split('.')[0]!).sort();
}

/** The year the golden summaries are written in (ages are relative to it). */
export const CURRENT_YEAR = 2026;

export function fixtureInput(vin: string, extra: SummaryFacts = {}): SummaryInput {
  // A recorded decode, else a constructed one (fixtures/constructed/README.md).
  const recorded = path.join(FIXTURES, 'vpic', `${vin}.DecodeVinValues.json`);
  const file = existsSync(recorded) ? recorded : path.join(FIXTURES, 'constructed', 'vpic', `${vin}.DecodeVinValues.json`);
  const body = JSON.parse(readFileSync(file, 'utf8')) as { Results: Record<string, unknown>[] };
  const vehicle = mapVpicRow(vin, body.Results[0]!);
  const recallsLookedUp = Boolean(vehicle.make && vehicle.model && vehicle.modelYear);
  let recalls: SummaryInput['sections']['recalls'] = [];
  if (recallsLookedUp) {
    const name = `${vehicle.make!.toUpperCase()}_${vehicle.model!.toUpperCase().replace(/ /g, '-')}_${vehicle.modelYear}.json`;
    const file = [path.join(FIXTURES, 'recalls', name), path.join(FIXTURES, 'constructed', 'recalls', name)].find((f) => existsSync(f)) ?? '';
    // Each recall judged against the vehicle, as the recall section does.
    if (file) recalls = mapRecalls((JSON.parse(readFileSync(file, 'utf8')) as { results: unknown[] }).results).map((r) => ({ ...r, ...applicability(r, vehicle) }));
  }
  return summaryInput({
    vehicle,
    recalls,
    recallsLookedUp,
    maintenance: matchMaintenance(vehicle)?.spec ?? null,
    currentYear: CURRENT_YEAR,
    ...extra,
  });
}
