/**
 * A connection on which nothing moves for the stalled time is closed, so abandoned connections
 * cannot pile up; one whose request keeps moving, however slowly, is served. The server's two
 * minutes are shortened to one second here.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { test, type TestContext } from 'node:test';
import type { DecodeOutcome, ReportService } from '../src/report-service.js';
import { admitAll, startHttpLayer } from './helpers/http-layer.js';

const STALLED_MS = 1_000;
const VIN = '1HGCM82633A004352';
/** A VIN whose report never comes. */
const NEVER = '1HGCM82633A000000';
/** A VIN whose report is far larger than what the kernel buffers on a loopback connection. */
const HUGE = '1HGCM82633A999999';
const HUGE_REPORT = Buffer.alloc(64 * 1024 * 1024, 0x20);
const SMALL_REPORT = Buffer.from(JSON.stringify({ vin: VIN, cached: true }));

async function startServer(t: TestContext): Promise<number> {
  const service: ReportService = {
    decode: async (vin): Promise<DecodeOutcome> => {
      if (vin === NEVER) await new Promise(() => {});
      return { vin: String(vin), cache: 'HIT', body: vin === HUGE ? HUGE_REPORT : SMALL_REPORT };
    },
    checkRecalls: async () => [],
    close: async () => {},
  };
  return Number(new URL(await startHttpLayer(t, service, admitAll, { stalledConnectionMs: STALLED_MS })).port);
}

function requestHead(bodyLength: number): string {
  return `POST /api/decode HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${bodyLength}\r\n\r\n`;
}
const bodyFor = (vin: string) => JSON.stringify({ vin });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  /** Bytes received, head included. */
  bytes: number;
  /** The first line of what came back ('' when nothing did). */
  statusLine: string;
  /** How the connection ended: 'end' (the server closed it cleanly), 'error' (reset) or 'open' (still open when the client stopped waiting). */
  ended: 'end' | 'error' | 'open';
}

/**
 * Connects, runs `send` on the socket, and receives until the connection ends, the whole answer
 * (`expectBytes`) is in, or `giveUpMs` pass. `reading` decides when the client reads.
 */
function exchange(
  port: number,
  send: (socket: net.Socket) => Promise<void>,
  options: { expectBytes?: number; giveUpMs: number; reading?: (socket: net.Socket, received: number) => void },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let bytes = 0;
    let head = '';
    const finish = (ended: Outcome['ended']) => {
      clearTimeout(guard);
      socket.destroy();
      resolve({ bytes, statusLine: head.split('\r\n')[0] ?? '', ended });
    };
    const guard = setTimeout(() => finish('open'), options.giveUpMs);
    socket.on('data', (chunk: Buffer) => {
      if (head.length < 200) head += chunk.subarray(0, 200).toString('latin1');
      bytes += chunk.length;
      if (options.expectBytes !== undefined && bytes >= options.expectBytes) return finish('end');
      options.reading?.(socket, bytes);
    });
    socket.once('end', () => finish('end'));
    socket.once('error', () => finish('error'));
    socket.once('connect', () => void send(socket));
  });
}

test('connections where nothing moves and where things move slowly', { concurrency: true }, async (t) => {
  const port = await startServer(t);
  const subtests: Promise<void>[] = [];

  subtests.push(t.test('a request whose answer never comes is closed once nothing has moved for the stalled time, and the server goes on', async () => {
    const outcome = await exchange(port, async (socket) => {
      const body = bodyFor(NEVER);
      socket.write(requestHead(body.length) + body);
    }, { giveUpMs: STALLED_MS * 6 });
    assert.equal(outcome.ended, 'end', 'the server closes the connection');
    assert.equal(outcome.bytes, 0);
    const next = await exchange(port, async (socket) => {
      const body = bodyFor(VIN);
      socket.write(requestHead(body.length) + body);
    }, { giveUpMs: 5_000, expectBytes: SMALL_REPORT.length + 100 });
    assert.equal(next.statusLine, 'HTTP/1.1 200 OK');
  }));

  subtests.push(t.test('a request body that trickles in over three times the stalled time still gets its report', async () => {
    const body = bodyFor(VIN);
    const outcome = await exchange(port, async (socket) => {
      socket.write(requestHead(body.length));
      for (const byte of body) {
        await sleep(STALLED_MS / 8);
        socket.write(byte);
      }
    }, { giveUpMs: 20_000, expectBytes: SMALL_REPORT.length + 100 });
    assert.equal(outcome.statusLine, 'HTTP/1.1 200 OK');
    assert.ok(outcome.bytes > SMALL_REPORT.length, `the whole answer arrived (${outcome.bytes} bytes)`);
  }));

  subtests.push(t.test('a client that stops reading a large answer for longer than the stalled time loses the connection', async () => {
    const body = bodyFor(HUGE);
    let stopped = false;
    const outcome = await exchange(port, async (socket) => {
      socket.write(requestHead(body.length) + body);
    }, {
      giveUpMs: STALLED_MS * 10,
      expectBytes: HUGE_REPORT.length,
      reading: (socket) => {
        // Stop at the first bytes, and read on only well after the server should have given up.
        if (stopped) return;
        stopped = true;
        socket.pause();
        setTimeout(() => socket.resume(), STALLED_MS * 3);
      },
    });
    assert.equal(outcome.statusLine, 'HTTP/1.1 200 OK');
    assert.notEqual(outcome.ended, 'open', 'the connection was closed');
    assert.ok(outcome.bytes < HUGE_REPORT.length, `the rest of the answer was not sent (${outcome.bytes} bytes arrived)`);
  }));
  await Promise.all(subtests);
});
