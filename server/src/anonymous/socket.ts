import { SOCKET_EVENTS as EVENTS } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import type { Stop } from '../platform/lifecycle';
import { invalid } from '../platform/errors';
import { textForSocket } from '../platform/i18n/socketTexts';
import { CAPTCHA_FAILED } from '../platform/captcha';
import { answer } from '../platform/socketEdge';
import { onClientEvent } from '../platform/clientEvents';
import { onSocketDisconnect } from '../platform/socketDispatcher';
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
import { adoptSession } from './adoption';

/**
 * Anonymous text chat over the socket: match requests, messages, reveal (also as a sign-in
 * adopted mid-chat), friend requests, skip/leave and reports. Returns the stop of its watch of
 * partners' processes and of its sweeper of expired uploads.
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

/** Queue and pair work runs after the socket's match work in flight (strangers/matchOrder.ts). */
const inMatchOrder = { order: sessions.inOrder };

function installHandlers(ctx: AppContext): void {
  onClientEvent(
    ctx,
    EVENTS.requestAnonymousMatch,
    async ({ socket, payload: request }) => {
      const session = sessions.of(socket);
      session.slowed = await admitToMatching(ctx, socket);
      await passMatchCheck(ctx, session, request.recaptchaValue, socket);
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
    EVENTS.skipAnonymousChat,
    async ({ socket }) => {
      const session = sessions.of(socket);
      if (!session.captchaPassed) throw invalid(CAPTCHA_FAILED);
      session.slowed = await admitToMatching(ctx, socket);
      await enqueue(ctx, socket, session);
      return {};
    },
    inMatchOrder,
  );

  onClientEvent(
    ctx,
    EVENTS.leaveAnonymousChat,
    async ({ socket }) => {
      await leaveAll(ctx, socket.id, sessions.of(socket));
      return {};
    },
    inMatchOrder,
  );

  // In send order: a quick burst from one socket is delivered as typed.
  onClientEvent(
    ctx,
    EVENTS.sendAnonymousMessage,
    async ({ socket, payload }) => {
      if (sessions.peek(socket)?.slowed) await slowedLimit(ctx, socket, 'message');
      return sendAnonymousMessage(ctx, socket, payload);
    },
    { order: inSocketOrder },
  );

  for (const event of ['anonymousTyping', 'anonymousStopTyping'] as const) {
    onClientEvent(ctx, EVENTS[event], ({ socket }) => relayTyping(ctx, socket, event));
  }

  onClientEvent(ctx, EVENTS.revealProfile, ({ socket }) => revealProfile(ctx, socket));

  // A visitor who signed in mid-chat lends the chat's socket that sign-in for the reveal and the
  // friend request below (adoption.ts); the socket stays a visitor for everything else.
  onClientEvent(ctx, EVENTS.adoptSession, ({ socket, payload }) =>
    adoptSession(ctx, socket, payload.token),
  );

  // Answered with friendRequestSent or friendRequestError as well as the ack.
  onClientEvent(
    ctx,
    EVENTS.sendFriendRequestFromAnonymousChat,
    async ({ socket, payload: recipient }) => {
      const result = await requestFriendFromChat(ctx, socket, recipient);
      socket.emit('friendRequestSent', textForSocket(socket, result.message));
      return result;
    },
    {
      onFailure: (socket, error) =>
        socket.emit(
          'friendRequestError',
          textForSocket(socket, error instanceof Error ? error.message : String(error)),
        ),
    },
  );

  // The reporter never meets the reported person again (strangers/report.ts keeps them apart on
  // any socket); the client skips on after this.
  onClientEvent(ctx, EVENTS.reportAnonymousPartner, ({ socket, payload }) =>
    reportPartner(ctx, socket, payload.reason, payload.category),
  );

  onClientEvent(
    ctx,
    EVENTS.reconnectStranger,
    async ({ socket }) => {
      const session = sessions.of(socket);
      if (!session.captchaPassed) throw invalid(CAPTCHA_FAILED);
      return askReconnect(ctx, socket, session);
    },
    inMatchOrder,
  );

  onClientEvent(
    ctx,
    EVENTS.cancelReconnect,
    ({ socket }) => cancelReconnect(ctx, socket),
    inMatchOrder,
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
