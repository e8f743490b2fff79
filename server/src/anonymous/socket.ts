import {
  friendRequestFromChatPayload,
  reconnectPayload,
  reportAnonymousPartnerPayload,
  requestAnonymousMatchPayload,
  sendAnonymousMessagePayload,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import type { AppSocket } from '../platform/socket';
import { limit } from '../platform/rateLimit';
import { invalid } from '../platform/errors';
import { CAPTCHA_FAILED, passCaptchaOnce } from '../platform/captcha';
import { answer, onEvent, parsePayload } from '../platform/socketEdge';
import { inSocketOrder } from '../platform/socketOrder';
import { afterMatchWork, inMatchOrder } from '../strangers/matchOrder';
import { enqueue, stopWaiting, withdrawReconnect, type AnonymousSession } from './matchmaker';
import { askReconnect, cancelReconnect } from './reconnect';
import { leavePair, watchPartners } from './pairs';
import { relayTyping, requestFriendFromChat, revealProfile, sendAnonymousMessage } from './service';
import { admitToMatching, slowedLimit } from '../strangers/report';
import { reportPartner } from './report';
import { startAnonymousMediaSweeper } from './mediaSweeper';

const MINUTE = 60_000;

/**
 * Anonymous text chat over the socket (SPEC §7): match requests, messages, reveal, friend
 * requests, skip/leave and reports. Returns a stop function (timers are unref'd and also stop
 * when the HTTP server closes).
 */
export function installAnonymousChat(ctx: AppContext): () => void {
  const stops = [watchPartners(ctx), startAnonymousMediaSweeper(ctx.media.root, ctx.logger)];
  const stop = () => stops.forEach((fn) => fn());
  ctx.io.httpServer?.once('close', stop);
  ctx.io.on('connection', (socket) => installHandlers(ctx, socket));
  return stop;
}

function installHandlers(ctx: AppContext, socket: AppSocket): void {
  const session: AnonymousSession = { captchaPassed: false, interests: [] };
  const rate = (name: string, max: number, windowMs: number) =>
    limit(ctx.hub, `anon:${name}:${socket.id}`, max, windowMs, ctx.config.rateLimits);

  onEvent(ctx, socket, 'requestAnonymousMatch', (payload) =>
    inMatchOrder(session, async () => {
      await rate('match', 20, MINUTE);
      const request = parsePayload(requestAnonymousMatchPayload, payload);
      session.slowed = await admitToMatching(ctx, socket);
      await passCaptchaOnce(ctx.captcha, session, request.recaptchaValue, socket.data.address);
      session.interests = request.interests.filter(Boolean);
      await enqueue(ctx, socket, session);
      return {};
    }),
  );

  onEvent(ctx, socket, 'skipAnonymousChat', () =>
    inMatchOrder(session, async () => {
      await rate('match', 20, MINUTE);
      if (!session.captchaPassed) throw invalid(CAPTCHA_FAILED);
      session.slowed = await admitToMatching(ctx, socket);
      await enqueue(ctx, socket, session);
      return {};
    }),
  );

  onEvent(ctx, socket, 'leaveAnonymousChat', () =>
    inMatchOrder(session, async () => {
      await stopWaiting(ctx, socket.id, session);
      await leavePair(ctx, socket.id);
      return {};
    }),
  );

  // In send order: a quick burst from one socket is delivered as typed.
  onEvent(ctx, socket, 'sendAnonymousMessage', (payload) =>
    inSocketOrder(socket, async () => {
      await rate('message', 30, 10_000);
      if (session.slowed) await slowedLimit(ctx, socket, 'message');
      return sendAnonymousMessage(ctx, socket, parsePayload(sendAnonymousMessagePayload, payload));
    }),
  );

  for (const event of ['anonymousTyping', 'anonymousStopTyping'] as const) {
    socket.on(event, () =>
      answer(ctx, undefined, async () => {
        await rate('typing', 60, 10_000);
        await relayTyping(ctx, socket, event);
        return {};
      }),
    );
  }

  onEvent(ctx, socket, 'revealProfile', async () => {
    await rate('reveal', 10, MINUTE);
    return revealProfile(ctx, socket);
  });

  onEvent(ctx, socket, 'sendFriendRequestFromAnonymousChat', async (recipientUserId) => {
    try {
      await rate('friend', 10, MINUTE);
      const recipient = parsePayload(friendRequestFromChatPayload, recipientUserId, 'User');
      const result = await requestFriendFromChat(ctx, socket, recipient);
      socket.emit('friendRequestSent', result.message);
      return result;
    } catch (error) {
      socket.emit('friendRequestError', error instanceof Error ? error.message : String(error));
      throw error;
    }
  });

  onEvent(ctx, socket, 'reportAnonymousPartner', async (payload) => {
    await rate('report', 5, MINUTE);
    const { reason, category } = parsePayload(reportAnonymousPartnerPayload, payload);
    // The reporter never meets the reported person again (strangers/report.ts keeps them
    // apart on any socket); the client skips on after this.
    return reportPartner(ctx, socket, reason, category);
  });

  onEvent(ctx, socket, 'reconnectStranger', (payload) =>
    inMatchOrder(session, async () => {
      await rate('reconnect', 10, MINUTE);
      parsePayload(reconnectPayload, payload);
      if (!session.captchaPassed) throw invalid(CAPTCHA_FAILED);
      return askReconnect(ctx, socket, session);
    }),
  );

  onEvent(ctx, socket, 'cancelReconnect', (payload) =>
    inMatchOrder(session, async () => {
      await rate('reconnect', 10, MINUTE);
      parsePayload(reconnectPayload, payload);
      return cancelReconnect(ctx, socket);
    }),
  );

  socket.on('disconnect', () =>
    answer(ctx, undefined, async () => {
      // After the socket's match work in flight; queue first, then pair: a claim racing with
      // this disconnect is still ended.
      await afterMatchWork(session, async () => {
        await stopWaiting(ctx, socket.id, session);
        await leavePair(ctx, socket.id);
        // Gone for good: the last stranger can no longer reconnect with this socket.
        await withdrawReconnect(ctx, socket.id, true);
      });
      return {};
    }),
  );
}
