/**
 * Reports decided in one turn of the event loop are written together at its end (issue 8): every
 * client still gets its own report, in request order on a connection, and a client that is gone by
 * then costs nobody else their answer.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { test, type TestContext } from 'node:test';
import type { DecodeOutcome, ReportService } from '../src/report-service.js';
import { admitAll, startHttpLayer } from './helpers/http-layer.js';

/** The bytes a stand-in report for `vin` has, so each answer shows which request it belongs to. */
const reportFor = (vin: string) => Buffer.from(JSON.stringify({ vin, cached: true }));

/**
 * The real HTTP layer over a stand-in pipeline: every VIN is a cache hit from memory, except those
 * in `held`, whose (MISS) report is built only when the test releases it.
 */
async function startServer(t: TestContext, held = new Map<string, Promise<void>>()): Promise<number> {
  const service: ReportService = {
    decode: async (vin): Promise<DecodeOutcome> => {
      const building = held.get(String(vin));
      if (!building) return { vin: String(vin), cache: 'HIT', body: reportFor(String(vin)) };
      await building;
      return { vin: String(vin), cache: 'MISS', body: reportFor(String(vin)) };
    },
    checkRecalls: async () => [],
    close: async () => {},
  };
  return Number(new URL(await startHttpLayer(t, service, admitAll)).port);
}

const vinNumber = (n: number) => `1HGCM82633A${String(n).padStart(6, '0')}`;

function request(body: string): string {
  return `POST /api/decode HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what a server sent on one connection into its answers (each has a Content-Length). */
function parseAnswers(text: string): Answer[] {
  const answers: Answer[] = [];
  let at = 0;
  while (at < text.length) {
    const headEnd = text.indexOf('\r\n\r\n', at);
    if (headEnd < 0) break;
    const [statusLine, ...lines] = text.slice(at, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length']);
    const body = text.slice(headEnd + 4, headEnd + 4 + length);
    if (body.length < length) break;
    answers.push({ status: Number(statusLine!.split(' ')[1]), headers, body });
    at = headEnd + 4 + length;
  }
  return answers;
}

/** Writes `payload` on a new connection once `go` resolves, and collects `count` answers. */
function exchange(port: number, payload: string, count: number, go: Promise<void>): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const answers = parseAnswers(text);
      if (answers.length >= count) {
        socket.destroy();
        resolve(answers);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`connection closed after ${parseAnswers(text).length} of ${count} answers`)));
    socket.on('connect', () => void go.then(() => socket.write(payload)));
  });
}

test('requests that arrive together on many connections each get their own report', async (t) => {
  const port = await startServer(t);
  let go!: () => void;
  const together = new Promise<void>((resolve) => (go = resolve));
  const vins = Array.from({ length: 40 }, (_, i) => vinNumber(i));
  const pending = vins.map((vin) => exchange(port, request(JSON.stringify({ vin })), 1, together));
  // Every connection is open before any request is written, so the requests reach the server at once.
  await new Promise((resolve) => setTimeout(resolve, 50));
  go();
  const answers = await Promise.all(pending);
  answers.forEach(([answer], i) => {
    assert.equal(answer!.status, 200);
    assert.equal(answer!.headers['x-cache'], 'HIT');
    assert.equal(answer!.body, reportFor(vins[i]!).toString(), `connection ${i} got its own report`);
    assert.equal(answer!.headers['content-length'], String(reportFor(vins[i]!).length));
  });
});

test('requests pipelined on one connection are answered in order, errors and reports alike', async (t) => {
  const port = await startServer(t);
  const payload = [
    request(JSON.stringify({ vin: vinNumber(1) })),
    request('{"vin": '),
    request(JSON.stringify({ vin: vinNumber(2) })),
    request(JSON.stringify({ vin: vinNumber(3) })),
  ].join('');
  const answers = await exchange(port, payload, 4, Promise.resolve());
  assert.deepEqual(answers.map((a) => a.status), [200, 400, 200, 200]);
  assert.equal(answers[0]!.body, reportFor(vinNumber(1)).toString());
  assert.match(answers[1]!.body, /not valid JSON/);
  assert.equal(answers[2]!.body, reportFor(vinNumber(2)).toString());
  assert.equal(answers[3]!.body, reportFor(vinNumber(3)).toString());
});

test('a client that hangs up while its report is being built costs the others nothing', async (t) => {
  let release!: () => void;
  const built = new Promise<void>((resolve) => (release = resolve));
  const gone = vinNumber(7);
  const staying = vinNumber(8);
  const port = await startServer(t, new Map([[gone, built], [staying, built]]));
  // The one who leaves: its request is in, then the connection is closed before the report is ready.
  const leaver = net.connect(port, '127.0.0.1', () => leaver.write(request(JSON.stringify({ vin: gone }))));
  leaver.on('error', () => {});
  const stayer = exchange(port, request(JSON.stringify({ vin: staying })), 1, Promise.resolve());
  await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise<void>((resolve) => {
    leaver.once('close', () => resolve());
    leaver.destroy();
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  // Both reports are finished in the same instant, so both are written in the same batch.
  release();
  const [answer] = await stayer;
  assert.equal(answer!.status, 200);
  assert.equal(answer!.body, reportFor(staying).toString());
  const after = await new Promise<number>((resolve, reject) => {
    const req = http.request({ port, host: '127.0.0.1', path: '/api/decode', method: 'POST', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', reject);
    req.end(JSON.stringify({ vin: vinNumber(9) }));
  });
  assert.equal(after, 200, 'the server goes on serving');
});
