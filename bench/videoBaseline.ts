import crypto from 'node:crypto';
import { startBareServer, type BareServer } from './bareServer';

type Ack = (reply: object) => void;
type Signal = { toSocketId: string; callId: string };

/**
 * The baseline for video.bench.ts: a bare Socket.IO server that pairs sockets from an in-memory
 * queue and relays WebRTC signalling, with none of the product's work (no hub, captcha,
 * validation, membership check, group calls). Same event names and payloads
 * (matchFound { callId, members, isCaller }, relays to toSocketId as { ..., fromSocketId }), so
 * one client drives both.
 */
export function startBareVideoRelay(): Promise<BareServer> {
  return startBareServer((io) => {
    const waiting: string[] = [];
    const unqueue = (id: string) => {
      const index = waiting.indexOf(id);
      if (index >= 0) waiting.splice(index, 1);
    };
    const match = (requester: string, partner: string) => {
      const callId = crypto.randomUUID();
      const found = { callId, isGroupCall: false, sharedInterests: [] };
      // As in the product: the request that finds the waiting partner makes the caller.
      io.to(partner).emit('matchFound', {
        ...found,
        members: [requester],
        isCaller: false,
      });
      io.to(requester).emit('matchFound', {
        ...found,
        members: [partner],
        isCaller: true,
      });
    };
    io.on('connection', (socket) => {
      socket.on('requestMatch', (_payload: unknown, ack: Ack) => {
        unqueue(socket.id);
        const partner = waiting.shift();
        if (partner) match(socket.id, partner);
        else {
          waiting.push(socket.id);
          socket.emit('waitingForMatch', { widened: false });
        }
        ack({ ok: true });
      });
      for (const [event, field] of [
        ['webrtc-offer', 'offer'],
        ['webrtc-answer', 'answer'],
        ['webrtc-ice-candidate', 'candidate'],
      ] as const) {
        socket.on(event, (payload: Signal & Record<string, unknown>, ack: Ack) => {
          io.to(payload.toSocketId).emit(event, {
            [field]: payload[field],
            fromSocketId: socket.id,
            callId: payload.callId,
          });
          ack({ ok: true });
        });
      }
      socket.on('video-call-ended', (_callId: string, ack: Ack) => ack({ ok: true }));
      socket.on('disconnect', () => unqueue(socket.id));
    });
  });
}
