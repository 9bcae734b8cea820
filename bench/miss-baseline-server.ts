/**
 * The floor for a cache miss on this machine: a bare node:http server that, per request, does the
 * two upstream round trips a miss needs (vPIC, then recalls, with the same global fetch the service
 * uses) and answers fixed bytes. Whatever it adds beyond the upstreams' hold time is the cost of two
 * fetches and a few event-loop wake-ups here, not of anything the service does.
 * `node --import tsx bench/miss-baseline-server.ts <vPIC base URL> <recalls base URL>`
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const [vpicBase, recallsBase] = process.argv.slice(2) as [string, string];
const answer = Buffer.from('{"ok":true}');

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', async () => {
    try {
      const { vin } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { vin: string };
      const decoded = await (await fetch(`${vpicBase}/DecodeVinValues/${encodeURIComponent(vin)}?format=json`)).json() as { Results: Record<string, string>[] };
      const row = decoded.Results[0]!;
      const query = new URLSearchParams({ make: row.Make!, model: row.Model!, modelYear: row.ModelYear! });
      await (await fetch(`${recallsBase}/recalls/recallsByVehicle?${query}`)).json();
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': answer.length, 'x-cache': 'MISS' });
      res.end(answer);
    } catch {
      res.writeHead(500).end();
    }
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stderr.write(JSON.stringify({ event: 'listening', port }) + '\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
