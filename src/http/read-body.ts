/**
 * Reads a request body up to a byte cap. Past the cap it stops at once (nothing more is buffered)
 * so a client streaming forever costs at most `maxBytes` of memory.
 */
import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {}
export class BodyAbortedError extends Error {}

export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      reject(new BodyTooLargeError());
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
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(new BodyAbortedError(err.message));
    };
    const onClose = () => {
      cleanup();
      reject(new BodyAbortedError('client closed the connection'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}
