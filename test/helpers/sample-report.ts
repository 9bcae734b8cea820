/**
 * A whole report for tests of the doors (page, CLI text, CSV, MCP card): the Honda fixture's shape
 * with every section present and empty, so a test names only what it is about and a new section
 * means one new line here, not a broken type check in every test.
 */
import type { VinReport } from '../../src/report/report.js';
import { emptySections } from '../../src/report/sections.js';

export function sampleReport(extra: Partial<VinReport> = {}): VinReport {
  return {
    vin: '1HGCM82633A004352',
    vehicle: { make: 'HONDA', model: 'Accord', modelYear: '2003', trim: 'EX-V6', plantCountry: 'UNITED STATES (USA)', plantCity: 'MARYSVILLE' },
    ...emptySections(),
    unavailable: [],
    notLookedUp: [],
    recallLookupUrl: 'https://www.nhtsa.gov/recalls?vin=1HGCM82633A004352',
    ai: { overview: 'A coupe.', strengths: ['Clean decode.'], issues: ['Old.'], buyingAdvice: 'Ask for records.', maintenanceTips: 'Change the oil.', score: 7, provider: 'builtin' },
    generatedAt: '2026-11-22T12:00:00.000Z',
    ...extra,
  };
}
