import {
  deleteMessagePayload,
  editMessagePayload,
  reactToMessagePayload,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { limit } from '../platform/rateLimit';
import { emitPublished, type AppSocket } from '../platform/socket';
import { onEvent, parsePayload, socketUser, socketUsername } from '../platform/socketEdge';
import { storedChatScreen } from './storedChatScreen';
import {
  assertEditable,
  deleteOwnMessage,
  editOwnMessage,
  messageFor,
  presentCurrent,
  setReaction,
  type ActionAudience,
} from './actions';
import type { MessageRow } from './presenter';

type Kind = 'friend' | 'room';

/** Reactions, edits and deletes together: 30 per 10 s per person (taps come in quick runs). */
const ACTION_LIMIT = { max: 30, windowMs: 10_000 };
const LOGIN = 'Please log in.';

const audiences = new WeakMap<AppContext['io'], Partial<Record<Kind, ActionAudience>>>();

/**
 * Registers how a kind (friend chat, rooms) authorizes acting on its messages. The three events
 * (reactToMessage, editMessage, deleteMessage) are installed with the first kind: a message id
 * names its place, so one event serves both.
 */
export function registerMessageActions(ctx: AppContext, kind: Kind, audience: ActionAudience) {
  const known = audiences.get(ctx.io);
  if (known) {
    known[kind] = audience;
    return;
  }
  const kinds: Partial<Record<Kind, ActionAudience>> = { [kind]: audience };
  audiences.set(ctx.io, kinds);
  installActionEvents(ctx, (message) => {
    const rules = kinds[message.roomId ? 'room' : 'friend'];
    if (!rules) throw new Error('message actions: kind not registered');
    return rules;
  });
}

function installActionEvents(ctx: AppContext, audienceOf: (message: MessageRow) => ActionAudience) {
  const begin = async (socket: AppSocket) => {
    const userId = socketUser(socket, LOGIN);
    await limit(
      ctx.hub,
      `msgaction:${userId}`,
      ACTION_LIMIT.max,
      ACTION_LIMIT.windowMs,
      ctx.config.rateLimits,
    );
    return userId;
  };

  onEvent(ctx, 'reactToMessage', async (socket, raw) => {
    const userId = await begin(socket);
    const { messageId, emoji, reacted } = parsePayload(reactToMessagePayload, raw, 'Reaction');
    const { found, channels } = await messageFor(ctx, audienceOf, userId, messageId);
    const user = { _id: userId, username: await socketUsername(ctx, socket) };
    const event = await setReaction(ctx, found, user, emoji, reacted);
    if (event) await emitPublished(ctx.io, channels, 'messageReaction', event);
    return { message: await presentCurrent(ctx, found.message, found.sender), changed: !!event };
  });

  onEvent(ctx, 'editMessage', async (socket, raw) => {
    const userId = await begin(socket);
    const { messageId, content } = parsePayload(editMessagePayload, raw, 'Message');
    const { found, place, channels } = await messageFor(ctx, audienceOf, userId, messageId);
    assertEditable(found.message, userId);
    // An edit is screened as a new message is: it must not carry what sending could not.
    const kind = 'roomId' in place ? 'room' : 'friend';
    const screened = await storedChatScreen(ctx, socket, kind, place)(content);
    const row = await editOwnMessage(ctx, found, userId, screened);
    const message = await presentCurrent(ctx, row, found.sender);
    await emitPublished(ctx.io, channels, 'messageUpdated', withoutReactions(message));
    return { message };
  });

  onEvent(ctx, 'deleteMessage', async (socket, raw) => {
    const userId = await begin(socket);
    const { messageId } = parsePayload(deleteMessagePayload, raw, 'Message');
    const { found, channels } = await messageFor(ctx, audienceOf, userId, messageId);
    const { row, changed } = await deleteOwnMessage(ctx, found, userId);
    const message = await presentCurrent(ctx, row, found.sender);
    if (changed) await emitPublished(ctx.io, channels, 'messageUpdated', message);
    return { message };
  });
}

/** Live updates leave reactions to messageReaction (a client keeps the ones it has). */
function withoutReactions<T extends { reactions?: unknown }>(message: T): Omit<T, 'reactions'> {
  const { reactions: _reactions, ...rest } = message;
  return rest;
}
