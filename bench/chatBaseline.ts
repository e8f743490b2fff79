import { startBareServer, type BareServer } from './bareServer';

/**
 * The baseline for chat.bench.ts: a bare Socket.IO server that relays friend and room messages
 * with none of the product's work (no token, membership or friendship check, validation,
 * database write, presenter). Same event names and the same fan-out (a friend message goes to
 * the conversation's channel, sender included; a room message to the whole room), so one
 * client drives both.
 */
export function startBareChatRelay(): Promise<BareServer> {
  return startBareServer((io) => {
    let sequence = 0;
    const stored = (payload: object) => ({
      ...payload,
      _id: `m${(sequence += 1)}`,
      createdAt: new Date().toISOString(),
    });
    io.on('connection', (socket) => {
      const join = (channel: unknown, ack: unknown) => {
        void socket.join(String(channel));
        if (typeof ack === 'function') ack({ ok: true });
      };
      socket.on('joinConversation', join);
      socket.on('joinRoom', join);
      socket.on('sendMessage', (payload: { conversationId: string }, ack) => {
        const message = stored(payload);
        io.to(payload.conversationId).emit('receiveMessage', message);
        (ack as (reply: object) => void)({ ok: true, message });
      });
      socket.on('sendRoomMessage', (payload: { roomId: string }, ack) => {
        const message = stored(payload);
        io.to(payload.roomId).emit('receiveRoomMessage', message);
        (ack as (reply: object) => void)({ ok: true, message });
      });
    });
  });
}
