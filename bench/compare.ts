/**
 * `npm run bench:compare -- <git ref> [--processes 3] [--rounds 4] [--seconds 3] [--wrk | --instructions]`: what a change did
 * to the CPU a cache hit costs, measured the way the README's claims are. The working tree and
 * `<ref>` (built in a temporary git worktree) each run as several service processes side by side,
 * started and warmed alike, then loaded in turns (50 connections of cache hits, every other round in
 * reverse order). It prints CPU microseconds per hit and req/s per process and per build. With
 * `--wrk` the load comes from wrk instead of autocannon (see bench/wrk.ts), so each process runs at
 * its own limit, as in rows 1' and 2' of `npm run bench`.
 *
 * With `--instructions` each build runs as one process under valgrind's callgrind instead, and the
 * figure is instructions per hit (see bench/callgrind.ts): the measure that this machine's swings
 * leave alone, for changes too small for CPU time to show.
 *
 * Several processes per build, because one process is one draw: the same build can settle into a
 * state 15-25% slower for the rest of its life (see "Warm-up" in the README), and a difference
 * smaller than that between two single processes says nothing.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startFakeNhtsa } from './fakes.js';
import { callgrindInstalled, startCounted } from './callgrind.js';
import { cpuMicrosPerHit, requestsPerSecond, takeTurns, type CpuTally } from './cpu-rounds.js';
import { hitServiceEnv, SERVICE_NODE_ARGS, startNodeProcess, type Child } from './processes.js';
import { hitLoad, hitLoadAtLimit, warmHit } from './requests.js';
import { wrkInstalled } from './wrk.js';

const ROOT = path.join(import.meta.dirname, '..');
const VIN = '1HGCM82633A004352';
const WARM_SECONDS = 2;
/** Hits warmed before counting (the hot path then runs as optimised code) and hits counted. */
const COUNT_WARM_HITS = 30_000;
const COUNTED_HITS = 40_000;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    processes: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '3' },
    wrk: { type: 'boolean', default: false },
    instructions: { type: 'boolean', default: false },
  },
});
const ref = positionals[0];
if (!ref) {
  process.stderr.write('usage: npm run bench:compare -- <git ref> [--processes 3] [--rounds 4] [--seconds 3] [--wrk | --instructions]\n');
  process.exit(2);
}
const processes = Number(values.processes);
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
if (values.instructions && !callgrindInstalled()) {
  process.stderr.write('--instructions: valgrind is not installed (apt-get install valgrind)\n');
  process.exit(2);
}
if (values.wrk && !wrkInstalled()) {
  process.stderr.write('--wrk: wrk is not installed (apt-get install wrk)\n');
  process.exit(2);
}
/** One measured round of cache hits on `child`: answers received and seconds taken. */
const load = async (child: Child): Promise<{ responses: number; seconds: number }> =>
  values.wrk
    ? hitLoadAtLimit(child, VIN, Math.ceil(seconds))
    : hitLoad(child, VIN, seconds);
const log = (message: string) => process.stderr.write(`compare: ${message}\n`);

interface Measured extends CpuTally {
  build: string;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'vin-compare-'));
const worktree = path.join(tmp, 'ref');
const measured: Measured[] = [];
const nhtsa = await startFakeNhtsa({ vpicDelayMs: 0, recallsDelayMs: 0 });
/** Every service of either build is configured alike. */
const serviceEnv = (cacheDir: string) => hitServiceEnv(nhtsa, cacheDir);
try {
  log(`building the working tree and ${ref} (in a temporary worktree)`);
  execFileSync('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('git', ['worktree', 'add', '--detach', worktree, ref], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'));
  execFileSync('npm', ['run', '-s', 'build'], { cwd: worktree, stdio: ['ignore', 'ignore', 'inherit'] });
  const builds = { [ref]: path.join(worktree, 'dist/src/main.js'), 'working tree': path.join(ROOT, 'dist/src/main.js') };
  const report = values.instructions ? await countInstructions(builds) : await compareCpuTime(builds);
  process.stdout.write(report + '\n');
} finally {
  for (const m of measured) await m.child.stop();
  await nhtsa.close();
  execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' });
  rmSync(tmp, { recursive: true, force: true });
}

