/**
 * Reads a request body up to a byte cap. Past the cap it stops at once (nothing more is buffered)
 * so a client streaming forever costs at most `maxBytes` of memory.
 *
 * Callbacks, not a promise: a cache hit is answered straight from the body's 'end' event, the way
 * a bare node:http server answers, and a promise in between cost a measurable share of a hit.
 */
import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {}
export class BodyAbortedError extends Error {}

/**
 * Calls `done(target, body)` once the whole body is in, or `failed(target, error)` with a
 * BodyTooLargeError or BodyAbortedError; exactly one of them, once. `target` is handed back so
 * callers need no closure per request.
 */
export function readBody<T>(
  req: IncomingMessage,
  maxBytes: number,
  target: T,
  done: (target: T, body: Buffer) => void,
  failed: (target: T, err: Error) => void,
): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    failed(target, new BodyTooLargeError());
    return;
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const cleanup = () => {
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', onError);
    req.off('close', onClose);
  };
  const onData = (chunk: Buffer) => {
    total += chunk.length;
    if (total > maxBytes) {
      cleanup();
      req.pause();
      failed(target, new BodyTooLargeError());
      return;
    }
    chunks.push(chunk);
  };
  const onEnd = () => {
    cleanup();
    done(target, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total));
  };
  const onError = (err: Error) => {
    cleanup();
    failed(target, new BodyAbortedError(err.message));
  };
  const onClose = () => {
    cleanup();
    failed(target, new BodyAbortedError('client closed the connection'));
  };
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onError);
  req.on('close', onClose);
}
