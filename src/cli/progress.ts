/**
 * A one-line progress bar on stderr, redrawn in place. Only for a terminal: piped into a file or a
 * CI log, carriage returns would leave hundreds of partial lines, so `createProgress` returns a
 * no-op there.
 */
export interface Progress {
  update(done: number, failed: number): void;
  /** Clears the bar so the summary line starts on a clean line. */
  finish(): void;
}

const BAR_WIDTH = 30;

export function createProgress(total: number, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY || total === 0) return { update() {}, finish() {} };
  const draw = (done: number, failed: number) => {
    const filled = Math.round((done / total) * BAR_WIDTH);
    const bar = '#'.repeat(filled) + '.'.repeat(BAR_WIDTH - filled);
    stream.write(`\r[${bar}] ${done}/${total}${failed ? `, ${failed} failed` : ''}\x1b[K`);
  };
  draw(0, 0);
  return {
    update: draw,
    finish: () => void stream.write('\r\x1b[K'),
  };
}
