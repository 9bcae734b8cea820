/**
 * Where log lines go: stderr, written in batches. On Linux a write to a pipe or to journald's
 * socket is synchronous, one system call per write, and at cache-hit rates that call cost more
 * than everything else the request log does; lines logged during one turn of the event loop are
 * therefore joined and written once, on the next turn.
 *
 * Nothing is reordered or lost: an urgent line (warn and error) first writes everything pending and
 * then itself, at once, so the lines that explain a failure are out before the process acts on it;
 * and whatever is still pending when the process exits (process.exit, a fatal error) is written
 * synchronously from the 'exit' handler.
 */
import { writeSync } from 'node:fs';

export type LineWriter = (line: string, urgent: boolean) => void;

export interface BatchedWriterOptions {
  /** Writes one chunk of whole lines (default: process.stderr.write). */
  write?: (chunk: string) => void;
  /** Writes the last chunk synchronously at exit (default: fs.writeSync to stderr's descriptor). */
  writeAtExit?: (chunk: string) => void;
  /** Pending text past this many characters is written at once rather than at the end of the turn. */
  maxPendingChars?: number;
}

export function createBatchedWriter(options: BatchedWriterOptions = {}): LineWriter {
  const write = options.write ?? ((chunk: string) => void process.stderr.write(chunk));
  const writeAtExit = options.writeAtExit ?? ((chunk: string) => writeSync(process.stderr.fd, chunk));
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

  process.on('exit', () => {
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
