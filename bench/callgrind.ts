/**
 * Instructions per cache hit, counted by valgrind's callgrind (Debian package `valgrind`), for
 * `npm run bench:compare -- <ref> --instructions`.
 *
 * Wall-clock and CPU-time figures on this shared VM swing by 30% and more between runs of the same
 * code (README "The machine itself swings"), so a change worth 1-3% cannot be seen in them.
 * Instructions executed do not depend on how fast the machine runs: two services of the same code,
 * each warmed with 30,000 hits and then counted over 40,000 more, measured within about 2% of each
 * other on the main thread. What they leave out is the kernel (system calls, TCP, wake-ups) and
 * how long each instruction takes (cache misses), so they show what a change does to the
 * service's own work, not its throughput.
 *
 * The service runs under callgrind about 50 times slower than natively; the count is switched on
 * only for the measured hits (callgrind_control zeroes it after the warm-up and dumps it after).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startNodeProcess, type Child } from './processes.js';

export interface CountedChild extends Child {
  /** Starts counting from zero. */
  zero(): void;
  /** Instructions since the last zero, per thread (the main thread first). */
  count(): Promise<number[]>;
}

/** True when valgrind and callgrind_control are on PATH. */
export function callgrindInstalled(): boolean {
  return spawnSync('valgrind', ['--version'], { stdio: 'ignore' }).error === undefined
    && spawnSync('callgrind_control', ['-h'], { stdio: 'ignore' }).error === undefined;
}

/** `script` under callgrind, counting nothing until `zero()`; its files go to `dir`. */
export async function startCounted(script: string, env: Record<string, string>, dir: string, nodeArgs: string[] = []): Promise<CountedChild> {
  const out = path.join(dir, 'callgrind.out');
  const vgdbPrefix = path.join(dir, 'vgdb');
  const child = await startNodeProcess(script, env, [], nodeArgs, [
    'valgrind', '--tool=callgrind', '--separate-threads=yes', `--callgrind-out-file=${out}`,
    `--vgdb-prefix=${vgdbPrefix}`, `--log-file=${path.join(dir, 'valgrind.log')}`,
  ]);
  const pid = child.pid;
  let dumps = 0;
  // vgdb names its pipes after the HOST variable, which the bench sets for the child.
  const control = (flag: string) => execFileSync('callgrind_control', [`--vgdb-prefix=${vgdbPrefix}`, flag, String(pid)], {
    env: { ...process.env, HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  return {
    ...child,
    zero: () => control('--zero'),
    async count() {
      control('--dump');
      dumps++;
      // One file per thread and dump (callgrind.out.<dump>-<thread>); the main thread is 01.
      const file = (thread: number) => `${out}.${dumps}-${String(thread).padStart(2, '0')}`;
      const totalOf = (name: string) => {
        const total = existsSync(name) ? /^(?:summary|totals): (\d+)$/m.exec(readFileSync(name, 'utf8')) : null;
        return total ? Number(total[1]) : null;
      };
      for (let waited = 0; totalOf(file(1)) === null; waited += 100) {
        if (waited > 30_000) throw new Error(`callgrind wrote no dump for ${script} (see ${path.join(dir, 'valgrind.log')})`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const totals: number[] = [];
      for (let thread = 1, total = totalOf(file(1)); total !== null; total = totalOf(file(++thread))) totals.push(total);
      return totals;
    },
  };
}
