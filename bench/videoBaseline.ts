import crypto from 'node:crypto';
import { createServer } from 'node:http';
import { Server } from 'socket.io';

type Ack = (reply: object) => void;
type Signal = { toSocketId: string; callId: string };

/**
 * The baseline for video.bench.ts: a bare Socket.IO server that pairs sockets from an in-memory
 * queue and relays WebRTC signalling, with none of the product's work (no hub, captcha,
 * validation, membership check, group calls). Same event names and payloads
 * (matchFound { callId, members, isCaller }, relays to toSocketId as { ..., fromSocketId }), so
 * one client drives both.
 */
export async function startBareVideoRelay(): Promise<{ url: string; close(): Promise<void> }> {
  const http = createServer();
  const io = new Server(http);
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
      members: [{ socketId: requester }],
      isCaller: false,
    });
    io.to(requester).emit('matchFound', {
      ...found,
      members: [{ socketId: partner }],
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
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => io.close(() => resolve())),
  };
}
