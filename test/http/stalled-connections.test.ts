import assert from 'node:assert/strict';
import net, { type AddressInfo } from 'node:net';
import { test } from 'node:test';
import { createClientIpResolver } from '../../src/limits/client-ip.js';
import { createHttpServer } from '../../src/http/server.js';
import { silentLogger } from '../../src/logger.js';

test('a connection on which nothing moves for the stalled-connection time is closed', async (t) => {
  const server = createHttpServer({
    // A handler that never answers: the client waits, and nothing moves on the connection.
    routes: [{ path: '/wait', methods: { GET: () => new Promise(() => {}) } }],
    resolveClientIp: createClientIpResolver(false),
    logger: silentLogger,
    corsOrigins: ['*'],
    stalledConnectionMs: 300,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));
  const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write('GET /wait HTTP/1.1\r\nHost: x\r\n\r\n');
  const closed = await new Promise<boolean>((resolve) => {
    socket.once('close', () => resolve(true));
    setTimeout(() => resolve(false), 10_000).unref();
  });
  assert.equal(closed, true, 'the server closed the stalled connection');
});
