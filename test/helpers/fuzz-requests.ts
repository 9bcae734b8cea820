/**
 * fast-check generators for hostile HTTP requests (methods, paths, headers, content types, bodies,
 * VIN strings) and the one property every answer must hold. Shared by the quick fuzz test and the
 * 10,000-case stress run so both check exactly the same contract.
 */
import fc from 'fast-check';
import { fixtureVins } from './fake-upstream.js';
import { generatedVin } from './hostile-harness.js';

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Array<[string, string]>;
  body: Buffer;
  chunked: boolean;
}

const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A small set of valid VINs, so most well-formed requests are cache hits after the first. */
const KNOWN_VINS = [...fixtureVinsSafe(), ...Array.from({ length: 20 }, (_, i) => generatedVin(i))];

function fixtureVinsSafe(): string[] {
  return fixtureVins().slice(0, 10);
}

/** VIN-ish strings: valid, nearly valid, unicode, NUL, huge, numbers dressed as strings. */
export const vinString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...KNOWN_VINS),
  fc.constantFrom(...KNOWN_VINS).map((v) => v.toLowerCase()),
  fc.constantFrom(...KNOWN_VINS).map((v) => `  ${v}\t`),
  fc.string({ unit: fc.constantFrom(...VIN_ALPHABET), minLength: 0, maxLength: 20 }),
  fc.string({ unit: fc.constantFrom(...'ABCIOQ0189 \u0000\u200b\u00e9\u0130'), minLength: 17, maxLength: 17 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000'.repeat(17), 'A'.repeat(10_000), '𝟙'.repeat(17), '\ud800'.repeat(17), '1HGCM82633A00435\u0000'),
);

const jsonNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1e308, -0, 12345678901234567));

