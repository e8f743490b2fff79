import type { AppContext } from '../platform/context';
import { userRoom } from '../platform/socket';
import { installChannelSockets } from '../messages/channelSockets';
import { partnerIn, requireMayChat } from './access';
import { friendSeenAt } from '../unread/seen';
import { conversationRoom } from './service';

/**
 * Friend chat over the live connection: only the conversation's two participants may join, send
 * or type, and only while friends for sending. After a reconnect the client re-joins its
 * conversation and refetches page 1 of the history (merged by _id).
 */
export function installChatSockets(ctx: AppContext): void {
  installChannelSockets(ctx, 'friend', {
    async join(userId, conversationId) {
      const friendId = await partnerIn(ctx, userId, conversationId);
      const seenAt = await friendSeenAt(ctx, userId, friendId, conversationId);
      return { channel: conversationRoom(conversationId), reply: seenAt ? { seenAt } : {} };
    },
    async destination(userId, { conversationId }) {
      const otherId = await partnerIn(ctx, userId, conversationId);
      await requireMayChat(ctx, userId, otherId);
      // To the open chat windows and to both participants' sockets (clients merge by _id).
      const channels = [conversationRoom(conversationId), userRoom(otherId), userRoom(userId)];
      // With no tab open anywhere when the message goes out, the other participant gets a Web
      // Push instead (asked now: one who reads it and closes the tab must not get it twice).
      const delivered = ctx.push.friendMessageTo(otherId);
      return { place: { conversationId }, channels, delivered };
    },
    // As a message: both participants while friends and neither blocked the other.
    async actions(userId, place) {
      if (!('conversationId' in place)) throw new Error('not a conversation');
      const { conversationId } = place;
      const otherId = await partnerIn(ctx, userId, conversationId);
      await requireMayChat(ctx, userId, otherId);
      return [conversationRoom(conversationId), userRoom(otherId), userRoom(userId)];
    },
    // The other participant hears it on all their sockets, whether the chat is open or not.
    async typing(_socket, userId, conversationId) {
      const to = ctx.io.to(userRoom(await partnerIn(ctx, userId, conversationId)));
      return {
        typing: (username) => to.emit('typing', { userId, username, conversationId }),
        stopped: () => to.emit('stopTyping', userId),
      };
    },
  });
}
