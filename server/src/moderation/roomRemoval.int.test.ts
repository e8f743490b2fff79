import { describe, expect, it } from 'vitest';
import type { ChatMessage, MessagePage, RoomView } from '@serendip/protocol';
import { nextEvent, sharedTestServer } from '../../test/support';
import { signUp, type Person } from '../../test/social';
import { moderate, sanctionsOf, staffMember } from '../../test/moderation';

/** Removing a room message and a room: their members' next load, live windows, a reversal. */

const server = sharedTestServer();

/** The removal sanction of `contentId`, appealed by `person` and reversed by `staff`. */
async function reverseRemoval(person: Person, staff: Person, contentId: string) {
  const removals = await sanctionsOf(server.database.db, person.id, 'removal');
  const sanction = removals.find(
    (row) => (row.content as { id?: string } | null)?.id === contentId,
  );
  expect(sanction, 'the removal sanction').toBeDefined();
  const filed = await person.client.post('/api/appeals', {
    sanctionId: sanction!.id,
    text: 'Please look again',
  });
  expect(filed.status).toBe(201);
  const appeals = (await staff.client.get('/api/moderation/appeals')).body.appeals;
  const appeal = appeals.find(
    (row: { statement: { _id: string } }) => row.statement._id === sanction!.id,
  );
  const reversed = await staff.client.post(`/api/moderation/appeals/${appeal._id}`, {
    decision: 'reversed',
    reason: 'Context',
  });
  expect(reversed.status).toBe(200);
}

/** What a member loads of a room: its history's texts and its unread count in 'Your Rooms'. */
async function roomAsSeenBy(person: Person, roomId: string) {
  const page = await person.client.get<MessagePage>(`/api/rooms/${roomId}/messages`);
  const mine = await person.client.get<RoomView[]>('/api/rooms?mine=1');
  return {
    history: page.body.messages.map((message) => message.content),
    unread: mine.body.find((room) => room._id === roomId)?.unreadCount,
  };
}

async function listed(person: Person, roomId: string) {
  const mine = await person.client.get<RoomView[]>('/api/rooms?mine=1');
  const trending = await person.client.get<RoomView[]>('/api/rooms');
  return {
    mine: mine.body.some((room) => room._id === roomId),
    trending: trending.body.some((room) => room._id === roomId),
  };
}

describe('removing room content', () => {
  it('a room message leaves members’ history, unread count and open windows; reversal restores', async () => {
    const [moderator, other, member, speaker] = [
      await staffMember(server.url, server.database.db),
      await staffMember(server.url, server.database.db),
      await signUp(server.url),
      await signUp(server.url),
    ];
    const created = await speaker.client.post<RoomView>('/api/rooms', { name: 'Night owls' });
    const roomId = created.body._id;
    const window = await server.socket(member.token);
    expect((await window.emitWithAck('joinRoom', roomId)).ok).toBe(true);
    const speakerSocket = await server.socket(speaker.token);
    expect((await speakerSocket.emitWithAck('joinRoom', roomId)).ok).toBe(true);
    const ids: string[] = [];
    for (const [index, content] of ['evening all', 'you are all idiots'].entries()) {
      const ack = await speakerSocket.emitWithAck('sendRoomMessage', {
        roomId,
        content,
        type: 'text',
        clientId: `line-${index}`,
      });
      if (!ack.ok) throw new Error(ack.message);
      ids.push(ack.message._id);
    }
    const reportedId = ids[1]!;
    expect(await roomAsSeenBy(member, roomId)).toEqual({
      history: ['evening all', 'you are all idiots'],
      unread: 2,
    });

    const subject = `user:${speaker.id}`;
    const shownDeleted = nextEvent<ChatMessage>(window, 'messageUpdated');
    const done = await moderate(moderator, subject, {
      action: 'remove',
      rule: 'respect',
      content: { kind: 'roomMessage', id: reportedId },
    });
    expect([done.status, done.body]).toEqual([200, { message: 'Content removed.' }]);
    expect(await shownDeleted).toMatchObject({ _id: reportedId, deleted: true, roomId });
    expect(await roomAsSeenBy(member, roomId)).toEqual({ history: ['evening all'], unread: 1 });

    const shownAgain = nextEvent<ChatMessage>(window, 'messageUpdated');
    await reverseRemoval(speaker, other, reportedId);
    expect(await shownAgain).toMatchObject({ _id: reportedId, content: 'you are all idiots' });
    expect(await roomAsSeenBy(member, roomId)).toEqual({
      history: ['evening all', 'you are all idiots'],
      unread: 2,
    });
  });

  it('a room leaves every list and takes no more messages; reversal brings it back to its members', async () => {
    const [moderator, other, member, creator] = [
      await staffMember(server.url, server.database.db),
      await staffMember(server.url, server.database.db),
      await signUp(server.url),
      await signUp(server.url),
    ];
    const created = await creator.client.post<RoomView>('/api/rooms', { name: 'Hate club' });
    const roomId = created.body._id;
    const window = await server.socket(member.token);
    expect((await window.emitWithAck('joinRoom', roomId)).ok).toBe(true);
    const send = (content: string) =>
      window.emitWithAck('sendRoomMessage', { roomId, content, type: 'text' });
    // The member's access is now cached as a yes: the removal must drop it.
    expect((await send('first')).ok).toBe(true);
    expect(await listed(member, roomId)).toEqual({ mine: true, trending: true });

    const done = await moderate(moderator, `user:${creator.id}`, {
      action: 'remove',
      rule: 'respect',
      content: { kind: 'room', id: roomId },
    });
    expect([done.status, done.body]).toEqual([200, { message: 'Content removed.' }]);
    expect(await listed(member, roomId)).toEqual({ mine: false, trending: false });
    expect((await member.client.get(`/api/rooms/${roomId}`)).status).toBe(404);
    expect(await send('anyone here?')).toMatchObject({ ok: false, message: 'Room not found.' });

    const announced = nextEvent<RoomView>(window, 'roomCreated');
    await reverseRemoval(creator, other, roomId);
    expect(await announced).toMatchObject({ _id: roomId, name: 'Hate club', participantCount: 2 });
    expect(await listed(member, roomId)).toEqual({ mine: true, trending: true });
    expect((await send('back again')).ok).toBe(true);
  });
});
