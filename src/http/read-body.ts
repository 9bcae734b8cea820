/**
 * Reads a request body up to a byte cap. Past the cap it stops at once (nothing more is buffered),
 * so a client streaming forever costs at most `maxBytes` of memory.
 */
import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError } from '../errors.js';

/** The client went away before its body was in; there is nobody left to answer. */
export class BodyAbortedError extends Error {}

/**
 * The whole body.
 * @throws BodyTooLargeError past `maxBytes` (declared or sent), BodyAbortedError when the client left
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > maxBytes) return reject(new BodyTooLargeError(maxBytes));
    const chunks: Buffer[] = [];
    let total = 0;
    const finish = (settle: () => void) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      settle();
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        req.pause();
        return finish(() => reject(new BodyTooLargeError(maxBytes)));
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(() => resolve(Buffer.concat(chunks, total)));
    const onError = (err: Error) => finish(() => reject(new BodyAbortedError(err.message)));
    const onClose = () => finish(() => reject(new BodyAbortedError('client closed the connection')));
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