/** Several processes of each build, loaded in turns: CPU microseconds per hit and req/s. Returns the report. */
async function compareCpuTime(builds: Record<string, string>): Promise<string> {
  // Started alternately, and each warmed the moment it listens, so no build is always first.
  for (let i = 0; i < processes; i++) {
    for (const [build, script] of Object.entries(builds)) {
      const child = await startNodeProcess(script, serviceEnv(path.join(tmp, `cache-${measured.length}`)), [], SERVICE_NODE_ARGS);
      await warmHit(child, VIN);
      await hitLoad(child, VIN, WARM_SECONDS);
      measured.push({ build, child, cpuSeconds: 0, requests: 0, seconds: 0 });
    }
  }

  await takeTurns(measured, rounds, load, (round) => log(`round ${round + 1}/${rounds}`));

  const lines: string[] = [];
  const summary: Record<string, number> = {};
  for (const build of Object.keys(builds)) {
    const mine = measured.filter((m) => m.build === build);
    summary[build] = cpuMicrosPerHit(mine);
    const each = mine.map((m) => cpuMicrosPerHit([m]).toFixed(1)).join(' / ');
    lines.push(`${build.padEnd(14)} ${cpuMicrosPerHit(mine).toFixed(2)} us CPU per hit (processes: ${each}), ${Math.round(requestsPerSecond(mine)).toLocaleString('en-US')} req/s`);
  }
  const [refBuild, treeBuild] = Object.keys(builds) as [string, string];
  lines.push(`${treeBuild} / ${refBuild}: ${(summary[treeBuild]! / summary[refBuild]!).toFixed(3)}x the CPU per hit`);
  return lines.join('\n');
}

/**
 * Both builds under callgrind at once (the count does not depend on sharing the cores): each is
 * warmed, then its instructions are counted over the same number of hits. Returns the report.
 */
async function countInstructions(builds: Record<string, string>): Promise<string> {
  /** Loads `child` in 5-second runs until it has answered at least `hits`; returns how many it answered. */
  const hitsUntil = async (child: Child, hits: number) => {
    let done = 0;
    while (done < hits) done += (await hitLoad(child, VIN, 5)).responses;
    return done;
  };
  const counted = await Promise.all(Object.entries(builds).map(async ([build, script], i) => {
    const dir = path.join(tmp, `callgrind-${i}`);
    mkdirSync(dir);
    const child = await startCounted(script, serviceEnv(path.join(dir, 'cache')), dir, SERVICE_NODE_ARGS);
    try {
      log(`${build}: warming under callgrind (${COUNT_WARM_HITS.toLocaleString('en-US')} hits, a few minutes)`);
      await warmHit(child, VIN);
      await hitsUntil(child, COUNT_WARM_HITS);
      child.zero();
      const hits = await hitsUntil(child, COUNTED_HITS);
      const [main = 0, ...others] = await child.count();
      return { build, hits, main: main / hits, others: others.reduce((a, b) => a + b, 0) / hits };
    } finally {
      await child.stop();
    }
  }));
  const lines = counted.map((c) => `${c.build.padEnd(14)} ${Math.round(c.main).toLocaleString('en-US')} instructions per hit on the main thread, ${Math.round(c.others).toLocaleString('en-US')} on V8's helper threads (${c.hits.toLocaleString('en-US')} hits counted)`);
  const [refCount, treeCount] = counted;
  lines.push(`working tree / ${refCount!.build}: ${(treeCount!.main / refCount!.main).toFixed(3)}x the main thread's instructions per hit (two processes of the same code differ by about 2%)`);
  return lines.join('\n');
}
