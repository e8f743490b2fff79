import http from 'node:http';
import { Server } from 'socket.io';

/** The bare baseline for idle sockets: Socket.IO's defaults, no middleware, no handlers. */
export async function startIdleBaseline(): Promise<{ url: string }> {
  const httpServer = http.createServer();
  new Server(httpServer, { serveClient: false });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const address = httpServer.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