/** Bodies: mostly JSON text, some hand-made hostile shapes, some bytes that are not JSON at all. */
export const body: fc.Arbitrary<string | Buffer> = fc.oneof(
  { weight: 4, arbitrary: vinString.map((vin) => JSON.stringify({ vin })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.record({ vin: fc.oneof(jsonNumber, fc.boolean(), fc.constant(null), fc.array(vinString, { maxLength: 3 }), fc.dictionary(fc.string(), vinString, { maxKeys: 3 })) }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: vinString.map((vin) => `{"__proto__":{"polluted":"yes","vin":${JSON.stringify(vin)}},"vin":${JSON.stringify(vin)}}`) },
  { weight: 1, arbitrary: vinString.map((vin) => `{"constructor":{"prototype":{"polluted":"yes"}},"vin":${JSON.stringify(vin)},"__proto__":null}`) },
  { weight: 1, arbitrary: fc.tuple(vinString, vinString).map(([a, b]) => `{"vin":${JSON.stringify(a)},"vin":${JSON.stringify(b)}}`) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 8_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 5_000 }).map((n) => '{"vin":'.repeat(n) + '"x"' + '}'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => '['.repeat(n)) },
  { weight: 1, arbitrary: jsonNumber.map(String) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 100 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\uFEFF', 'null', 'true', '"1HGCM82633A004352"', 'vin=1HGCM82633A004352', '{"vin":"1HGCM82633A004352"', `{"vin":"${'A'.repeat(16_000)}"}`, 'x'.repeat(16_385), `{"pad":"${'p'.repeat(40_000)}"}`) },
);

const contentType = fc.oneof(
  fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', '*/*', ''),
  fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz/;=+-. '), maxLength: 40 }),
);

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constant('POST') },
  { weight: 3, arbitrary: fc.constantFrom('GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'SEARCH', 'QUERY') },
  { weight: 1, arbitrary: fc.constantFrom('post', 'FOO', 'GETT', 'P0ST', 'M-SEARCH', 'X') },
);

const pathChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789/-._~%?#=&;:@!$\'()*+,[]');
const path = fc.oneof(
  { weight: 8, arbitrary: fc.constant('/api/decode') },
  { weight: 2, arbitrary: fc.constantFrom('/openapi.json', '/healthz', '/mcp', '/', '*', '/api/decode/', '/API/DECODE', '/api/decode?vin=1HGCM82633A004352', '/api//decode', '/api/decode#x', '/%2e%2e/%2e%2e/etc/passwd', '/../../etc/passwd', '/api/decode%00', 'http://evil.example/api/decode', '//evil.example/x', '/__proto__', '/constructor/prototype') },
  { weight: 2, arbitrary: fc.string({ unit: pathChar, maxLength: 60 }).map((p) => `/${p}`) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 7_000 }).map((n) => `/${'a'.repeat(n)}`) },
);

const tokenChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz-0123456789');
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 20 }).map((s) => Buffer.from(s, 'utf8').toString('latin1').replace(/[\r\n]/g, '')),
  fc.constantFrom('', ' ', '\t', 'x'.repeat(4_000)),
);
const extraHeader: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(fc.constantFrom('x-forwarded-for', 'origin', 'accept', 'accept-encoding', 'connection', 'upgrade', 'expect', 'transfer-encoding', 'cookie', 'authorization', 'x-http-method-override', 'access-control-request-method', 'access-control-request-headers', 'range', 'if-none-match', 'host'), headerValue),
  fc.tuple(fc.string({ unit: tokenChar, minLength: 1, maxLength: 20 }), headerValue),
  fc.tuple(fc.constantFrom('x-forwarded-for'), fc.array(fc.ipV4(), { minLength: 1, maxLength: 4 }).map((ips) => ips.join(', '))),
);

export const request: fc.Arbitrary<FuzzRequest> = fc.record({
  method,
  path,
  contentType,
  extra: fc.array(extraHeader, { maxLength: 4 }),
  body,
  chunked: fc.boolean(),
}).map(({ method, path, contentType, extra, body, chunked }) => {
  const headers: Array<[string, string]> = [['host', '127.0.0.1']];
  if (contentType !== '') headers.push(['content-type', contentType]);
  // A Content-Length that promises more than is sent would just wait for the request timeout;
  // framing attacks are covered by the hand-written cases in test/hostile-http.test.ts.
  for (const header of extra) {
    if (header[0] === 'content-length' || header[0] === 'transfer-encoding' || header[0] === 'host') continue;
    headers.push(header);
  }
  return { method, path, headers, body: Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'), chunked };
});

/** The request as bytes on the wire. */
export function toWire(req: FuzzRequest): Buffer {
  const lines = [`${req.method} ${req.path} HTTP/1.1`, ...req.headers.map(([k, v]) => `${k}: ${v}`), 'connection: close'];
  if (req.chunked) lines.push('transfer-encoding: chunked');
  else lines.push(`content-length: ${req.body.length}`);
  const head = Buffer.from(lines.join('\r\n') + '\r\n\r\n', 'latin1');
  if (!req.chunked) return Buffer.concat([head, req.body]);
  const parts: Buffer[] = [head];
  for (let i = 0; i < req.body.length; i += 1000) {
    const piece = req.body.subarray(i, i + 1000);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

/** Statuses the contract allows for a request of any shape (204 only as a CORS preflight). */
// 431: request headers (the request line included) past Node's 16 KiB, refused before any route.
export const ALLOWED_STATUSES = new Set([200, 400, 404, 405, 413, 429, 431, 500]);

/**
 * /mcp speaks MCP Streamable HTTP, whose transport answers with its own statuses (202 for a
 * notification, 403 for a foreign Origin, 406/415 for wrong Accept/Content-Type) and JSON-RPC
 * error bodies (`{"jsonrpc": "2.0", "error": {code, message}}`) instead of `{"error": "..."}`.
 */
export const MCP_STATUSES = new Set([200, 202, 400, 403, 405, 406, 413, 415, 429]);

function isMcpPath(path: string): boolean {
  return path.split(/[?#]/)[0] === '/mcp';
}

/** Traces of a stack or a source path (report texts legitimately say "at 1-866-…"). */
export const STACK_TRACE = /\n\s*at |\bat [\w.<>$]+ \(|node:internal|file:\/\/|\.[cm]?[jt]s:\d+:\d+|"stack"/;

/** What must hold for every answer; returns a reason when it does not. */
export function contractViolation(req: FuzzRequest, res: { status: number; headers: Record<string, string>; body: string }): string | null {
  if (res.status === 204) {
    if (req.method !== 'OPTIONS') return `204 for ${req.method}`;
    if (res.body !== '') return '204 with a body';
  } else if (!(isMcpPath(req.path) ? MCP_STATUSES : ALLOWED_STATUSES).has(res.status)) {
    return `status ${res.status} is outside the contract`;
  }
  if (res.status === 500) return 'a healthy upstream must never produce a 500';
  if (res.headers['x-content-type-options'] !== 'nosniff') return 'missing nosniff';
  if (!res.headers['cache-control']) return 'missing cache-control';
  if (res.headers['x-powered-by'] || res.headers.server) return 'framework banner present';
  if (STACK_TRACE.test(res.body)) return 'stack trace or source path in body';
  if (res.status === 204 || req.method === 'HEAD') return null;
  if (isPagePath(req.path)) return null; // the web page answers HTML, scripts and styles
  if (!/^application\/json/.test(res.headers['content-type'] ?? '')) return `content-type ${res.headers['content-type']}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return 'body is not JSON';
  }
  if (parsed === null || typeof parsed !== 'object') return 'body is not a JSON object';
  if (res.status !== 200) {
    const error = (parsed as { error?: unknown }).error;
    // Requests the HTTP parser rejects never reach /mcp, so they carry the service's own error shape.
    const jsonRpcMessage = isMcpPath(req.path) && typeof (error as { message?: unknown } | undefined)?.message === 'string';
    if (typeof error !== 'string' && !jsonRpcMessage) return 'error body without an "error" string or JSON-RPC error message';
  }
  return null;
}

/** The web page's paths (src/web/assets.ts): `/`, `/vin/…` and `/assets/…`, query and fragment aside. */
function isPagePath(target: string): boolean {
  let path = target.split(/[?#]/)[0]!;
  if (/^[a-z]+:\/\//i.test(target)) {
    try {
      path = new URL(target).pathname;
    } catch {
      return false;
    }
  }
  return path === '/' || path.startsWith('/vin/') || path.startsWith('/assets/');
}

/** Object.prototype must come out of any request exactly as it went in. */
export function prototypeIsClean(): boolean {
  const probe = {} as Record<string, unknown>;
  return probe.polluted === undefined && probe.vin === undefined && Object.getOwnPropertyNames(Object.prototype).every((name) => !['polluted', 'vin'].includes(name));
}
