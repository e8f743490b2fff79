import { anonymousStore } from './store';
import { eq } from 'drizzle-orm';
import type {
  AnonymousMessage,
  HiddenContent,
  SendAnonymousMessagePayload,
} from '@serendip/protocol';
import type { AppSocket } from '../platform/socket';
import type { AppContext } from '../platform/context';
import { users } from '../platform/db/schema';
import { invalid, unauthorized } from '../platform/errors';
import { limitService } from '../platform/rateLimit';
import { emitInEachLanguage, textForSocket } from '../platform/i18n/socketTexts';
import { translateMessage } from '../platform/i18n/serverMessages';
import { PARTNER_CHAT_TERMINATED, SERVICE_LIMITS } from '@serendip/protocol';
import { guardText, refuseIfBlocked, type EvidenceMessage } from '../moderation/textGuard';
import { sendFriendRequest } from '../friends/service';
import { presentSummary } from '../users/presenter';
import { leavePair, type AnonymousCtx } from './pairs';
import { EVIDENCE_MESSAGES } from '../strangers/limits';
import { trustSubject } from '../strangers/identity';
import { personTrust, weightsOf } from '../trust/personTrust';
import { imagesLockedFor, imagesLockedMessage } from '../trust/limits';
import { actingUser } from './adoption';

/** What the reveal and the friend request need: the pair, and who the socket acts for. */
type ActingCtx = AnonymousCtx & Pick<AppContext, 'auth'>;

export const NOT_IN_CHAT = 'You are not chatting with anyone.';
export const REVEAL_NEEDS_LOGIN = 'You must be logged in to reveal your profile.';
export const FRIEND_NEEDS_LOGIN = 'Please log in to send a friend request.';
export const FRIEND_NEEDS_REVEAL =
  'You can send a friend request only to your current partner once they revealed their profile.';

/** One message kept in the hub for report evidence: `from` is the sending socket. */
export interface KeptMessage {
  from: string;
  content: string;
  type: SendAnonymousMessagePayload['type'];
  at: number;
}

/**
 * Relays a message to the partner as 'Stranger' (text through the text rules and the profanity
 * filter: a message a rule blocks is not relayed, and one that terminates ends the pair; hidden
 * contact details ride along as `hidden`, in the relay and in the sender's ack alike). It is
 * kept in the hub's short list of the pair for report evidence and never written to disk.
 */
export async function sendAnonymousMessage(
  ctx: AnonymousCtx,
  socket: AppSocket,
  message: SendAnonymousMessagePayload,
): Promise<{ content: string; hidden?: HiddenContent }> {
  const pair = await anonymousStore(ctx.hub).pairOf(socket.id);
  if (!pair) throw invalid(NOT_IN_CHAT);
  if (message.type === 'image') {
    await admitImagesFrom(ctx, socket);
    await admitImage(ctx, socket.id, pair.partner.socketId, message);
  }
  const { content, hidden } =
    message.type === 'text'
      ? await screenText(ctx, socket, message.content)
      : { content: message.content, hidden: undefined };
  const kept: KeptMessage = { from: socket.id, content, type: message.type, at: Date.now() };
  await anonymousStore(ctx.hub).pushMessage(socket.id, JSON.stringify(kept), EVIDENCE_MESSAGES);
  const delivered: AnonymousMessage = { sender: 'Stranger', content, type: message.type };
  if (hidden) delivered.hidden = hidden;
  ctx.io.to(pair.partner.socketId).emit('receiveAnonymousMessage', delivered);
  return hidden ? { content, hidden } : { content };
}

/** How long an uploaded image stays bound to the pair that first sent it (anon/ files go in 2 h). */
const IMAGE_CLAIM_MS = 24 * 60 * 60_000;
export const IMAGE_ALREADY_SENT = 'This image was already sent. Please upload it again.';

/**
 * New and low trust send no images in their first conversations (trust/limits.ts): refused with
 * how many conversations are left. The level comes from the access cache (a query at most once a
 * minute per person).
 */
async function admitImagesFrom(ctx: AnonymousCtx, socket: AppSocket): Promise<void> {
  const trust = await personTrust(ctx, trustSubject(ctx.secret, socket.data));
  const left = imagesLockedFor(trust.level, trust.history, weightsOf(ctx));
  if (left > 0) throw invalid(imagesLockedMessage(left));
}

