/**
 * The physical limit: a bare node:http server that reads each request body and answers with the
 * same report bytes and a content type, nothing else. Run as its own process by bench/run.ts:
 * `node --import tsx bench/baseline-server.ts <body file> [<headers file>] [--batched]`.
 *
 * With a headers file (a JSON [name, value, ...] list) it sends those headers instead, fixed: the
 * bench hands it the headers of a real cache hit, so this twin writes exactly the bytes the service
 * writes and differs from it only in doing no work for them.
 *
 * With --batched it writes its answers the way the service writes reports: those decided in one
 * turn of the event loop go out together at its end (see sendReport in src/http/server.ts). It
 * shows what that way of writing is worth to a server that does nothing else, so the service's
 * ratio to the plain baseline can be read for what it is.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { batched: { type: 'boolean', default: false } } });
const body = readFileSync(positionals[0]!);
const headersFile = positionals[1];
const headers: http.OutgoingHttpHeaders | string[] = headersFile
  ? (JSON.parse(readFileSync(headersFile, 'utf8')) as string[])
  : { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };

const answer = (res: http.ServerResponse) => {
  res.writeHead(200, headers);
  res.end(body);
};
let due: http.ServerResponse[] = [];
const answerDue = () => {
  const now = due;
  due = [];
  for (const res of now) answer(res);
};

const server = http.createServer((req, res) => {
  req.on('data', () => {});
  if (values.batched) req.on('end', () => void (due.push(res) === 1 && setImmediate(answerDue)));
  else req.on('end', () => answer(res));
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stderr.write(JSON.stringify({ event: 'listening', port }) + '\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
