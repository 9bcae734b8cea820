/**
 * A fake NHTSA on an ephemeral loopback port, serving the recorded responses in test/fixtures/.
 * It plays both vPIC (`/api/vehicles/DecodeVinValues/{VIN}`) and the recall service
 * (`/recalls/recallsByVehicle`), counts calls, and can be told to misbehave per service.
 */
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const FIXTURES_DIR = path.join(import.meta.dirname, '..', 'fixtures');

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

/** How a service answers: normally, or one of the faults real upstreams show. */
export type Fault =
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  | { kind: 'garbage' }
  | { kind: 'wrong-shape' }
  | { kind: 'hang' }
  | { kind: 'reset' }
  | { kind: 'reset-mid-body' }
  | { kind: 'huge'; bytes: number }
  | { kind: 'endless' }
  | { kind: 'delay'; ms: number };

export interface FakeUpstream {
  /** Base URL for VPIC_BASE_URL. */
  vpicBaseUrl: string;
  /** Base URL for RECALLS_BASE_URL. */
  recallsBaseUrl: string;
  calls: { vpic: number; recalls: number };
  /** Requests seen, newest last (method + url). */
  log: string[];
  /** Makes every answer of `service` follow `fault` until cleared (null). */
  fail(service: 'vpic' | 'recalls', fault: Fault | null): void;
  close(): Promise<void>;
}

export async function startFakeUpstream(options: { vpicFallback?: (vin: string) => unknown } = {}): Promise<FakeUpstream> {
  const faults: Record<'vpic' | 'recalls', Fault | null> = { vpic: null, recalls: null };
  const sockets = new Set<import('node:net').Socket>();
  const state: FakeUpstream = {
    vpicBaseUrl: '',
    recallsBaseUrl: '',
    calls: { vpic: 0, recalls: 0 },
    log: [],
    fail(service, fault) {
      faults[service] = fault;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer((req, res) => {
    state.log.push(`${req.method} ${req.url}`);
    const url = new URL(req.url ?? '/', 'http://fake');
    const vpicMatch = /^\/api\/vehicles\/DecodeVinValues\/([^/]+)$/.exec(url.pathname);
    if (vpicMatch) {
      state.calls.vpic++;
      const vin = decodeURIComponent(vpicMatch[1]!);
      return void serve(res, faults.vpic, () => {
        const file = path.join(FIXTURES_DIR, 'vpic', `${vin}.DecodeVinValues.json`);
        if (existsSync(file)) return readFileSync(file);
        const generated = options.vpicFallback?.(vin);
        if (generated !== undefined) return Buffer.from(JSON.stringify(generated));
        return Buffer.from(JSON.stringify(noDecode(vin)));
      });
    }
    if (url.pathname === '/recalls/recallsByVehicle') {
      state.calls.recalls++;
      return void serve(res, faults.recalls, () => {
        const make = url.searchParams.get('make') ?? '';
        const model = url.searchParams.get('model') ?? '';
        const year = url.searchParams.get('modelYear') ?? '';
        const file = path.join(FIXTURES_DIR, 'recalls', recallFixtureName(make, model, year));
        if (existsSync(file)) return readFileSync(file);
        return Buffer.from(JSON.stringify({ Count: 0, Message: 'Results returned successfully', results: [] }));
      });
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"Message":"not found"}');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.vpicBaseUrl = `http://127.0.0.1:${port}/api/vehicles`;
  state.recallsBaseUrl = `http://127.0.0.1:${port}`;
  return state;
}

async function serve(res: ServerResponse, fault: Fault | null, body: () => Buffer): Promise<void> {
  if (!fault) return send(res, 200, body());
  switch (fault.kind) {
    case 'status':
      res.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers });
      return void res.end(fault.body ?? '{"Message":"An error has occurred."}');
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
    case 'delay':
      await new Promise((r) => setTimeout(r, fault.ms));
      return send(res, 200, body());
  }
}

function send(res: ServerResponse, status: number, body: Buffer): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
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
