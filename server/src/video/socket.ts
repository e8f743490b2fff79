import { SOCKET_EVENTS as EVENTS } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import type { Stop } from '../platform/lifecycle';
import type { AppSocket } from '../platform/socket';
import { invalid } from '../platform/errors';
import { answer } from '../platform/socketEdge';
import { onClientEvent } from '../platform/clientEvents';
import { onSocketDisconnect } from '../platform/socketDispatcher';
import { inSocketOrder } from '../platform/socketOrder';
import { afterMatchWork, matchSessions } from '../strangers/matchOrder';
import { CAPTCHA_FAILED } from '../platform/captcha';
import { admitToMatching, slowedLimit } from '../strangers/report';
import { passMatchCheck } from '../strangers/matchCheck';
import { addUserToCall, leaveCall, NOT_IN_CALL, watchCalls } from './calls';
import { enqueue, skipCall, stopWaiting, type VideoSession } from './matchmaker';
import { authorizeSignal } from './signalling';
import { sendVideoChatMessage } from './chat';
import { reportVideoMember } from './report';
import { relayMediaState } from './mediaState';

export const CALL_FULL = 'This call is full.';

/**
 * Anonymous video chat over the socket: match requests, group calls, WebRTC
 * signalling relays and the call's text chat. Returns the stop of its watch for dead processes.
 */
export function installVideoChat(ctx: AppContext): Stop {
  const stop = watchCalls(ctx);
  installHandlers(ctx);
  return stop;
}

/** Each socket's matching state, made on its first video event (an idle socket has none). */
const sessions = matchSessions<VideoSession>(() => ({
  captchaPassed: false,
  groupPreferred: false,
  interests: [],
}));

/** Queue and call work runs after the socket's match work in flight (strangers/matchOrder.ts). */
const inMatchOrder = { order: sessions.inOrder };

/** Where a signalling relay goes. */
interface SignalTarget {
  toSocketId: string;
  callId: string;
}

function installHandlers(ctx: AppContext): void {
  onClientEvent(
    ctx,
    EVENTS.requestMatch,
    async ({ socket, payload: request }) => {
      const session = sessions.of(socket);
      // The same sanctions as anonymous text chat: suspended people are refused, slowed ones limited.
      session.slowed = await admitToMatching(ctx, socket);
      // The contract's name is recaptchaValue (as requestAnonymousMatch); `captcha` is still read.
      const captcha = request.recaptchaValue ?? request.captcha;
      await passMatchCheck(ctx, session, captcha, socket);
      session.groupPreferred = request.groupPreferred;
      session.interests = request.interests.filter(Boolean);
      session.languages = request.languages;
      session.onlyMyLanguage = request.onlyMyLanguage;
      await enqueue(ctx, socket, session);
      return {};
    },
    inMatchOrder,
  );

  onClientEvent(
    ctx,
    EVENTS['skip-video-call'],
    async ({ socket, payload: callId }) => {
      const session = sessions.of(socket);
      if (!session.captchaPassed) throw invalid(CAPTCHA_FAILED);
      session.slowed = await admitToMatching(ctx, socket);
      await skipCall(ctx, socket, session, callId);
      return {};
    },
    inMatchOrder,
  );

  onClientEvent(
    ctx,
    EVENTS['video-call-ended'],
    async ({ socket, payload: callId }) => {
      const session = sessions.of(socket);
      await stopWaiting(ctx, socket.id, session);
      // Only the call named: a late 'ended' for a previous call must not end the current one.
      await leaveCall(ctx, socket.id, callId, session);
      return {};
    },
    inMatchOrder,
  );

  onClientEvent(
    ctx,
    EVENTS.cancelVideoMatch,
    async ({ socket }) => {
      await stopWaiting(ctx, socket.id, sessions.of(socket));
      return {};
    },
    inMatchOrder,
  );

  onClientEvent(ctx, EVENTS.requestAddUserToCall, async ({ socket, payload: callId }) => {
    const result = await addUserToCall(ctx, socket.id, callId);
    if (result.status === 'notMember') throw invalid(NOT_IN_CALL);
    if (result.status === 'full') throw invalid(CALL_FULL);
    return {};
  });

  // The relays are the hot path: validate, then the rate count and one membership lookup at once.
  const signalAllowed = {
    alongsideLimit: ({ socket, payload }: { socket: AppSocket; payload: SignalTarget }) =>
      authorizeSignal(ctx, socket.id, payload.toSocketId, payload.callId),
  };

  onClientEvent(
    ctx,
    EVENTS['webrtc-offer'],
    async ({ socket, payload: { offer, toSocketId, callId } }) => {
      ctx.io.to(toSocketId).emit('webrtc-offer', { offer, fromSocketId: socket.id, callId });
      return {};
    },
    signalAllowed,
  );

  onClientEvent(
    ctx,
    EVENTS['webrtc-answer'],
    async ({ socket, payload: { answer: sdp, toSocketId, callId } }) => {
      ctx.io.to(toSocketId).emit('webrtc-answer', { answer: sdp, fromSocketId: socket.id, callId });
      return {};
    },
    signalAllowed,
  );

  onClientEvent(
    ctx,
    EVENTS['webrtc-ice-candidate'],
    async ({ socket, payload: { candidate, toSocketId, callId } }) => {
      ctx.io
        .to(toSocketId)
        .emit('webrtc-ice-candidate', { candidate, fromSocketId: socket.id, callId });
      return {};
    },
    signalAllowed,
  );

  onClientEvent(
    ctx,
    EVENTS.sendVideoChatMessage,
    async ({ socket, payload }) => {
      if (sessions.peek(socket)?.slowed) await slowedLimit(ctx, socket, 'message');
      return sendVideoChatMessage(ctx, socket, payload);
    },
    { order: inSocketOrder },
  );

  // In the socket's order: the report takes the reporter out of the call, like End Call.
  onClientEvent(
    ctx,
    EVENTS.reportVideoMember,
    ({ socket, payload }) => reportVideoMember(ctx, socket, payload),
    inMatchOrder,
  );

  onClientEvent(ctx, EVENTS.callMediaState, async ({ socket, payload }) => {
    await relayMediaState(ctx, socket.id, payload);
    return {};
  });

  onSocketDisconnect(ctx.io, (socket) =>
    answer(ctx, undefined, async () => {
      const session = sessions.of(socket);
      // After the socket's match work in flight; queue first, then call: a pull into a call
      // racing with this disconnect is still ended.
      await afterMatchWork(session, async () => {
        await stopWaiting(ctx, socket.id, session);
        await leaveCall(ctx, socket.id, undefined, session);
      });
      return {};
    }),
  );
}
