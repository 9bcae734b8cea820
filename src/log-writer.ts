/**
 * Where log lines go: stderr, written in batches. On Linux a write to a pipe or to journald's
 * socket is synchronous, one system call per write, so lines logged during one turn of the event
 * loop are joined and written once, on the next turn.
 *
 * Nothing is reordered or lost while stderr works: an urgent line (warn and error) first writes
 * everything pending and then itself, at once, so the lines that explain a failure are out before
 * the process acts on it; whatever is still pending at exit is written synchronously.
 *
 * Logging never takes the process down: when stderr fails (its reader went away: EPIPE), the lines
 * are dropped and counted, and logWriteFailures() reports the count for /healthz.
 */
import { writeSync } from 'node:fs';

export type LineWriter = (line: string, urgent: boolean) => void;

export interface BatchedWriterOptions {
  /** Writes one chunk of whole lines (default: stderr, failures counted). */
  write?: (chunk: string) => void;
  /** Writes the last chunk synchronously at exit (default: fs.writeSync to stderr's descriptor). */
  writeAtExit?: (chunk: string) => void;
  /** Pending text past this many characters is written at once rather than at the end of the turn. */
  maxPendingChars?: number;
}

let linesLost = 0;
let stderrBroken = false;
let guarding = false;

/** How many log lines could not be written to stderr since the process started. */
export function logWriteFailures(): number {
  return linesLost;
}

const lineCount = (chunk: string): number => {
  let count = 0;
  for (let i = chunk.indexOf('\n'); i >= 0; i = chunk.indexOf('\n', i + 1)) count++;
  return count;
};

/** Writes to stderr; a broken stderr is remembered and later lines are dropped and counted, not written. */
function writeToStderr(chunk: string): void {
  if (!guarding) {
    guarding = true;
    // Without an 'error' listener an EPIPE on stderr is an uncaught exception: the process would exit.
    process.stderr.on('error', () => {
      stderrBroken = true;
    });
  }
  if (stderrBroken || process.stderr.destroyed) {
    linesLost += lineCount(chunk);
    return;
  }
  process.stderr.write(chunk, (err) => {
    if (err) {
      stderrBroken = true;
      linesLost += lineCount(chunk);
    }
  });
}

/** What each writer still holds is written as the process exits: one exit listener for them all. */
const atExit = new Set<() => void>();
let exitHooked = false;

export function createBatchedWriter(options: BatchedWriterOptions = {}): LineWriter {
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', () => atExit.forEach((flushAtExit) => flushAtExit()));
  }
  const write = options.write ?? writeToStderr;
  const writeAtExit = options.writeAtExit ?? ((chunk: string) => {
    if (!stderrBroken) writeSync(process.stderr.fd, chunk);
    else linesLost += lineCount(chunk);
  });
  const maxPending = options.maxPendingChars ?? 64 * 1024;
  let pending = '';
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    write(chunk);
  };

  atExit.add(() => {
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    try {
      writeAtExit(chunk);
    } catch {
      // stderr is gone (closed pipe): there is nowhere left to say anything
    }
  });

  return (line, urgent) => {
    pending += line;
    if (urgent || pending.length >= maxPending) {
      flush();
    } else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}
