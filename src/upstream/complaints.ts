/**
 * NHTSA owner complaints, `GET {base}/complaints/complaintsByVehicle?make=&model=&modelYear=`,
 * summarised: how many, how many with a crash or a fire, injuries and deaths, the components most
 * complained about and the latest filing date.
 */
import type { Complaints } from '../report/complaints.js';
import { mapLimited } from '../map-limited.js';
import { fetchNhtsaResults } from './http/fetch-json.js';
import { MODEL_NAME_CONCURRENCY } from './catalogue.js';
import { isoDate, upstreamText } from './http/upstream-text.js';
import type { UpstreamClientOptions } from './http/client-options.js';

export interface ComplaintsQuery {
  make: string;
  /** The complaint database's names for the vehicle (chooseCatalogueModels with issueType "complaints"). */
  models: readonly string[];
  modelYear: string;
}

export interface ComplaintsClient {
  /**
   * The summary over every given model name, asked concurrently, each complaint counted once.
   * NHTSA's "nothing filed" (HTTP 400 with a count-0 body) is a summary of zeros, not null: the
   * service did answer, and zero complaints is something a buyer may want to know.
   * @throws UpstreamError when any name cannot be asked
   */
  summarise(query: ComplaintsQuery, signal?: AbortSignal): Promise<Complaints>;
}

export function createComplaintsClient(options: UpstreamClientOptions): ComplaintsClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const records = async (make: string, model: string, modelYear: string, signal?: AbortSignal): Promise<unknown[]> => {
    const params = new URLSearchParams({ make, model, modelYear });
    return fetchNhtsaResults(`${base}/complaints/complaintsByVehicle?${params}`, {
      fetch: options.fetch, cache: options.cache, timeoutMs: options.timeoutMs, userAgent: options.userAgent, limits: options.limits,
      upstream: 'complaints',
      signal,
    });
  };
  return {
    async summarise(query, signal) {
      const models = [...new Map(query.models.map((m) => [m.trim().toUpperCase(), m.trim()])).values()].filter(Boolean);
      const lists = await mapLimited(models, MODEL_NAME_CONCURRENCY, (model) => records(query.make, model, query.modelYear, signal));
      return summariseComplaints(lists.flat());
    },
  };
}

interface Complaint {
  crash: boolean;
  fire: boolean;
  injuries: number;
  deaths: number;
  components: Set<string>;
  filed: string | undefined;
}

const TOP_COMPONENTS = 10;

/**
 * Counts over distinct odiNumbers: the same complaint listed twice (once per product, or under two
 * model names) is one complaint, whose flags and figures are the larger of its copies.
 */
export function summariseComplaints(records: readonly unknown[]): Complaints {
  const byOdi = new Map<string, Complaint>();
  for (const record of records) {
    if (record === null || typeof record !== 'object' || Array.isArray(record)) continue;
    const row = record as Record<string, unknown>;
    const odi = typeof row.odiNumber === 'number' || typeof row.odiNumber === 'string' ? String(row.odiNumber).trim() : '';
    if (odi === '') continue;
    const complaint: Complaint = {
      crash: row.crash === true,
      fire: row.fire === true,
      injuries: count(row.numberOfInjuries),
      deaths: count(row.numberOfDeaths),
      components: new Set(splitComponents(row.components)),
      filed: isoDate(row.dateComplaintFiled, 'month-first'),
    };
    const seen = byOdi.get(odi);
    byOdi.set(odi, seen ? mergeComplaint(seen, complaint) : complaint);
  }
  const summary: Complaints = { total: byOdi.size, crashes: 0, fires: 0, injuries: 0, deaths: 0, components: [] };
  const perComponent = new Map<string, number>();
  let latest: string | undefined;
  for (const complaint of byOdi.values()) {
    if (complaint.crash) summary.crashes++;
    if (complaint.fire) summary.fires++;
    summary.injuries += complaint.injuries;
    summary.deaths += complaint.deaths;
    for (const component of complaint.components) perComponent.set(component, (perComponent.get(component) ?? 0) + 1);
    if (complaint.filed !== undefined && (latest === undefined || complaint.filed > latest)) latest = complaint.filed;
  }
  summary.components = [...perComponent]
    .sort(([a, ca], [b, cb]) => cb - ca || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, TOP_COMPONENTS)
    .map(([component, n]) => ({ component, count: n }));
  if (latest !== undefined) summary.latestFiled = latest;
  return summary;
}

function mergeComplaint(a: Complaint, b: Complaint): Complaint {
  return {
    crash: a.crash || b.crash,
    fire: a.fire || b.fire,
    injuries: Math.max(a.injuries, b.injuries),
    deaths: Math.max(a.deaths, b.deaths),
    components: new Set([...a.components, ...b.components]),
    filed: a.filed === undefined || (b.filed !== undefined && b.filed > a.filed) ? b.filed : a.filed,
  };
}

/** A non-negative whole number from a number or numeric string; anything else counts as 0. */
function count(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/**
 * NHTSA joins a complaint's components with a bare comma ("STEERING,POWER TRAIN"), while the
 * names in its component vocabulary that contain a comma always have a space after it ("SERVICE
 * BRAKES, HYDRAULIC", "FUEL SYSTEM, GASOLINE"). So only a comma followed by a non-space separates.
 */
export function splitComponents(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const names: string[] = [];
  let start = 0;
  for (let i = 0; i <= value.length; i++) {
    const atEnd = i === value.length;
    if (!atEnd && !(value[i] === ',' && value[i + 1] !== ' ')) continue;
    const name = upstreamText(value.slice(start, i), 200);
    if (name !== undefined) names.push(name.toUpperCase());
    start = i + 1;
  }
  return names;
}
