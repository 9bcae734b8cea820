/**
 * Scenario 6, run in its own process with --expose-gc so nothing else lives in the heap: the
 * resident memory the production limiter adds after one million distinct client IPs, each taken
 * through the same key derivation as a request. Prints one JSON line on stdout.
 * `node --expose-gc --import tsx bench/limiter-memory.ts [clients]`
 */
import { clientKeyFor } from '../src/limits/client-key.js';
import { createMemoryRateLimiter } from '../src/limits/rate-limiter.js';

const clients = Number(process.argv[2] ?? 1_000_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

const settle = () => {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage();
};

// The same defaults as src/app.ts: 100 a day per client, the default cap of tracked clients.
const limiter = createMemoryRateLimiter({ limit: 100, now: Date.now });
await limiter.take(clientKeyFor('127.0.0.1'));
const before = settle();
const started = performance.now();
for (let i = 0; i < clients; i++) {
  // Spread over 11.0.0.0/8 and beyond: distinct addresses, as distinct socket peers would be.
  const n = 0x0b000000 + i * 7;
  const ip = `${n >>> 24}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
  const decision = await limiter.take(clientKeyFor(ip));
  if (!decision.allowed) throw new Error(`client ${ip} was refused`);
}
const ms = performance.now() - started;
const after = settle();
const size = (limiter as { size?: () => number }).size?.() ?? clients;
process.stdout.write(JSON.stringify({
  clients,
  tracked: size,
  rssMB: (after.rss - before.rss) / 1048576,
  heapMB: (after.heapUsed - before.heapUsed) / 1048576,
  nsPerTake: (ms * 1e6) / clients,
}) + '\n');
await limiter.close();
