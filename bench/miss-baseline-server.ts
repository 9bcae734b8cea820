/**
 * The floor for a cache miss on this machine: a bare node:http server that, per request, does the
 * two upstream round trips a miss needs (vPIC, then recalls, with the same HTTP client the service
 * uses, fetch) and answers fixed bytes. Whatever it adds beyond the upstreams'
 * hold time is the cost of two upstream calls and a few event-loop wake-ups here, not of anything
 * the service does.
 * `node --import tsx bench/miss-baseline-server.ts <vPIC base URL> <recalls base URL>`
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const [vpicBase, recallsBase] = process.argv.slice(2) as [string, string];
const answer = Buffer.from('{"ok":true}');
const getJson = async (url: string) => {
  const response = await fetch(url, { headers: { accept: 'application/json', 'user-agent': 'vin-report-bench' }, signal: AbortSignal.timeout(10_000) });
  return JSON.parse(await response.text()) as unknown;
};

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', async () => {
    try {
      const { vin } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { vin: string };
      const decoded = await getJson(`${vpicBase}/DecodeVinValues/${encodeURIComponent(vin)}?format=json`) as { Results: Record<string, string>[] };
      const row = decoded.Results[0]!;
      const query = new URLSearchParams({ make: row.Make!, model: row.Model!, modelYear: row.ModelYear! });
      await getJson(`${recallsBase}/recalls/recallsByVehicle?${query}`);
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
