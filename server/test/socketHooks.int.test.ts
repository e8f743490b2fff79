import { afterAll, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { startTestServer, type TestServer } from './support';

// A test's own sockets are closed after it in every file, not only in the first file a worker
// runs (the files of one worker share support.ts; see socketHooks.ts). In a whole run this file
// is rarely its worker's first, so hooks registered once per worker would fail it.
let server: TestServer | undefined;
let socket: Socket;
afterAll(async () => {
  await server?.close();
});

it('lets a test open a socket', async () => {
  server = await startTestServer();
  socket = await server.socket();
  expect(socket.connected).toBe(true);
});

it('finds that socket closed once the test that opened it has ended', () => {
  expect(socket.connected).toBe(false);
});
