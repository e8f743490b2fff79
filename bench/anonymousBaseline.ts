import { startBareServer, type BareServer } from './bareServer';

/**
 * The baseline for anonymous.bench.ts: a bare Socket.IO server that pairs sockets from an
 * in-memory queue and relays messages, with none of the product's checks (no hub, captcha,
 * blocks, interests, evidence). Same event names, so one client drives both.
 */
export function startBareRelay(): Promise<BareServer> {
  return startBareServer((io) => {
    const waiting: string[] = [];
    const partners = new Map<string, string>();
    const part = (id: string) => {
      const partner = partners.get(id);
      partners.delete(id);
      if (partner) partners.delete(partner);
      const index = waiting.indexOf(id);
      if (index >= 0) waiting.splice(index, 1);
    };
    io.on('connection', (socket) => {
      socket.on('requestAnonymousMatch', (_payload: unknown, ack: (reply: object) => void) => {
        part(socket.id);
        const partner = waiting.shift();
        if (partner) {
          partners.set(socket.id, partner);
          partners.set(partner, socket.id);
          io.to(partner).emit('matched', {});
          socket.emit('matched', {});
        } else waiting.push(socket.id);
        ack({ ok: true });
      });
      socket.on('leaveAnonymousChat', (ack: (reply: object) => void) => {
        part(socket.id);
        ack({ ok: true });
      });
      socket.on('sendAnonymousMessage', (message: { content: string }, ack) => {
        const partner = partners.get(socket.id);
        if (partner)
          io.to(partner).emit('receiveAnonymousMessage', { sender: 'Stranger', ...message });
        (ack as (reply: object) => void)({ ok: true });
      });
      socket.on('disconnect', () => part(socket.id));
    });
  });
}
