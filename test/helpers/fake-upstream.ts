/**
 * One fake of every upstream a report draws on, on an ephemeral loopback port: NHTSA's vPIC
 * (`/api/vehicles/DecodeVinValues/{VIN}` and the `DecodeVINValuesBatch/` POST), recalls, complaints, the products catalogue and NCAP
 * SafetyRatings (api.nhtsa.gov paths), NHTSA's vehicle pictures (static.nhtsa.gov's
 * `/images/vehicles/{name}`), and EPA's fueleconomy.gov (`/ws/rest/...`). It serves the
 * files in test/fixtures/ byte for byte (recorded/ and constructed/ say where each comes from),
 * answers as the real services do where they have nothing (400 + count 0, 500 for an unknown make,
 * EPA's bare `null`), refuses a missing or generic User-Agent with 403 and an HTML page, counts
 * calls per service, can hold answers for a per-service latency, and can be told to misbehave:
 * 429 with Retry-After, the edge's 403 HTML block, hung and slow answers among them. As one host,
 * it counts the requests it holds at once and when each arrived.
 */
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const FIXTURES_DIR = path.join(import.meta.dirname, '..', 'fixtures');
const RECORDED = path.join(FIXTURES_DIR, 'recorded');
const CONSTRUCTED = path.join(FIXTURES_DIR, 'constructed');

/** VINs that have a recorded vPIC answer. */
export function fixtureVins(): string[] {
  return readdirSync(path.join(FIXTURES_DIR, 'vpic')).map((f) => f.split('.')[0]!).sort();
}

export function readVpicFixture(vin: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'vpic', `${vin}.DecodeVinValues.json`), 'utf8'));
}

/** The fixture file name for a recall query: make and model uppercased, spaces as dashes. */
export function recallFixtureName(make: string, model: string, year: string): string {
  const norm = (s: string) => s.trim().toUpperCase().replace(/\s+/g, '-');
  return `${norm(make)}_${norm(model)}_${year.trim()}.json`;
}

/**
 * A vpicFallback that decodes any VIN like the fixture sharing its configuration (positions 1-8
 * and 10-11: everything but check digit and serial), VIN fields rewritten, so ten synthetic VINs
 * of one recorded car decode as that car (the benchmark's "ten VINs of one model").
 */
export function sameConfigurationDecode(): (vin: string) => unknown {
  const configurationOf = (vin: string) => vin.slice(0, 8) + vin.slice(9, 11);
  const byConfiguration = new Map<string, string>();
  for (const vin of fixtureVins()) byConfiguration.set(configurationOf(vin), vin);
  return (vin) => {
    const source = byConfiguration.get(configurationOf(vin));
    if (source === undefined) return undefined;
    const body = readVpicFixture(source) as { Results?: Record<string, unknown>[]; SearchCriteria?: unknown };
    const row = { ...body.Results?.[0], VIN: vin };
    return { ...body, SearchCriteria: `VIN(s): ${vin}`, Results: [row] };
  };
}

/** VINs that have a constructed vPIC answer (constructedDecode). */
export function constructedVins(): string[] {
  return readdirSync(path.join(CONSTRUCTED, 'vpic')).map((f) => f.split('.')[0]!).sort();
}

/**
 * A vpicFallback answering the constructed decodes in fixtures/constructed/vpic/ (vehicles that
 * recorded NCAP and EPA records describe but no recorded vPIC answer covers; README there).
 */
