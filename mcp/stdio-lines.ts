/**
 * The stdio server's input and output, guarded. Input lines longer than the limit are dropped and
 * answered with a JSON-RPC error (the SDK's own reader gives up on the whole connection at 10 MB);
 * every other line is passed on whole. On output, requests still unanswered are counted, so the
 * process can let them finish after the client closes stdin (the SDK aborts them otherwise).
 */
import { PassThrough, Transform, type TransformCallback } from 'node:stream';

/** Longest input line taken, in bytes, newline excluded: the SDK reader's own limit. */
export const MAX_LINE_BYTES = 10 * 1024 * 1024;

export interface GuardedStdio {
  /** Lines for the transport to read; ends only when `release()` is called after the source ended. */
  input: PassThrough;
  /** Where the transport writes; copies onto the real stdout. */
  output: Transform;
  /** Requests read whose answer has not been written yet. */
  pending(): number;
  /** Ends `input`, so the transport closes. */
  release(): void;
}

export interface GuardOptions {
  source: NodeJS.ReadableStream;
  sink: NodeJS.WritableStream;
  maxLineBytes?: number;
  /** Told each time an oversized line was dropped, with its size so far. */
  onOversize?: (bytes: number) => void;
  /** Told when the source ended (the client closed stdin). */
  onSourceEnd?: () => void;
}

export function guardStdio(options: GuardOptions): GuardedStdio {
  const max = options.maxLineBytes ?? MAX_LINE_BYTES;
  const input = new PassThrough();
  const open = new Set<string>();
  let parts: Buffer[] = [];
  let size = 0;
  let skipping = false;

  const output = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      for (const line of chunk.toString('utf8').split('\n')) noteAnswer(line);
      callback(null, chunk);
    },
  });
  output.pipe(options.sink as NodeJS.WritableStream);

  const rejectLine = (bytes: number) => {
    options.onOversize?.(bytes);
    const error = { jsonrpc: '2.0', id: null, error: { code: -32600, message: `Message too large: an input line of more than ${max} bytes was skipped; the server keeps reading the next line.` } };
    output.write(JSON.stringify(error) + '\n');
  };

  const endLine = () => {
    if (skipping) rejectLine(size);
    else {
      const line = Buffer.concat([...parts, Buffer.from('\n')]);
      noteRequest(line);
      input.write(line);
    }
    parts = [];
    size = 0;
    skipping = false;
  };

  options.source.on('data', (chunk: Buffer | string) => {
    let data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    while (data.length > 0) {
      const newline = data.indexOf(0x0a);
      const piece = newline < 0 ? data : data.subarray(0, newline);
      size += piece.length;
      if (size > max) {
        // Past the limit nothing more of this line is kept, only counted.
        skipping = true;
        parts = [];
      } else {
        parts.push(piece);
      }
      if (newline < 0) break;
      endLine();
      data = data.subarray(newline + 1);
    }
  });
  options.source.on('end', () => {
    if (size > 0) endLine();
    options.onSourceEnd?.();
  });

  function noteRequest(line: Buffer): void {
    // Only lines that look like a request with an id are parsed; the rest pass untouched.
    if (line.indexOf('"id"') < 0 || line.indexOf('"method"') < 0) return;
    try {
      const message = JSON.parse(line.toString('utf8')) as { id?: unknown; method?: unknown };
      if (message.id !== undefined && typeof message.method === 'string') open.add(JSON.stringify(message.id));
    } catch {
      // Malformed: the SDK answers it.
    }
  }

  function noteAnswer(line: string): void {
    if (open.size === 0 || line === '') return;
    try {
      const message = JSON.parse(line) as { id?: unknown; method?: unknown };
      if (message.method === undefined && message.id !== undefined) open.delete(JSON.stringify(message.id));
    } catch {
      // A partial line: answers are written whole, so this does not happen with the SDK.
    }
  }

  return { input, output, pending: () => open.size, release: () => input.end() };
}
