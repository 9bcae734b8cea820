/**
 * The yardstick for cache hits: a bare node:http server that reads each request body and answers
 * with the given bytes and headers, doing nothing else. `node --import tsx bench/bare-server.ts <file>`
 * where the file holds {"headers": {...}, "body": "..."}.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const { headers, body } = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { headers: Record<string, string>; body: string };
const bytes = Buffer.from(body);
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, headers);
    res.end(bytes);
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stderr.write(JSON.stringify({ event: 'listening', port: (server.address() as AddressInfo).port }) + '\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
