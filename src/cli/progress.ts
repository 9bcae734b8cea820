/**
 * A one-line progress bar on stderr, redrawn in place. Only for a terminal: piped into a file or a
 * CI log, carriage returns would leave hundreds of partial lines, so there only a pause is told, on
 * a line of its own.
 */
export interface Progress {
  update(done: number, failed: number): void;
  /** Says the run is waiting until `until` (epoch ms), and why; the bar carries it until then. */
  pause(reason: string, until: number): void;
  /** Clears the bar so the summary line starts on a clean line. */
  finish(): void;
}

const BAR_WIDTH = 30;

export function createProgress(total: number, stream: NodeJS.WriteStream = process.stderr, now: () => number = Date.now): Progress {
  if (!stream.isTTY || total === 0) return { update() {}, pause: (reason) => void stream.write(`${reason}\n`), finish() {} };
  let last = { done: 0, failed: 0 };
  let note = { text: '', until: 0 };
  const draw = (done: number, failed: number) => {
    last = { done, failed };
    const paused = now() < note.until ? ` ${note.text}` : '';
    const filled = Math.round((done / total) * BAR_WIDTH);
    const bar = '#'.repeat(filled) + '.'.repeat(BAR_WIDTH - filled);
    stream.write(`\r[${bar}] ${done}/${total}${failed ? `, ${failed} failed` : ''}${paused}\x1b[K`);
  };
  draw(0, 0);
  return {
    update: (done, failed) => draw(done, failed),
    pause: (reason, until) => {
      note = { text: reason, until };
      draw(last.done, last.failed);
    },
    finish: () => void stream.write('\r\x1b[K'),
  };
}