export function constructedDecode(vin: string): unknown {
  const file = path.join(CONSTRUCTED, 'vpic', `${vin}.DecodeVinValues.json`);
  return /^[A-Z0-9]{17}$/.test(vin) && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * Per-host limits for tests that are not about them: the polite defaults would pace a test's
 * decodes to about one a second on api.nhtsa.gov. Tests of the limits themselves set their own.
 */
export const ROOMY_HOST_LIMITS = { UPSTREAM_MAX_IN_FLIGHT: '64', UPSTREAM_REQUESTS_PER_SECOND: '1000' } as const;

/**
 * `count` distinct VINs that sameConfigurationDecode() decodes as the recorded car `vin`: its first
 * eleven characters, then a serial of our own.
 */
export function sameConfigurationVins(vin: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${vin.slice(0, 11)}Z${String(i).padStart(5, '0')}`);
}

/** The services the fake plays; each is counted, delayed and failed on its own. */
/** The upstream hosts the fake plays: vPIC, api.nhtsa.gov, the EPA's fueleconomy.gov and NHTSA's pictures. */
export type FakeHost = 'vpic' | 'nhtsa' | 'epa' | 'pictures';

export type FakeService = 'vpic' | 'recalls' | 'complaints' | 'catalogue' | 'safetyRatings' | 'fuelEconomy' | 'ncapPicture';
const SERVICES: readonly FakeService[] = ['vpic', 'recalls', 'complaints', 'catalogue', 'safetyRatings', 'fuelEconomy', 'ncapPicture'];

/** How a service answers: normally, or one of the faults real upstreams show. */
export type Fault =
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  /** NHTSA's edge blocking this client: 403 and its HTML "Access Denied" page, whatever the agent. */
  | { kind: 'blocked' }
  | { kind: 'garbage' }
  | { kind: 'wrong-shape' }
  | { kind: 'hang' }
  | { kind: 'reset' }
  | { kind: 'reset-mid-body' }
  | { kind: 'huge'; bytes: number }
  | { kind: 'endless' }
  | { kind: 'delay'; ms: number }
  /** A 302 to `location` (absolute, or a path on the fake itself). */
  | { kind: 'redirect'; location: string; status?: number }
  /** A 200 with this body and Content-Type (a page where a picture was expected, an oversized image). */
  | { kind: 'body'; type: string; body: Buffer };

/** When the fake received a request and when it finished answering it (performance.now() ms). */
export interface Hold {
  arrived: number;
  answered: number;
}

export interface FakeUpstreamOptions {
  /** The decode for a VIN without a fixture (undefined: vPIC's "cannot decode" answer). */
  vpicFallback?: (vin: string) => unknown;
  /** Milliseconds each service holds every answer (the benchmark uses vPIC 300, recalls 250). */
  latencyMs?: Partial<Record<FakeService, number>>;
  /** Refuse missing and generic User-Agents as NHTSA's edge does (default true). */
  requireUserAgent?: boolean;
}

export interface FakeUpstream {
  /** Base URL for VPIC_BASE_URL. */
  vpicBaseUrl: string;
  /** Base URL for RECALLS_BASE_URL (recalls, complaints, catalogue, SafetyRatings). */
  recallsBaseUrl: string;
  /** Base URL for FUELECONOMY_BASE_URL. */
  fuelEconomyBaseUrl: string;
  /** Base URL for NCAP_PICTURE_BASE_URL (static.nhtsa.gov). */
  pictureBaseUrl: string;
  /** Requests received per service, refused ones included. */
  calls: Record<FakeService, number>;
  /** Each answered request's hold, per service (at most 100,000 kept). */
  holds: Record<FakeService, Hold[]>;
  /** Requests seen, newest last (method + url). */
  log: string[];
  /** When each request arrived (performance.now() ms), newest last (at most 100,000 kept). */
  arrivals: number[];
  /** The same, per upstream host the fake plays (each on a port of its own). */
  arrivalsByHost: Record<FakeHost, number[]>;
  /** Requests held at once now (arrived, not yet answered or hung up on), and the most ever. */
  inFlight: number;
  peakInFlight: number;
  /** Requests per service whose client hung up before the answer (cancelled work). */
  hungUp: Record<FakeService, number>;
  /** The VINs each vPIC call asked for (one for DecodeVinValues, up to 50 for a batch), newest last. */
  vpicVins: string[][];
  /** User-Agent of each request seen, newest last. */
  userAgents: (string | undefined)[];
  /** Makes every answer of `service` follow `fault` until cleared (null). */
  fail(service: FakeService, fault: Fault | null): void;
  /**
   * Answers the next request to arrive for `service` with `fault`, and only that one (requests it
   * already holds, and later ones, answer as before); resolves when that answer has been sent
   * (performance.now() ms).
   */
  failNext(service: FakeService, fault: Fault): Promise<number>;
  /** Makes the `call`th request of `service` (counted from the fake's start, from 1) answer with `fault`, once. */
  failCall(service: FakeService, call: number, fault: Fault): void;
  /** Changes a service's latency from now on. */
  setLatency(service: FakeService, ms: number): void;
  close(): Promise<void>;
}

/** An answer before faults and latency: status, body bytes, content type. */
interface Answer {
  status: number;
  body: Buffer;
  type?: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const NHTSA_EMPTY_RECALLS = '{"Count":0,"Message":"Results returned successfully","results":[]}';
const NHTSA_EMPTY_COMPLAINTS = '{"count":0,"message":"Results returned successfully","results":[]}';

export async function startFakeUpstream(options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const faults = new Map<FakeService, Fault>();
  const nextFaults = new Map<FakeService, { fault: Fault; answered: (at: number) => void }>();
  const callFaults = new Map<string, Fault>();
  const latency = new Map<FakeService, number>(Object.entries(options.latencyMs ?? {}) as [FakeService, number][]);
  const sockets = new Set<import('node:net').Socket>();
  const files = new FixtureFiles();
  const state: FakeUpstream = {
    vpicBaseUrl: '',
    recallsBaseUrl: '',
    fuelEconomyBaseUrl: '',
    pictureBaseUrl: '',
    calls: Object.fromEntries(SERVICES.map((s) => [s, 0])) as Record<FakeService, number>,
    holds: Object.fromEntries(SERVICES.map((s) => [s, []])) as unknown as Record<FakeService, Hold[]>,
    log: [],
    arrivals: [],
    arrivalsByHost: { vpic: [], nhtsa: [], epa: [], pictures: [] },
    inFlight: 0,
    peakInFlight: 0,
    hungUp: Object.fromEntries(SERVICES.map((s) => [s, 0])) as Record<FakeService, number>,
    vpicVins: [],
    userAgents: [],
    fail(service, fault) {
      if (fault) faults.set(service, fault);
      else faults.delete(service);
    },
    failNext(service, fault) {
      return new Promise((resolve) => nextFaults.set(service, { fault, answered: resolve }));
    },
    failCall(service, call, fault) {
      callFaults.set(`${service}#${call}`, fault);
    },
    setLatency(service, ms) {
      latency.set(service, ms);
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    },
  };

  // One server per upstream host, as in production (vPIC, api.nhtsa.gov, the EPA, NHTSA's pictures):
  // each host's limits, pauses and breaker are its own. They share one handler and one record.
  const servers = (['vpic', 'nhtsa', 'epa', 'pictures'] as const).map((host) => http.createServer((req, res) => {
    const arrivals = state.arrivalsByHost[host];
    arrivals.push(performance.now());
    if (arrivals.length > 100_000) arrivals.shift();
    // vPIC's batch decode is a form POST: its answer depends on the body.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  }));
  const handle = (req: IncomingMessage, res: ServerResponse, requestBody: string) => {
    const arrived = performance.now();
    state.log.push(`${req.method} ${req.url}`);
    if (state.log.length > 100_000) state.log.shift();
    state.userAgents.push(req.headers['user-agent']);
    if (state.userAgents.length > 100_000) state.userAgents.shift();
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = routeOf(url, req, requestBody, files, options);
    if (!route) {
      res.writeHead(404, { 'content-type': JSON_TYPE });
      return void res.end('{"Message":"not found"}');
    }
    state.calls[route.service]++;
    state.arrivals.push(arrived);
    if (state.arrivals.length > 100_000) state.arrivals.shift();
    state.inFlight++;
    state.peakInFlight = Math.max(state.peakInFlight, state.inFlight);
    res.once('close', () => {
      state.inFlight--;
      if (!res.writableFinished) state.hungUp[route.service]++;
    });
    if (route.vins) state.vpicVins.push(route.vins);
    if (options.requireUserAgent !== false && isRefusedAgent(req.headers['user-agent'])) return void refuse(res);
    const next = nextFaults.get(route.service);
    nextFaults.delete(route.service);
    const onAnswered = () => {
      const holds = state.holds[route.service];
      if (holds.length < 100_000) holds.push({ arrived, answered: performance.now() });
    };
    const hold = latency.get(route.service) ?? 0;
    const callFault = callFaults.get(`${route.service}#${state.calls[route.service]}`);
    const go = () => void serve(res, next?.fault ?? callFault ?? faults.get(route.service) ?? null, route.answer, onAnswered).then(() => next?.answered(performance.now()));
    if (hold > 0) setTimeout(go, hold);
    else go();
  };
  const ports: number[] = [];
  for (const server of servers) {
    server.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ports.push((server.address() as AddressInfo).port);
  }
  const [vpicPort, nhtsaPort, epaPort, picturePort] = ports as [number, number, number, number];
  state.vpicBaseUrl = `http://127.0.0.1:${vpicPort}/api/vehicles`;
  state.recallsBaseUrl = `http://127.0.0.1:${nhtsaPort}`;
  state.fuelEconomyBaseUrl = `http://127.0.0.1:${epaPort}`;
  state.pictureBaseUrl = `http://127.0.0.1:${picturePort}`;
  return state;
}

/**
 * NHTSA's edge answers 403 with an HTML page to no agent, to library and tool defaults, to a bare
 * browser prefix and to agents carrying a "(+http" contact URL.
 */
export function isRefusedAgent(agent: string | undefined): boolean {
  const value = (agent ?? '').trim().toLowerCase();
  if (value === '' || value.includes('(+http')) return true;
  const generic = ['node', 'undici', 'curl/', 'wget/', 'python-requests', 'python-urllib', 'python-httpx', 'aiohttp', 'go-http-client', 'axios', 'okhttp', 'java/', 'libwww-perl', 'got ', 'node-fetch'];
  if (generic.some((prefix) => value === prefix.trim() || value.startsWith(prefix))) return true;
  // "Mozilla/5.0" and nothing else, or a Mozilla string without any product behind it.
  return value.startsWith('mozilla/') && !value.includes(' ');
}

function refuse(res: ServerResponse): void {
  const page = '<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don\'t have permission to access this resource on this server.<P>\n</BODY>\n</HTML>\n';
  res.writeHead(403, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(page) });
  res.end(page);
}

/** Which service a request is for and what it answers, or undefined for an unknown path. */
function routeOf(url: URL, req: IncomingMessage, requestBody: string, files: FixtureFiles, options: FakeUpstreamOptions): { service: FakeService; answer: () => Answer; vins?: string[] } | undefined {
  const q = (name: string) => url.searchParams.get(name) ?? '';
  const p = url.pathname;
  const singleDecode = (vin: string): Buffer => {
    const file = path.join(FIXTURES_DIR, 'vpic', `${vin}.DecodeVinValues.json`);
    if (existsSync(file)) return readFileSync(file);
    const generated = options.vpicFallback?.(vin);
    return Buffer.from(JSON.stringify(generated !== undefined ? generated : noDecode(vin)));
  };
  const vpic = /^\/api\/vehicles\/DecodeVinValues\/([^/]+)$/.exec(p);
  if (vpic) {
    const vin = decodeURIComponent(vpic[1]!);
    return { service: 'vpic', answer: () => ok(singleDecode(vin)), vins: [vin] };
  }
  if (/^\/api\/vehicles\/DecodeVINValuesBatch\/?$/i.test(p) && req.method === 'POST') {
    const form = new URLSearchParams(requestBody);
    return { service: 'vpic', answer: () => batchDecode(form, singleDecode), vins: batchVins(form) };
  }
  if (p === '/recalls/recallsByVehicle') {
    return { service: 'recalls', answer: () => files.recalls(q('make'), q('model'), q('modelYear')) ?? { status: 400, body: Buffer.from(NHTSA_EMPTY_RECALLS) } };
  }
  if (p === '/complaints/complaintsByVehicle') {
    return { service: 'complaints', answer: () => files.complaints(q('make'), q('model'), q('modelYear')) ?? { status: 400, body: Buffer.from(NHTSA_EMPTY_COMPLAINTS) } };
  }
  if (p === '/products/vehicle/models') {
    return { service: 'catalogue', answer: () => files.catalogue(q('make'), q('modelYear'), q('issueType')) };
  }
  if (p.startsWith('/SafetyRatings/')) {
    const parts = p.split('/').slice(2).map(decodeURIComponent);
    return { service: 'safetyRatings', answer: () => files.safetyRatings(parts) };
  }
  if (p.startsWith('/images/vehicles/')) {
    return { service: 'ncapPicture', answer: () => files.picture(p.slice('/images/vehicles/'.length)) };
  }
  if (p.startsWith('/ws/rest/vehicle/')) {
    const wantsJson = (req.headers.accept ?? '').includes('application/json');
    return { service: 'fuelEconomy', answer: () => {
      // EPA answers XML unless asked for JSON.
      if (!wantsJson) return { status: 200, body: Buffer.from('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><menuItems/>'), type: 'application/xml' };
      const rest = p.slice('/ws/rest/vehicle/'.length);
      if (rest === 'menu/model') return files.epaModels(q('year'), q('make'));
      if (rest === 'menu/options') return files.epaOptions(q('year'), q('make'), q('model'));
      return files.epaVehicle(decodeURIComponent(rest));
    } };
  }
  return undefined;
}

/**
 * vPIC's DecodeVINValuesBatch: `DATA=VIN[,year];VIN[,year]...` and `format=json` in the form body
 * (without it there, vPIC answers XML). Rows come in input order, each the row a single decode gives.
 */
function batchDecode(form: URLSearchParams, singleDecode: (vin: string) => Buffer): Answer {
  if (form.get('format') !== 'json') {
    return { status: 200, body: Buffer.from('<?xml version="1.0" encoding="utf-8"?><Response xmlns:xsd="http://www.w3.org/2001/XMLSchema"><Count>0</Count></Response>'), type: 'application/xml; charset=utf-8' };
  }
  const vins = batchVins(form);
  if (vins.join(';') === RECORDED_BATCH_VINS) return ok(readFileSync(path.join(RECORDED, 'vpic-batch/decode-vin-values-batch-partial-vins-bmw-tesla.json')));
  const Results = vins.map((vin) => (JSON.parse(singleDecode(vin).toString('utf8')) as { Results: unknown[] }).Results[0]);
  return ok(Buffer.from(JSON.stringify({ Count: Results.length, Message: BATCH_MESSAGE, SearchCriteria: '', Results })));
}

/** The VINs of a batch decode's DATA (`VIN[,modelYear];...`). */
function batchVins(form: URLSearchParams): string[] {
  return (form.get('DATA') ?? '').split(';').map((entry) => entry.split(',')[0]!.trim()).filter((vin) => vin !== '');
}

/** The VINs of the recorded batch answer, served byte for byte. */
const RECORDED_BATCH_VINS = '5UXWX7C5*BA;5YJSA3DS*EF';
const BATCH_MESSAGE = 'Results returned successfully. NOTE: Any missing decoded values should be interpreted as NHTSA does not have data on the specific variable. Missing value should NOT be interpreted as an indication that a feature or technology is unavailable for a vehicle.';

function ok(body: Buffer, type = JSON_TYPE): Answer {
  return { status: 200, body, type };
}

const upper = (s: string) => s.trim().toUpperCase();

/** Reads the fixture folders once and answers lookups from them. */
class FixtureFiles {
  private readonly recorded = new Map<string, Answer>();
  /** make|year -> model names known from vPIC fixtures and constructed recall files. */
  private readonly models = new Map<string, Set<string>>();

  constructor() {
    const add = (key: string, file: string, status = 200) => this.recorded.set(key, { status, body: readFileSync(path.join(RECORDED, file)) });
    for (const [make, model, year] of [['ACURA', 'RDX', '2012'], ['HONDA', 'FIT', '2020'], ['KIA', 'SORENTO', '2021']] as const) this.noteModel(`${make}|${year}`, model);
    add('recalls|ACURA|RDX|2012', 'nhtsa-recalls/recallsByVehicle-ACURA-RDX-2012.json');
    add('complaints|ACURA|RDX|2012', 'nhtsa-complaints/complaintsByVehicle-ACURA-RDX-2012.json');
    add('complaints|HONDA|FIT|2020', 'nhtsa-complaints/trimmed-by-recorder/complaintsByVehicle-Honda-Fit-2020-TRIMMED.json');
    add('complaints|KIA|SORENTO|2021', 'nhtsa-complaints/trimmed-by-recorder/complaintsByVehicle-Kia-Sorento-2021-empty-count0.json', 400);
    add('catalogue|VOLVO|2017|c', 'nhtsa-products/products-vehicle-models-2017-VOLVO-complaints.json');
    this.recorded.set('catalogue|VOLVO|2017|r', { status: 200, body: readFileSync(path.join(CONSTRUCTED, 'nhtsa-products/products-vehicle-models-2017-VOLVO-recalls.json')) });
    add('ratings|2022|ACURA|RDX', 'nhtsa-safetyratings/modelyear-2022-make-ACURA-model-RDX.json');
    for (const id of ['16837', '16838']) add(`ratings-id|${id}`, `nhtsa-safetyratings/VehicleId-${id}.json`);
    add('ratings-id|7520', 'nhtsa-safetyratings/VehicleId-7520-notrated.json');
    add('ratings|2019|VOLKSWAGEN|GOLF', 'nhtsa-safetyratings/safetyratings-modelyear-2019-make-volkswagen-model-golf.readme-paste.json');
    add('ratings-id|13679', 'nhtsa-safetyratings/safetyratings-vehicleid-13679-vw-golf-2019.readme-paste.json');
    const standIn = readFileSync(path.join(CONSTRUCTED, 'ncap-pictures/stand-in-vehicle.png'));
    for (const name of ['13518_st0640_046.png', '8151_st0640_046.png']) this.recorded.set(`picture|${name}`, { status: 200, body: standIn, type: 'image/png' });
    add('epa-model|2022|HONDA', 'epa-fueleconomy/menu-model-2022-Honda.json');
    const options: Array<[string, string, string, string]> = [
      ['2020', 'Toyota', 'Camry', 'menu-options-2020-Toyota-Camry.json'],
      ['2019', 'Chevrolet', 'Volt', 'menu-options-2019-Chevrolet-Volt-single-item-object.json'],
      ['2022', 'Honda', 'CR-V', 'menu-options-2022-Honda-CR-V-null.json'],
      ['2022', 'Honda', 'CR-V AWD', 'menu-options-2022-Honda-CR-V-AWD.json'],
      ['2021', 'Hyundai', 'Sonata', 'menu-options-2021-Hyundai-Sonata.json'],
      ['2022', 'Toyota', 'Corolla', 'menu-options-2022-Toyota-Corolla.json'],
    ];
    for (const [year, make, model, file] of options) {
      add(`epa-options|${year}|${upper(make)}|${upper(model)}`, `epa-fueleconomy/${file}`);
      this.noteModel(`epa|${upper(make)}|${year}`, model);
    }
    for (const file of readdirSync(path.join(RECORDED, 'epa-fueleconomy'))) {
      const id = /^vehicle-(\d+)-/.exec(file);
      if (id) add(`epa-vehicle|${id[1]}`, `epa-fueleconomy/${file}`);
    }
    for (const vin of fixtureVins()) {
      const row = (readVpicFixture(vin).Results as Record<string, unknown>[] | undefined)?.[0] ?? {};
      const [make, model, year] = [row.Make, row.Model, row.ModelYear].map((v) => (typeof v === 'string' ? v.trim() : ''));
      if (make && model && year) this.noteModel(`${upper(make)}|${year}`, model);
    }
    for (const file of readdirSync(path.join(CONSTRUCTED, 'vpic'))) {
      const row = (JSON.parse(readFileSync(path.join(CONSTRUCTED, 'vpic', file), 'utf8')) as { Results: Record<string, string>[] }).Results[0]!;
      if (row.Make && row.Model && row.ModelYear) this.noteModel(`${upper(row.Make)}|${row.ModelYear}`, row.Model);
    }
    for (const file of readdirSync(path.join(CONSTRUCTED, 'recalls'))) {
      const [make, model, year] = file.replace(/\.json$/, '').split('_') as [string, string, string];
      this.noteModel(`${make}|${year}`, model.replace(/-(T\d)$/, ' $1'));
    }
  }

  private noteModel(key: string, model: string): void {
    const set = this.models.get(key) ?? new Set<string>();
    set.add(model);
    this.models.set(key, set);
  }

  recalls(make: string, model: string, year: string): Answer | undefined {
    const recorded = this.recorded.get(`recalls|${upper(make)}|${upper(model)}|${year.trim()}`);
    if (recorded) return recorded;
    for (const dir of [path.join(FIXTURES_DIR, 'recalls'), path.join(CONSTRUCTED, 'recalls')]) {
      const file = path.join(dir, recallFixtureName(make, model, year));
      if (existsSync(file)) return ok(readFileSync(file));
    }
    return undefined;
  }

  complaints(make: string, model: string, year: string): Answer | undefined {
    const recorded = this.recorded.get(`complaints|${upper(make)}|${upper(model)}|${year.trim()}`);
    if (recorded) return recorded;
    const file = path.join(CONSTRUCTED, 'complaints', recallFixtureName(make, model, year));
    return existsSync(file) ? ok(readFileSync(file)) : undefined;
  }

  catalogue(make: string, year: string, issueType: string): Answer {
    const recorded = this.recorded.get(`catalogue|${upper(make)}|${year.trim()}|${issueType}`);
    if (recorded) return recorded;
    const models = this.models.get(`${upper(make)}|${year.trim()}`);
    const knownMake = [...this.models.keys()].some((key) => key.startsWith(`${upper(make)}|`));
    if (!knownMake) return { status: 500, body: readFileSync(path.join(RECORDED, `nhtsa-products/products-vehicle-models-invalidmake-${issueType === 'c' ? 'complaints' : 'recalls'}.json`)) };
    const results = [...(models ?? [])].map((model) => ({ modelYear: year.trim(), make: upper(make), model: upper(model) }));
    return ok(Buffer.from(JSON.stringify({ count: results.length, message: 'Results returned successfully', results })));
  }

  /** A picture by name, or the HTML 404 page a static host answers. */
  picture(name: string): Answer {
    return this.recorded.get(`picture|${name}`) ?? { status: 404, body: Buffer.from('<html><body><h1>404 Not Found</h1></body></html>'), type: 'text/html' };
  }

  safetyRatings(parts: string[]): Answer {
    const empty = () => ok(readFileSync(path.join(RECORDED, 'nhtsa-safetyratings/modelyear-2022-make-INVALIDMAKE.json')));
    if (parts[0] === 'VehicleId' && parts[1]) return this.recorded.get(`ratings-id|${parts[1]}`) ?? empty();
    if (parts[0] === 'modelyear' && parts[2] === 'make' && parts[4] === 'model') {
      return this.recorded.get(`ratings|${parts[1]}|${upper(parts[3] ?? '')}|${upper(parts[5] ?? '')}`) ?? empty();
    }
    return empty();
  }

  epaModels(year: string, make: string): Answer {
    const recorded = this.recorded.get(`epa-model|${year.trim()}|${upper(make)}`);
    if (recorded) return recorded;
    const models = [...(this.models.get(`epa|${upper(make)}|${year.trim()}`) ?? [])];
    if (models.length === 0) return ok(Buffer.from('null'));
    return ok(Buffer.from(JSON.stringify({ menuItem: models.map((m) => ({ text: m, value: m })) })));
  }

  epaOptions(year: string, make: string, model: string): Answer {
    return this.recorded.get(`epa-options|${year.trim()}|${upper(make)}|${upper(model)}`) ?? ok(Buffer.from('null'));
  }

  epaVehicle(id: string): Answer {
    return this.recorded.get(`epa-vehicle|${id}`) ?? { status: 404, body: Buffer.from('') };
  }
}

async function serve(res: ServerResponse, fault: Fault | null, answer: () => Answer, onAnswered: () => void): Promise<void> {
  if (!fault) {
    const a = answer();
    send(res, a.status, a.body, a.type);
    return onAnswered();
  }
  switch (fault.kind) {
    case 'status':
      res.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers });
      return void res.end(fault.body ?? '{"Message":"An error has occurred."}');
    case 'blocked':
      return refuse(res);
    case 'body':
      return send(res, 200, fault.body, fault.type);
    case 'garbage':
      return send(res, 200, Buffer.from('<html><body>Service Unavailable</body></html>'));
    case 'wrong-shape':
      return send(res, 200, Buffer.from('{"Count":0,"Message":"Something else"}'));
    case 'hang':
      return; // never answers
    case 'reset':
      return void res.socket?.destroy();
    case 'reset-mid-body': {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
      res.write('{"Count":1,"Results":[{"Make":"FO');
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    }
    case 'huge': {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < fault.bytes) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('error', () => {});
      return pump();
    }
    case 'endless': {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"Results":[');
      const timer = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(timer));
      return;
    }
    case 'delay': {
      await new Promise((r) => setTimeout(r, fault.ms));
      const a = answer();
      send(res, a.status, a.body, a.type);
      return onAnswered();
    }
    case 'redirect':
      res.writeHead(fault.status ?? 302, { location: fault.location, 'content-length': 0 });
      return void res.end();
  }
}

function send(res: ServerResponse, status: number, body: Buffer, type = JSON_TYPE): void {
  res.writeHead(status, { 'content-type': type, 'content-length': body.length });
  res.end(body);
}

/** What vPIC answers for a VIN it cannot decode at all. */
function noDecode(vin: string) {
  return {
    Count: 1,
    Message: 'Results returned successfully.',
    SearchCriteria: `VIN(s): ${vin}`,
    Results: [{ Make: '', Model: '', ModelYear: '', ErrorCode: '7,11', ErrorText: '7 - Manufacturer is not registered with NHTSA for sale or importation in the U.S. for use on U.S roads; Please contact the manufacturer directly for more information; 11 - Incorrect Model Year, decoded data may not be accurate!', VIN: vin }],
  };
}

export type { IncomingMessage };
