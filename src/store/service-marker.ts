/**
 * Who else uses a cache directory: a service without Redis leaves a marker there
 * (`.service-{pid}`) while it runs, so a fleet run of the CLI on the same CACHE_DIR can say that
 * the two keep separate upstream limits. A marker whose process is gone is ignored (and removed).
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MARKER = /^\.service-(\d+)$/;

/**
 * Marks `dir` as used by this process's service; the returned function removes the mark.
 * Never throws: a cache directory that cannot take the mark only loses the CLI's warning.
 */
export function markServiceUsing(dir: string): () => void {
  const file = path.join(dir, `.service-${process.pid}`);
  try {
    writeFileSync(file, `${new Date().toISOString()}\n`);
  } catch {
    return () => {};
  }
  return () => rmSync(file, { force: true });
}

/** The process ids of running services that marked `dir` (never this process). */
export function servicesUsing(dir: string): number[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const name of names) {
    const pid = Number(MARKER.exec(name)?.[1]);
    if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) continue;
    if (isRunning(pid)) pids.push(pid);
    else {
      try {
        rmSync(path.join(dir, name), { force: true });
      } catch {
        // left for the next look
      }
    }
  }
  return pids;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
