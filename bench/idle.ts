/**
 * `npm run bench:idle`: what idling before load does to a service, and what the runtime flags it
 * ships with (RUNTIME_FLAGS in bench/processes.ts) do about it. About 80 seconds; prints a table.
 *
 * Three kinds of service process, the same build, `--processes` of each (default 2):
 * - loaded at once: two requests, then load right away (what `npm run bench` gives every server);
 * - idle first: two requests, then 12 seconds with nothing to do, then load, as a service meets
 *   its first busy hour after a quiet night; run with plain `node`;
 * - the same idle start with the shipped flags (`npm start`, the systemd unit).
 * After that all of them take turns in `--rounds` rounds (default 4, every other one in reverse
 * order) of cache hits, from wrk when it is installed (each process then runs at its own limit)
 * and from autocannon otherwise, and each kind's CPU time per hit is given, with its ratio to the
 * processes loaded at once.
 *
 * Why it exists: V8's memory reducer runs two garbage collections in a memory-saving mode once a
 * process has idled for about 8 seconds (`--trace-gc` shows them as `Mark-Compact (reduce)`), and
 * a process whose hot code is optimised after them ran slower per request for as long as it was
 * measured, in most trials here.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuMicrosPerHit, takeTurns, type CpuTally } from './cpu-rounds.js';
import { startFakeNhtsa } from './fakes.js';
import { hitServiceEnv, RUNTIME_FLAGS, SERVICE_NODE_ARGS, startNodeProcess, type Child } from './processes.js';
import { hitLoad, hitLoadAtLimit, warmHit } from './requests.js';
import { wrkInstalled } from './wrk.js';

const ROOT = path.join(import.meta.dirname, '..');
const VIN = '1HGCM82633A004352';
const IDLE_SECONDS = 12;
const ROUND_SECONDS = 2;

const { values } = parseArgs({ options: { processes: { type: 'string', default: '2' }, rounds: { type: 'string', default: '4' } } });
const processes = Number(values.processes);
const rounds = Number(values.rounds);
const useWrk = wrkInstalled();
const log = (message: string) => process.stderr.write(`idle: ${message}\n`);
const load = (child: Child) => (useWrk ? hitLoadAtLimit(child, VIN, ROUND_SECONDS) : hitLoad(child, VIN, ROUND_SECONDS));

interface Kind {
  name: string;
  nodeArgs: string[];
  idleFirst: boolean;
}
/** The service's node arguments without the runtime flags. */
const PLAIN = SERVICE_NODE_ARGS.filter((arg) => !RUNTIME_FLAGS.includes(arg));
const kinds: Kind[] = [
  { name: 'plain node, loaded at once', nodeArgs: PLAIN, idleFirst: false },
  { name: `plain node, idle ${IDLE_SECONDS} s first`, nodeArgs: PLAIN, idleFirst: true },
  { name: `shipped flags, idle ${IDLE_SECONDS} s first`, nodeArgs: SERVICE_NODE_ARGS, idleFirst: true },
];

interface Measured extends CpuTally {
  kind: Kind;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'vin-idle-'));
const nhtsa = await startFakeNhtsa({ vpicDelayMs: 0, recallsDelayMs: 0 });
const measured: Measured[] = [];
try {
  log('building dist/ (npm run build)');
  execFileSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const start = async (kind: Kind) => {
    const child = await startNodeProcess('dist/src/main.js', hitServiceEnv(nhtsa, path.join(tmp, `cache-${measured.length}`)), [], kind.nodeArgs);
    const entry = { kind, child, cpuSeconds: 0, requests: 0, seconds: 0 };
    measured.push(entry);
    await warmHit(child, VIN);
    return entry;
  };
  log(`starting ${processes} processes of each kind; those loaded at once are warmed as they start`);
  for (let i = 0; i < processes; i++) {
    for (const kind of kinds) {
      const entry = await start(kind);
      if (!kind.idleFirst) await load(entry.child);
    }
  }
  log(`the others idle for ${IDLE_SECONDS} s, then are warmed the same way`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  for (const m of measured) if (m.kind.idleFirst) await load(m.child);

  await takeTurns(measured, rounds, load, (round) => log(`round ${round + 1}/${rounds} (${useWrk ? 'wrk' : 'autocannon'})`));

  const reference = cpuMicrosPerHit(measured.filter((m) => m.kind === kinds[0]));
  const lines = kinds.map((kind) => {
    const mine = measured.filter((m) => m.kind === kind);
    const each = mine.map((m) => cpuMicrosPerHit([m]).toFixed(1)).join(' / ');
    return `${kind.name.padEnd(34)} ${cpuMicrosPerHit(mine).toFixed(2)} us CPU per hit = ${(cpuMicrosPerHit(mine) / reference).toFixed(2)}x (processes: ${each})`;
  });
  process.stdout.write(lines.join('\n') + '\n');
} finally {
  for (const m of measured) await m.child.stop();
  await nhtsa.close();
  rmSync(tmp, { recursive: true, force: true });
}
