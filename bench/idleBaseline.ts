import http from 'node:http';
import { Server } from 'socket.io';
import { BENCH_SERVER_HOST } from './serverEnv';

/** The bare baseline for idle sockets: Socket.IO's defaults, no middleware, no handlers. */
export async function startIdleBaseline(): Promise<{ url: string }> {
  const httpServer = http.createServer();
  new Server(httpServer, { serveClient: false });
  await new Promise<void>((resolve) => httpServer.listen(0, BENCH_SERVER_HOST, resolve));
  const address = httpServer.address();
  return {
    url: `http://${BENCH_SERVER_HOST}:${typeof address === 'object' && address ? address.port : 0}`,
  };
}
