import { SOCKET_EVENTS as EVENTS } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { emitPublished } from '../platform/socket';
import { socketUsername } from '../platform/socketEdge';
import { onClientEvent } from '../platform/clientEvents';
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
  // Sign-in and one shared rate limit for the three: the protocol's entries.
  onClientEvent(ctx, EVENTS.reactToMessage, async ({ socket, userId, payload }) => {
    const { messageId, emoji, reacted } = payload;
    const { found, channels } = await messageFor(ctx, audienceOf, userId, messageId);
    const user = { _id: userId, username: await socketUsername(ctx, socket) };
    const event = await setReaction(ctx, found, user, emoji, reacted);
    if (event) await emitPublished(ctx.io, channels, 'messageReaction', event);
    return { message: await presentCurrent(ctx, found.message, found.sender), changed: !!event };
  });

  onClientEvent(ctx, EVENTS.editMessage, async ({ socket, userId, payload }) => {
    const { messageId, content } = payload;
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

  onClientEvent(ctx, EVENTS.deleteMessage, async ({ userId, payload: { messageId } }) => {
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
