import {
  callIdPayload,
  callMediaStatePayload,
  reportVideoMemberPayload,
  requestMatchPayload,
  sendVideoChatMessagePayload,
  webrtcAnswerPayload,
  webrtcIceCandidatePayload,
  webrtcOfferPayload,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import type { Stop } from '../platform/lifecycle';
import type { AppSocket } from '../platform/socket';
import { CONVERSATION_RATE, limit, limitEach } from '../platform/rateLimit';
import { invalid } from '../platform/errors';
import { answer, onEvent, parsePayload } from '../platform/socketEdge';
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
const MINUTE = 60_000;
/**
 * Signalling limits per socket. A newcomer to a 4-way call trickles candidates to 3 peers (each
 * a handful per interface and transport), and may renegotiate; these leave ample room for that.
 */
const SDP_PER_10S = 40;
const CANDIDATES_PER_10S = 200;

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

/** The socket's rate limit `name`: `max` per `windowMs`. */
function rate(ctx: AppContext, socket: AppSocket, name: string, max: number, windowMs: number) {
  return limit(ctx.hub, `video:${name}:${socket.id}`, max, windowMs, ctx.config.rateLimits);
}

function installHandlers(ctx: AppContext): void {
  onEvent(ctx, 'requestMatch', (socket, payload) =>
    sessions.inOrder(socket, async (session) => {
      await rate(ctx, socket, 'match', 20, MINUTE);
      const request = parsePayload(requestMatchPayload, payload);
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
    }),
  );

  onEvent(ctx, 'skip-video-call', (socket, callId) =>
    sessions.inOrder(socket, async (session) => {
      await rate(ctx, socket, 'match', 20, MINUTE);
      const id = parsePayload(callIdPayload, callId, 'Call');
      if (!session.captchaPassed) throw invalid(CAPTCHA_FAILED);
      session.slowed = await admitToMatching(ctx, socket);
      await skipCall(ctx, socket, session, id);
      return {};
    }),
  );

  onEvent(ctx, 'video-call-ended', (socket, callId) =>
    sessions.inOrder(socket, async (session) => {
      const id = parsePayload(callIdPayload, callId, 'Call');
      await stopWaiting(ctx, socket.id, session);
      // Only the call named: a late 'ended' for a previous call must not end the current one.
      await leaveCall(ctx, socket.id, id, session);
      return {};
    }),
  );

  onEvent(ctx, 'cancelVideoMatch', (socket) =>
    sessions.inOrder(socket, async (session) => {
      await stopWaiting(ctx, socket.id, session);
      return {};
    }),
  );

  onEvent(ctx, 'requestAddUserToCall', async (socket, callId) => {
    await rate(ctx, socket, 'add', 10, MINUTE);
    const result = await addUserToCall(ctx, socket.id, parsePayload(callIdPayload, callId, 'Call'));
    if (result.status === 'notMember') throw invalid(NOT_IN_CALL);
    if (result.status === 'full') throw invalid(CALL_FULL);
    return {};
  });

  // The relays are the hot path: validate, then the rate count and one membership lookup at once.
  onEvent(ctx, 'webrtc-offer', async (socket, payload) => {
    const { offer, toSocketId, callId } = parsePayload(webrtcOfferPayload, payload);
    await Promise.all([
      rate(ctx, socket, 'sdp', SDP_PER_10S, 10_000),
      authorizeSignal(ctx, socket.id, toSocketId, callId),
    ]);
    ctx.io.to(toSocketId).emit('webrtc-offer', { offer, fromSocketId: socket.id, callId });
    return {};
  });

  onEvent(ctx, 'webrtc-answer', async (socket, payload) => {
    const { answer: sdp, toSocketId, callId } = parsePayload(webrtcAnswerPayload, payload);
    await Promise.all([
      rate(ctx, socket, 'sdp', SDP_PER_10S, 10_000),
      authorizeSignal(ctx, socket.id, toSocketId, callId),
    ]);
    ctx.io.to(toSocketId).emit('webrtc-answer', { answer: sdp, fromSocketId: socket.id, callId });
    return {};
  });

  onEvent(ctx, 'webrtc-ice-candidate', async (socket, payload) => {
    const { candidate, toSocketId, callId } = parsePayload(webrtcIceCandidatePayload, payload);
    await Promise.all([
      rate(ctx, socket, 'candidate', CANDIDATES_PER_10S, 10_000),
      authorizeSignal(ctx, socket.id, toSocketId, callId),
    ]);
    ctx.io
      .to(toSocketId)
      .emit('webrtc-ice-candidate', { candidate, fromSocketId: socket.id, callId });
    return {};
  });

  onEvent(ctx, 'sendVideoChatMessage', (socket, payload) =>
    inSocketOrder(socket, async () => {
      const key = `video:message:${socket.id}`;
      await limitEach(ctx.hub, key, CONVERSATION_RATE, ctx.config.rateLimits);
      if (sessions.peek(socket)?.slowed) await slowedLimit(ctx, socket, 'message');
      return sendVideoChatMessage(ctx, socket, parsePayload(sendVideoChatMessagePayload, payload));
    }),
  );

  // In the socket's order: the report takes the reporter out of the call, like End Call.
  onEvent(ctx, 'reportVideoMember', (socket, payload) =>
    sessions.inOrder(socket, async () => {
      await rate(ctx, socket, 'report', 5, MINUTE);
      return reportVideoMember(ctx, socket, parsePayload(reportVideoMemberPayload, payload));
    }),
  );

  onEvent(ctx, 'callMediaState', async (socket, payload) => {
    await rate(ctx, socket, 'media', 30, 10_000);
    await relayMediaState(ctx, socket.id, parsePayload(callMediaStatePayload, payload));
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
