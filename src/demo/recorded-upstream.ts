/**
 * Demo mode's stand-in for the network (DEMO=1, `vin-report serve --demo`): a fetch that answers
 * vPIC and NHTSA's recall service from the recorded answers in ./recorded/ (see README.md there),
 * and every other request with a 404 "not recorded", so those sections fail and the report names
 * them in `notInDemo` rather than showing them as "none". It never opens a socket.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FetchLike } from '../upstream/http/fetch-json.js';

const RECORDED = path.join(path.dirname(fileURLToPath(import.meta.url)), 'recorded');

/** The VINs demo mode has a recorded decode for, sorted. */
export const DEMO_VINS: readonly string[] = readdirSync(path.join(RECORDED, 'vpic'))
  .filter((name) => name.endsWith('.DecodeVinValues.json'))
  .map((name) => name.slice(0, 17))
  .sort();

export interface RecordedUpstreamOptions {
  /** The configured base URLs: requests are recognised by their path below these. */
  vpicBaseUrl: string;
  recallsBaseUrl: string;
}

/** Recall files are named MAKE_MODEL_YEAR.json, spaces in the model as dashes (HONDA_ACCORD_2003). */
const recallFile = (make: string, model: string, year: string) =>
  `${[make, model].map((s) => s.trim().toUpperCase().replace(/\s+/g, '-')).join('_')}_${year.trim()}.json`;

/** The model names the recorded recall answers file vehicles under, by make and model year. */
function recordedModels(): Map<string, string[]> {
  const byMakeYear = new Map<string, string[]>();
  for (const name of readdirSync(path.join(RECORDED, 'recalls'))) {
    const body = JSON.parse(readFileSync(path.join(RECORDED, 'recalls', name), 'utf8')) as { results: { Make: string; Model: string; ModelYear: string }[] };
    for (const { Make, Model, ModelYear } of body.results) {
      const key = `${Make.toUpperCase()}|${ModelYear}`;
      const models = byMakeYear.get(key) ?? [];
      if (!models.includes(Model)) models.push(Model);
      byMakeYear.set(key, models);
    }
  }
  return byMakeYear;
}

const json = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
const NOT_RECORDED = '{"Message":"vin-report demo mode: no recorded answer for this request"}';

/** A fetch over the recorded answers; see the module comment. */
export function createRecordedUpstream(options: RecordedUpstreamOptions): FetchLike {
  const models = recordedModels();
  const read = (...parts: string[]) => {
    const file = path.join(RECORDED, ...parts);
    return existsSync(file) ? json(200, readFileSync(file, 'utf8')) : json(404, NOT_RECORDED);
  };
  const answer = (url: URL, form: URLSearchParams | undefined): Response => {
    const q = (name: string) => url.searchParams.get(name) ?? '';
    const vpic = new URL(options.vpicBaseUrl).pathname.replace(/\/$/, '');
    const decode = url.pathname.startsWith(`${vpic}/DecodeVinValues/`) ? url.pathname.slice(vpic.length + '/DecodeVinValues/'.length) : undefined;
    if (decode !== undefined && /^[A-Z0-9]{17}$/.test(decode)) return read('vpic', `${decode}.DecodeVinValues.json`);
    if (url.pathname.replace(/\/$/, '') === `${vpic}/DecodeVINValuesBatch` && form) return batchDecode(form);
    const nhtsa = url.pathname.slice(new URL(options.recallsBaseUrl).pathname.replace(/\/$/, '').length);
    if (nhtsa === '/recalls/recallsByVehicle') return read('recalls', recallFile(q('make'), q('model'), q('modelYear')));
    // The catalogue answer is constructed: the names the recorded recall answers use (see README.md).
    if (nhtsa === '/products/vehicle/models') {
      const names = models.get(`${q('make').toUpperCase()}|${q('modelYear')}`);
      if (!names) return json(404, NOT_RECORDED);
      const results = names.map((model) => ({ modelYear: q('modelYear'), make: q('make').toUpperCase(), model }));
      return json(200, JSON.stringify({ count: results.length, message: 'Results returned successfully', results }));
    }
    return json(404, NOT_RECORDED);
  };
  /**
   * Constructed, as README.md says: a fleet run decodes by vPIC's batch call, whose answer lists
   * each VIN's single-decode row in the order asked, so it is put together from the recorded rows.
   */
  const batchDecode = (form: URLSearchParams): Response => {
    const rows: unknown[] = [];
    for (const vin of (form.get('DATA') ?? '').split(';').map((v) => v.trim().toUpperCase())) {
      const file = path.join(RECORDED, 'vpic', `${vin}.DecodeVinValues.json`);
      if (!/^[A-Z0-9]{17}$/.test(vin) || !existsSync(file)) return json(404, NOT_RECORDED);
      rows.push((JSON.parse(readFileSync(file, 'utf8')) as { Results: unknown[] }).Results[0]);
    }
    return json(200, JSON.stringify({ Count: rows.length, Message: 'Results returned successfully. NOTE: Any missing decoded values should be interpreted as NHTSA does not have data on the specific variable. Missing value should NOT be interpreted as an indication that a feature or technology is unavailable for a vehicle.', SearchCriteria: null, Results: rows }));
  };
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = init?.body;
    const form = body instanceof URLSearchParams ? body : typeof body === 'string' ? new URLSearchParams(body) : undefined;
    return answer(url, form);
  };
}
