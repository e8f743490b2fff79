import net from 'node:net';

/** A TCP relay on a random loopback port that a test can cut, as a network or server outage. */
export interface TcpProxy {
  readonly port: number;
  /**
   * Drops every relayed connection; new ones are accepted but get no answer (as from a server
   * that does not respond) until restore(), which closes them.
   */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const live = new Set<net.Socket>();
  const held = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((incoming) => {
    incoming.on('error', () => {});
    if (down) {
      held.add(incoming);
      return;
    }
    const outgoing = net.connect(port, host);
    outgoing.on('error', () => incoming.destroy());
    incoming.on('error', () => outgoing.destroy());
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
    incoming.pipe(outgoing).pipe(incoming);
    live.add(incoming).add(outgoing);
    incoming.once('close', () => live.delete(incoming));
    outgoing.once('close', () => live.delete(outgoing));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = (sockets: Set<net.Socket>) => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      down = true;
      dropAll(live);
    },
    restore() {
      down = false;
      dropAll(held);
    },
    async close() {
      dropAll(live);
      dropAll(held);
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
