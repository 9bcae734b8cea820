/**
 * Loopback stand-ins for everything the service calls, for the bench only: NHTSA (vPIC and recalls)
 * answering the recorded fixtures after a fixed delay, and an OpenAI-compatible chat endpoint. All
 * answers are prepared before the run so the fakes' own cost is a timer and a write; each counts
 * the calls it received, which is what the coalescing and sharing scenarios report.
 */
import { readdirSync, readFileSync } from 'node:fs';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';

const FIXTURES_DIR = path.join(import.meta.dirname, '..', 'test', 'fixtures');
const EMPTY_RECALLS = Buffer.from('{"Count":0,"Message":"Results returned successfully","results":[]}');

/** When the fake received an upstream request and when it finished answering it (performance.now() ms). */
export interface Hold {
  arrived: number;
  answered: number;
}

export interface FakeNhtsa {
  vpicBaseUrl: string;
  recallsBaseUrl: string;
  calls: { vpic: number; recalls: number };
  /**
   * Every call's real hold time, so a scenario can subtract what the upstream actually took
   * (its timers fire late on a loaded machine) rather than the nominal delay.
   */
  holds: { vpic: Map<string, Hold>; recalls: Hold[] };
  close(): Promise<void>;
}

export interface FakeNhtsaOptions {
  vpicDelayMs: number;
  recallsDelayMs: number;
}

/**
 * vPIC answers a recorded VIN with its fixture. Any other VIN is answered with the fixture that
 * shares its configuration (positions 1-8 and 10-11, i.e. everything but check digit and serial),
 * its VIN fields rewritten, so synthetic VINs of a recorded configuration decode like the real car.
 */
export async function startFakeNhtsa(options: FakeNhtsaOptions): Promise<FakeNhtsa> {
  const rows = new Map<string, Record<string, unknown>>();
  for (const file of readdirSync(path.join(FIXTURES_DIR, 'vpic'))) {
    const vin = file.split('.')[0]!;
    rows.set(vin, JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'vpic', file), 'utf8')) as Record<string, unknown>);
  }
  const byConfiguration = new Map<string, string>();
  for (const vin of rows.keys()) byConfiguration.set(configurationOf(vin), vin);
  const vpicAnswers = new Map<string, Buffer>();
  const vpicAnswer = (vin: string): Buffer => {
    let answer = vpicAnswers.get(vin);
    if (!answer) {
      const source = rows.get(vin) ?? rows.get(byConfiguration.get(configurationOf(vin)) ?? '');
      answer = Buffer.from(source ? JSON.stringify(withVin(source, vin)) : JSON.stringify(noDecode(vin)));
      if (vpicAnswers.size < 10_000) vpicAnswers.set(vin, answer);
    }
    return answer;
  };
  const recallAnswers = new Map<string, Buffer>();
  for (const file of readdirSync(path.join(FIXTURES_DIR, 'recalls'))) {
    recallAnswers.set(file.replace(/\.json$/, ''), readFileSync(path.join(FIXTURES_DIR, 'recalls', file)));
  }

  const calls = { vpic: 0, recalls: 0 };
  const holds: FakeNhtsa['holds'] = { vpic: new Map(), recalls: [] };
  const server = http.createServer((req, res) => {
    const arrived = performance.now();
    const url = new URL(req.url ?? '/', 'http://fake');
    const vpic = /^\/api\/vehicles\/DecodeVinValues\/([^/]+)$/.exec(url.pathname);
    if (vpic) {
      calls.vpic++;
      const vin = decodeURIComponent(vpic[1]!);
      const body = vpicAnswer(vin);
      return void setTimeout(() => {
        sendJson(res, body);
        if (holds.vpic.size < 100_000) holds.vpic.set(vin, { arrived, answered: performance.now() });
      }, options.vpicDelayMs);
    }
    if (url.pathname === '/recalls/recallsByVehicle') {
      calls.recalls++;
      const norm = (name: string) => (url.searchParams.get(name) ?? '').trim().toUpperCase().replace(/\s+/g, '-');
      const body = recallAnswers.get(`${norm('make')}_${norm('model')}_${norm('modelYear')}`) ?? EMPTY_RECALLS;
      return void setTimeout(() => {
        sendJson(res, body);
        if (holds.recalls.length < 100_000) holds.recalls.push({ arrived, answered: performance.now() });
      }, options.recallsDelayMs);
    }
    res.writeHead(404).end();
  });
  const { baseUrl, close } = await listen(server);
  return { vpicBaseUrl: `${baseUrl}/api/vehicles`, recallsBaseUrl: baseUrl, calls, holds, close };
}

/** Everything in a VIN but the check digit (9) and the serial (12-17). */
export function configurationOf(vin: string): string {
  return vin.slice(0, 8) + vin.slice(9, 11);
}

function withVin(source: Record<string, unknown>, vin: string): Record<string, unknown> {
  const row = { ...(source.Results as Record<string, unknown>[])[0], VIN: vin };
  return { ...source, SearchCriteria: `VIN(s): ${vin}`, Results: [row] };
}

function noDecode(vin: string) {
  return {
    Count: 1,
    Message: 'Results returned successfully.',
    SearchCriteria: `VIN(s): ${vin}`,
    Results: [{ Make: '', Model: '', ModelYear: '', ErrorCode: '7', ErrorText: '7 - Manufacturer is not registered with NHTSA for sale or importation in the U.S. for use on U.S roads; Please contact the manufacturer directly for more information', VIN: vin }],
  };
}

export interface FakeOpenAi {
  /** For AI_BASE_URL: chat completions are served at `{baseUrl}/chat/completions`. */
  baseUrl: string;
  calls: { chat: number };
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible Chat Completions endpoint that answers every request, after `delayMs`,
 * with a well-formed summary as JSON message content (what `response_format: json_schema` yields).
 */
export async function startFakeOpenAi(options: { delayMs: number }): Promise<FakeOpenAi> {
  const calls = { chat: 0 };
  const summary = {
    overview: 'A well-documented vehicle of a common configuration; condition and service history decide its value.',
    strengths: ['Decodes cleanly in NHTSA vPIC.', 'Parts and service are widely available.'],
    issues: ['Check that every open recall has been completed by a dealer.'],
    buyingAdvice: 'Ask for the service records and a recall completion printout before buying.',
    maintenanceTips: 'Follow the maintenance schedule for oil, filters and brake fluid.',
    score: 7,
  };
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return void res.writeHead(404).end();
    calls.chat++;
    drain(req, (body) => {
      let model = 'bench-model';
      try {
        model = String((JSON.parse(body) as { model?: unknown }).model ?? model);
      } catch {
        // an unparsable request still gets an answer; the provider is what is being measured
      }
      const answer = Buffer.from(JSON.stringify({
        id: `chatcmpl-bench${calls.chat}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(summary), refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: 900, completion_tokens: 160, total_tokens: 1060 },
      }));
      setTimeout(() => sendJson(res, answer), options.delayMs);
    });
  });
  const { baseUrl, close } = await listen(server);
  return { baseUrl: `${baseUrl}/v1`, calls, close };
}

function drain(req: IncomingMessage, done: (body: string) => void): void {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
}

function sendJson(res: ServerResponse, body: Buffer): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
}

async function listen(server: Server): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
