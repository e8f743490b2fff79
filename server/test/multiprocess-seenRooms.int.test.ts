import { describe, expect, it } from 'vitest';
import type {
  Conversation,
  ConversationSeen,
  Notification,
  RoomActivity,
  RoomMemberPresence,
  RoomMembersChanged,
  RoomView,
} from '@serendip/protocol';
import { nextEvent } from './support';
import { clusterPerSuite, clustersEnabled } from './multiProcess';
import { befriend, collect, settled, signUp } from './social';

let sequence = 0;
const clientId = () => `m${Date.now()}-${(sequence += 1)}`;

describe.skipIf(!clustersEnabled)(
  'Seen, room counts and mentions across server processes sharing Redis',
  () => {
    const shared = clusterPerSuite(2);

    it('delivers "Seen" to the sender on the other process, and hides it when sharing is off', async () => {
      const { cluster, a, b } = shared();
      const ann = await signUp(a.url, 'ann');
      const bob = await signUp(b.url, 'bob');
      await befriend(ann, bob);
      const { _id: conversationId } = (
        await ann.client.post<Conversation>(`/api/chat/conversation/${bob.id}`)
      ).body;
      const annSocket = await cluster.socket(a, ann.token);
      const bobSocket = await cluster.socket(b, bob.token);
      const sent = await annSocket.emitWithAck('sendMessage', {
        conversationId,
        content: 'there?',
        type: 'text',
        clientId: clientId(),
      });
      expect(sent).toMatchObject({ ok: true });

      const seen = nextEvent<ConversationSeen>(annSocket, 'conversationSeen');
      expect(await bobSocket.emitWithAck('markConversationRead', conversationId)).toEqual({
        ok: true,
      });
      const event = await seen;
      expect(event).toMatchObject({ conversationId, userId: bob.id });
      expect(await annSocket.emitWithAck('joinConversation', conversationId)).toEqual({
        ok: true,
        seenAt: event.seenAt,
      });

      // Off on B's side: nothing reaches A's process, and the join answers no seenAt.
      expect((await bob.client.put('/api/users/profile', { shareReadState: false })).status).toBe(
        200,
      );
      const heard = collect(annSocket, 'conversationSeen');
      await bobSocket.emitWithAck('markConversationRead', conversationId);
      // Ordered after what B's process published: a later event on the same path.
      const later = nextEvent(bobSocket, 'conversationRead');
      await bobSocket.emitWithAck('markConversationRead', conversationId);
      await later;
      await settled(annSocket);
      expect(heard).toEqual([]);
      expect(await annSocket.emitWithAck('joinConversation', conversationId)).toEqual({ ok: true });
    });

    it('changes room counts live on the other process and stores each join line once', async () => {
      const { cluster, a, b } = shared();
      const owner = await signUp(a.url, 'own');
      const guest = await signUp(b.url, 'gst');
      const room = (await owner.client.post<RoomView>('/api/rooms', { name: 'Two processes' }))
        .body;
      const ownerSocket = await cluster.socket(a, owner.token);
      expect(await ownerSocket.emitWithAck('joinRoom', room._id)).toMatchObject({
        ok: true,
        participantCount: 1,
        onlineCount: 1,
      });

      const joined = nextEvent<RoomMembersChanged>(ownerSocket, 'roomMembersChanged');
      const guestSocket = await cluster.socket(b, guest.token);
      expect(await guestSocket.emitWithAck('joinRoom', room._id)).toMatchObject({
        ok: true,
        participantCount: 2,
        onlineCount: 2,
      });
      expect(await joined).toMatchObject({
        roomId: room._id,
        participantCount: 2,
        onlineCount: 2,
        activity: { kind: 'joined', user: { _id: guest.id } },
      });
      const offline = nextEvent<RoomMemberPresence>(ownerSocket, 'roomMemberPresence');
      guestSocket.disconnect();
      expect(await offline).toEqual({ roomId: room._id, userId: guest.id, online: false });

      const answer = (await ownerSocket.emitWithAck('joinRoom', room._id)) as {
        activity?: RoomActivity[];
        onlineCount?: number;
      };
      expect(answer.activity?.map((line) => [line.kind, line.user._id])).toEqual([
        ['joined', guest.id],
      ]);
      expect(answer.onlineCount).toBe(1);
    });

    it('notifies a mentioned member on the other process once, and no blocker', async () => {
      const { cluster, a, b } = shared();
      const owner = await signUp(a.url, 'own');
      const member = await signUp(b.url, 'mem');
      const blocker = await signUp(b.url, 'blk');
      const room = (await owner.client.post<RoomView>('/api/rooms', { name: 'Mentions' })).body;
      const memberSocket = await cluster.socket(b, member.token);
      const blockerSocket = await cluster.socket(b, blocker.token);
      await memberSocket.emitWithAck('joinRoom', room._id);
      await blockerSocket.emitWithAck('joinRoom', room._id);
      expect((await blocker.client.put(`/api/users/block/${owner.id}`)).status).toBe(200);
      const ownerSocket = await cluster.socket(a, owner.token);
      await ownerSocket.emitWithAck('joinRoom', room._id);
      const blockerHeard = collect<Notification>(blockerSocket, 'newNotification');

      const notified = nextEvent<Notification>(memberSocket, 'newNotification');
      const draft = {
        roomId: room._id,
        content: `@${member.username} and @${blocker.username}, look`,
        type: 'text' as const,
        clientId: clientId(),
      };
      expect(await ownerSocket.emitWithAck('sendRoomMessage', draft)).toMatchObject({ ok: true });
      expect(await notified).toMatchObject({
        message: `${owner.username} mentioned you in Mentions.`,
        link: `/room/${room._id}`,
      });
      // The resend is answered from the store, no second notification.
      expect(await ownerSocket.emitWithAck('sendRoomMessage', draft)).toMatchObject({ ok: true });
      const stored = async () =>
        (await member.client.get<Notification[]>('/api/notifications')).body.filter((item) =>
          item.message.includes('mentioned you'),
        );
      await settled(memberSocket, blockerSocket);
      expect(await stored()).toHaveLength(1);
      expect(blockerHeard).toEqual([]);

      const visitor = await cluster.socket(b);
      expect(
        await visitor.emitWithAck('sendRoomMessage', { ...draft, clientId: clientId() }),
      ).toMatchObject({ ok: false });
    });
  },
);
