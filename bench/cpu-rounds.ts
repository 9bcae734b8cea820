/**
 * CPU time per hit, measured in turns: what `bench:compare` and `bench:idle` both do. Each round
 * loads every process once, every other round in reverse order, so none always goes first or last;
 * the CPU time each spends (from /proc) and the answers it gives are added up.
 */
import type { Child } from './processes.js';

export interface CpuTally {
  child: Child;
  cpuSeconds: number;
  requests: number;
  seconds: number;
}

/** `rounds` rounds of `load` over `tallies`, adding each process's CPU time, answers and seconds to its tally. */
export async function takeTurns(
  tallies: CpuTally[],
  rounds: number,
  load: (child: Child) => Promise<{ responses: number; seconds: number }>,
  onRound: (round: number) => void = () => {},
): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    onRound(round);
    for (const tally of round % 2 ? [...tallies].reverse() : tallies) {
      const before = tally.child.cpuSeconds();
      const result = await load(tally.child);
      const after = tally.child.cpuSeconds();
      if (before === null || after === null) throw new Error('no /proc: CPU time cannot be read on this system');
      tally.cpuSeconds += after - before;
      tally.requests += result.responses;
      tally.seconds += result.seconds;
    }
  }
}

/** Microseconds of CPU per answer over `tallies` together. */
export function cpuMicrosPerHit(tallies: CpuTally[]): number {
  return (tallies.reduce((s, t) => s + t.cpuSeconds, 0) * 1e6) / tallies.reduce((s, t) => s + t.requests, 0);
}

/** Answers per second over `tallies` together. */
export function requestsPerSecond(tallies: CpuTally[]): number {
  return tallies.reduce((s, t) => s + t.requests, 0) / tallies.reduce((s, t) => s + t.seconds, 0);
}
