/**
 * Hanging up on a client whose request body we refuse or leave unread (/mcp's 403, 405, 413, 429
 * and preflights, and every HTTP answer given before its body was read): one lingering close for
 * both adapters, src/http/ and mcp/. Without it Node reads and discards
 * the rest of the body to keep the connection alive, however long the client keeps sending.
 */
import type { ServerResponse } from 'node:http';

/** How long a connection we hang up on may stay open after its answer. */
const LINGER_MS = 2_000;

/** closeAfterAnswer, when the request announced a body that has not been read to its end. */
export function closeIfBodyUnread(res: ServerResponse): void {
  const req = res.req;
  if (!req || req.complete) return;
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')) closeAfterAnswer(res);
}

/**
 * Ends the connection after the answer on `res`. Our side closes with the answer (FIN) but the
 * socket is destroyed only LINGER_MS later and nothing more is read meanwhile: closing at once
 * while the peer is still sending would reset the connection before it read our answer.
 */
export function closeAfterAnswer(res: ServerResponse): void {
  res.setHeader('connection', 'close');
  const { socket, req } = res;
  if (!socket || !req) return;
  res.once('finish', () => {
    // Node has half-closed the socket, queued destroy() for when the FIN is out and resumed the
    // request to discard its body: keep it paused and hold the destroy back a while.
    req.pause();
    if (socket.destroyed) return;
    socket.removeListener('finish', socket.destroy);
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
