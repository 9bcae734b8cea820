/**
 * The physical limit: a bare node:http server that reads each request body and answers with the
 * same report bytes and a content type, nothing else. Run as its own process by bench/run.ts:
 * `node --import tsx bench/baseline-server.ts <body file> [<headers file>]`.
 *
 * With a headers file (a JSON [name, value, ...] list) it sends those headers instead, fixed: the
 * bench hands it the headers of a real cache hit, so this twin writes exactly the bytes the service
 * writes and differs from it only in doing no work for them.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const body = readFileSync(process.argv[2]!);
const headersFile = process.argv[3];
const headers: http.OutgoingHttpHeaders | string[] = headersFile
  ? (JSON.parse(readFileSync(headersFile, 'utf8')) as string[])
  : { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };

const server = http.createServer((req, res) => {
  req.on('data', () => {});
  req.on('end', () => {
    res.writeHead(200, headers);
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stderr.write(JSON.stringify({ event: 'listening', port }) + '\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
