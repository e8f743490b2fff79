import type { Socket as NetSocket } from 'node:net';
import { WebSocket, WebSocketServer, type ServerOptions } from 'ws';

type FrameCallback = (error?: Error | null) => void;

/** The part of ws's Sender every frame goes through: ws.send and Engine.IO's pre-encoded frames. */
interface FrameSender {
  sendFrame(list: Buffer[], callback?: FrameCallback): void;
}

/**
 * What a connection is sent during one turn of the event loop leaves in one write.
 * A match answers the requester twice (`matched` and the request's
 * acknowledgement) and a queued socket twice (`matching` and the acknowledgement); each was a
 * write system call of its own.
 *
 * Two things kept them apart: each WebSocket frame was written at once, and Engine.IO sends a
 * connection's next packet only when the previous frame's write has called back. So a socket
 * written to is corked until the end of the loop turn (setImmediate, after every read of the
 * turn was handled), and a frame written into a corked socket calls back on the next tick, as
 * Node does for a write that completed at once: the next packet joins the same write. With the
 * socket backed up (a client reading slowly) frames call back as they drain, as before.
 */
class TurnBatchedWebSocket extends WebSocket {
  setSocket(socket: NetSocket, head: Buffer, options: object): void {
    // ws's own (undocumented in its types): makes the Sender this connection writes through.
    (WebSocket.prototype as unknown as TurnBatchedWebSocket).setSocket.call(
      this,
      socket,
      head,
      options,
    );
    const sender = (this as unknown as { _sender?: Partial<FrameSender> })._sender;
    assertSenderShape(sender);
    const sendFrame = sender.sendFrame.bind(sender);
    sender.sendFrame = (list, callback) => {
      if (socket.writableNeedDrain) return sendFrame(list, callback);
      corkForThisTurn(socket);
      sendFrame(list);
      if (callback) process.nextTick(callback);
    };
  }
}

/**
 * Fails loudly when an upgraded ws no longer makes a `_sender` with `sendFrame`: without it
 * connections would silently stop batching, or crash on their first frame.
 */
export function assertSenderShape(sender: unknown): asserts sender is FrameSender {
  if (typeof (sender as Partial<FrameSender> | undefined)?.sendFrame !== 'function')
    throw new Error(
      "ws changed: a connection's _sender.sendFrame is missing; turnBatchedWebSocket.ts " +
        'wraps it and must be updated with the upgrade.',
    );
}

/** Sockets corked in this turn; all uncorked (each one write) when it ends. */
const corked = new Set<NetSocket>();

function corkForThisTurn(socket: NetSocket): void {
  if (corked.has(socket)) return;
  if (corked.size === 0) setImmediate(uncorkAll);
  socket.cork();
  corked.add(socket);
}

function uncorkAll(): void {
  for (const socket of corked) socket.uncork();
  corked.clear();
}

/** Engine.IO's `wsEngine`: the ws server, making TurnBatchedWebSocket connections. */
export class TurnBatchedWebSocketServer extends WebSocketServer {
  constructor(options: ServerOptions, callback?: () => void) {
    super({ ...options, WebSocket: TurnBatchedWebSocket }, callback);
  }
}