/**
 * An image may be sent once, inside the live pair that sends it first: uploads without an account
 * cannot be tied to a pair when they arrive, so the first send claims the file for good.
 */
async function admitImage(
  ctx: AnonymousCtx,
  socketId: string,
  partnerId: string,
  message: SendAnonymousMessagePayload,
): Promise<void> {
  const pairKey = [socketId, partnerId].sort().join(':');
  await limitService(ctx, SERVICE_LIMITS.pairImages, pairKey);
  if (!(await ctx.hub.setOnce(`anon:image-sent:${message.content}`, IMAGE_CLAIM_MS)))
    throw invalid(IMAGE_ALREADY_SENT);
}

/** Relays typing / stopped typing to the partner, if any. */
export async function relayTyping(
  ctx: AnonymousCtx,
  socket: AppSocket,
  event: 'anonymousTyping' | 'anonymousStopTyping',
): Promise<void> {
  const pair = await anonymousStore(ctx.hub).pairOf(socket.id);
  if (pair) ctx.io.to(pair.partner.socketId).emit(event);
}

/**
 * Shows the signed-in user's summary (id, username, picture) to the partner; the partner may then
 * send that account a friend request. A visitor socket that adopted a sign-in (adoption.ts)
 * reveals that account.
 */
export async function revealProfile(ctx: ActingCtx, socket: AppSocket): Promise<object> {
  const userId = await actingUser(ctx, socket);
  if (!userId) throw unauthorized(REVEAL_NEEDS_LOGIN);
  const [row] = await ctx.db
    .select({ id: users.id, username: users.username, profilePicture: users.profilePicture })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw unauthorized(REVEAL_NEEDS_LOGIN);
  const partner = await anonymousStore(ctx.hub).reveal(socket.id, userId);
  if (!partner) throw invalid(NOT_IN_CHAT);
  ctx.io.to(partner.socketId).emit('partnerProfileRevealed', presentSummary(row));
  return {};
}

/**
 * A friend request to the account the current partner revealed; then the same rules and
 * notification as POST /api/friends/request/{id}. Sent as the socket's sign-in, or the one it
 * adopted (adoption.ts).
 */
export async function requestFriendFromChat(
  ctx: ActingCtx,
  socket: AppSocket,
  recipientUserId: string,
): Promise<{ message: string }> {
  const userId = await actingUser(ctx, socket);
  if (!userId) throw unauthorized(FRIEND_NEEDS_LOGIN);
  const pair = await anonymousStore(ctx.hub).pairOf(socket.id);
  const revealed = pair?.revealedUserId;
  if (!revealed || revealed !== recipientUserId) throw invalid(FRIEND_NEEDS_REVEAL);
  const { message } = await sendFriendRequest(ctx, userId, recipientUserId);
  return { message };
}

/** The text rules on one anonymous message; ends the pair when a rule says so. */
async function screenText(
  ctx: AnonymousCtx,
  socket: AppSocket,
  text: string,
): Promise<{ content: string; hidden?: HiddenContent }> {
  const verdict = await guardText(ctx, {
    chat: 'anonymous',
    socket,
    text,
    surrounding: async () =>
      (await anonymousStore(ctx.hub).messages(socket.id)).map((json) => {
        const kept = JSON.parse(json) as KeptMessage;
        const from = kept.from === socket.id ? 'sender' : 'other';
        return {
          from,
          content: kept.content,
          type: kept.type,
          sentAt: new Date(kept.at).toISOString(),
        } satisfies EvidenceMessage;
      }),
  });
  if (verdict.terminate) {
    const partner = await leavePair(ctx, socket.id);
    if (partner)
      await emitInEachLanguage(ctx.io, partner.socketId, 'chatTerminated', (language) => [
        { reason: translateMessage(PARTNER_CHAT_TERMINATED, language) },
      ]);
    const reason = verdict.notice?.message ?? PARTNER_CHAT_TERMINATED;
    socket.emit('chatTerminated', { reason: textForSocket(socket, reason) });
  }
  refuseIfBlocked(verdict);
  return { content: verdict.text, hidden: verdict.hidden };
}
