import {
  friendRequestFromChatPayload,
  reconnectPayload,
  reportAnonymousPartnerPayload,
  requestAnonymousMatchPayload,
  sendAnonymousMessagePayload,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import type { Stop } from '../platform/lifecycle';
import type { AppSocket } from '../platform/socket';
import { CONVERSATION_RATE, limit, limitEach } from '../platform/rateLimit';
import { invalid } from '../platform/errors';
import { CAPTCHA_FAILED } from '../platform/captcha';
import { answer, onEvent, parsePayload } from '../platform/socketEdge';
import { onSocketDisconnect, onSocketEvent } from '../platform/socketDispatcher';
import { inSocketOrder } from '../platform/socketOrder';
import { afterMatchWork, matchSessions } from '../strangers/matchOrder';
import { enqueue, leaveAll, type AnonymousSession } from './matchmaker';
import { askReconnect, cancelReconnect } from './reconnect';
import { watchPartners } from './pairs';
import { relayTyping, requestFriendFromChat, revealProfile, sendAnonymousMessage } from './service';
import { admitToMatching, slowedLimit } from '../strangers/report';
import { passMatchCheck } from '../strangers/matchCheck';
import { reportPartner } from './report';
import { startAnonymousMediaSweeper } from './mediaSweeper';

const MINUTE = 60_000;

/**
 * Anonymous text chat over the socket: match requests, messages, reveal, friend
 * requests, skip/leave and reports. Returns the stop of its watch of partners' processes and of
 * its sweeper of expired uploads.
 */
export function installAnonymousChat(ctx: AppContext): Stop {
  const stops = [watchPartners(ctx), startAnonymousMediaSweeper(ctx.media, ctx.logger)];
  installHandlers(ctx);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

/** Each socket's matching state, made on its first match event (an idle socket has none). */
const sessions = matchSessions<AnonymousSession>(() => ({ captchaPassed: false, interests: [] }));

/** The socket's rate limit `name`: `max` per `windowMs`. */
function rate(ctx: AppContext, socket: AppSocket, name: string, max: number, windowMs: number) {
  return limit(ctx.hub, `anon:${name}:${socket.id}`, max, windowMs, ctx.config.rateLimits);
}

function installHandlers(ctx: AppContext): void {
  onEvent(ctx, 'requestAnonymousMatch', (socket, payload) =>
    sessions.inOrder(socket, async (session) => {
      await rate(ctx, socket, 'match', 20, MINUTE);
      const request = parsePayload(requestAnonymousMatchPayload, payload);
      session.slowed = await admitToMatching(ctx, socket);
      await passMatchCheck(ctx, session, request.recaptchaValue, socket);
      session.interests = request.interests.filter(Boolean);
      session.languages = request.languages;
      session.onlyMyLanguage = request.onlyMyLanguage;
      await enqueue(ctx, socket, session);
      return {};
    }),
  );

  onEvent(ctx, 'skipAnonymousChat', (socket) =>
    sessions.inOrder(socket, async (session) => {
      await rate(ctx, socket, 'match', 20, MINUTE);
      if (!session.captchaPassed) throw invalid(CAPTCHA_FAILED);
      session.slowed = await admitToMatching(ctx, socket);
      await enqueue(ctx, socket, session);
      return {};
    }),
  );

  onEvent(ctx, 'leaveAnonymousChat', (socket) =>
    sessions.inOrder(socket, async (session) => {
      await leaveAll(ctx, socket.id, session);
      return {};
    }),
  );

  // In send order: a quick burst from one socket is delivered as typed.
  onEvent(ctx, 'sendAnonymousMessage', (socket, payload) =>
    inSocketOrder(socket, async () => {
      const key = `anon:message:${socket.id}`;
      await limitEach(ctx.hub, key, CONVERSATION_RATE, ctx.config.rateLimits);
      if (sessions.peek(socket)?.slowed) await slowedLimit(ctx, socket, 'message');
      return sendAnonymousMessage(ctx, socket, parsePayload(sendAnonymousMessagePayload, payload));
    }),
  );

  for (const event of ['anonymousTyping', 'anonymousStopTyping'] as const) {
    onSocketEvent(ctx.io, event, (socket) =>
      answer(ctx, undefined, async () => {
        await rate(ctx, socket, 'typing', 60, 10_000);
        await relayTyping(ctx, socket, event);
        return {};
      }),
    );
  }

  onEvent(ctx, 'revealProfile', async (socket) => {
    await rate(ctx, socket, 'reveal', 10, MINUTE);
    return revealProfile(ctx, socket);
  });

  onEvent(ctx, 'sendFriendRequestFromAnonymousChat', async (socket, recipientUserId) => {
    try {
      await rate(ctx, socket, 'friend', 10, MINUTE);
      const recipient = parsePayload(friendRequestFromChatPayload, recipientUserId, 'User');
      const result = await requestFriendFromChat(ctx, socket, recipient);
      socket.emit('friendRequestSent', result.message);
      return result;
    } catch (error) {
      socket.emit('friendRequestError', error instanceof Error ? error.message : String(error));
      throw error;
    }
  });

  onEvent(ctx, 'reportAnonymousPartner', async (socket, payload) => {
    await rate(ctx, socket, 'report', 5, MINUTE);
    const { reason, category } = parsePayload(reportAnonymousPartnerPayload, payload);
    // The reporter never meets the reported person again (strangers/report.ts keeps them
    // apart on any socket); the client skips on after this.
    return reportPartner(ctx, socket, reason, category);
  });

  onEvent(ctx, 'reconnectStranger', (socket, payload) =>
    sessions.inOrder(socket, async (session) => {
      await rate(ctx, socket, 'reconnect', 10, MINUTE);
      parsePayload(reconnectPayload, payload);
      if (!session.captchaPassed) throw invalid(CAPTCHA_FAILED);
      return askReconnect(ctx, socket, session);
    }),
  );

  onEvent(ctx, 'cancelReconnect', (socket, payload) =>
    sessions.inOrder(socket, async () => {
      await rate(ctx, socket, 'reconnect', 10, MINUTE);
      parsePayload(reconnectPayload, payload);
      return cancelReconnect(ctx, socket);
    }),
  );

  onSocketDisconnect(ctx.io, (socket) =>
    answer(ctx, undefined, async () => {
      const session = sessions.of(socket);
      // After the socket's match work in flight. One store step leaves the queue, then the pair
      // (a claim racing with this disconnect is still ended), and, gone for good, forgets the
      // socket: the last stranger can no longer reconnect with it.
      await afterMatchWork(session, () =>
        leaveAll(ctx, socket.id, session, 'forget').then(() => {}),
      );
      return {};
    }),
  );
}
