import { createServer } from 'node:http';
import { Server } from 'socket.io';

/** A baseline server: a bare Socket.IO server on a random local port. */
export interface BareServer {
  url: string;
  close(): Promise<void>;
}

/** Starts a bare Socket.IO server on 127.0.0.1; `wire` adds its handlers before it listens. */
export async function startBareServer(wire: (io: Server) => void): Promise<BareServer> {
  const http = createServer();
  const io = new Server(http);
  wire(io);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => io.close(() => resolve())),
  };
}
