/** The incidents owners' complaints report (crashes, fires, injuries, deaths), as every door says them. */
import { count, listOf } from './text.js';

/**
 * What the complaints on file report, in one sentence, at every door: "None of them reports a
 * crash, fire, injury or death." rather than a row of zeros, or only the counts that are not zero.
 */
export function complaintIncidentsSentence(c: { total: number; crashes: number; fires: number; injuries: number; deaths: number }): string {
  const parts = complaintIncidents(c);
  if (parts.length === 0) return c.total === 1 ? 'It reports no crash, fire, injury or death.' : 'None of them reports a crash, fire, injury or death.';
  return `${c.total === 1 ? 'It reports' : 'They report'} ${listOf(parts)}.`;
}

/** The incidents the complaints report that are not zero: "2 crashes", "1 fire". */
export function complaintIncidents(c: { crashes: number; fires: number; injuries: number; deaths: number }): string[] {
  return [
    c.crashes > 0 ? count(c.crashes, 'crash', 'crashes') : '',
    c.fires > 0 ? count(c.fires, 'fire') : '',
    c.injuries > 0 ? count(c.injuries, 'injury', 'injuries') : '',
    c.deaths > 0 ? count(c.deaths, 'death') : '',
  ].filter(Boolean);
}
