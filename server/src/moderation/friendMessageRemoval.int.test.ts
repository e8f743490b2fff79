import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation, ConversationView, MessagePage } from '@serendip/protocol';
import { nextEvent, sharedTestServer } from '../../test/support';
import { befriend, signUp, type Person } from '../../test/social';
import { moderate, sanctionsOf, staffMember } from '../../test/moderation';

const server = sharedTestServer();

/** Friends `reporter` and `sender` with a conversation in which `sender` said each of `lines`. */
async function friendChat(reporter: Person, sender: Person, lines: string[]) {
  await befriend(reporter, sender);
  const opened = await reporter.client.post<Conversation>(`/api/chat/conversation/${sender.id}`);
  const conversationId = opened.body._id;
  const socket = await server.socket(sender.token);
  const ids: string[] = [];
  for (const [index, content] of lines.entries()) {
    const ack = await socket.emitWithAck('sendMessage', {
      conversationId,
      content,
      type: 'text',
      clientId: `line-${index}`,
    });
    if (!ack.ok) throw new Error(ack.message);
    ids.push(ack.message._id);
  }
  socket.disconnect();
  return { conversationId, ids };
}

/**
 * What `person` reads of the conversation: its history, then the list's last-message preview
 * and unread count.
 */
async function historyOf(person: Person, conversationId: string): Promise<string[]> {
  const page = await person.client.get<MessagePage>(`/api/chat/messages/${conversationId}`);
  expect(page.status).toBe(200);
  const list = await person.client.get<ConversationView[]>('/api/chat/conversations');
  const preview = list.body.find((conversation) => conversation._id === conversationId);
  return [
    ...page.body.messages.map((message) => message.content),
    `preview: ${preview?.lastMessage?.content}`,
    `unread: ${preview?.unreadCount}`,
  ];
}

describe('removing a reported friend chat message', () => {
  it('lists only reported friend messages; removal empties both histories; reversal restores', async () => {
    const [moderator, other, admin, reporter, sender] = [
      await staffMember(server.url, server.database.db),
      await staffMember(server.url, server.database.db),
      await staffMember(server.url, server.database.db, 'admin'),
      await signUp(server.url),
      await signUp(server.url),
    ];
    const { conversationId, ids } = await friendChat(reporter, sender, ['hi', 'pay me or else']);
    const [privateId, reportedId] = ids as [string, string];
    const filed = await reporter.client.post('/api/reports', {
      kind: 'chatMessage',
      id: reportedId,
    });
    expect(filed.status).toBe(201);

    const subject = `user:${sender.id}`;
    const detail = (await moderator.client.get(`/api/moderation/items/${subject}`)).body;
    expect(detail.content[0]).toMatchObject({
      kind: 'chatMessage',
      _id: reportedId,
      text: 'pay me or else',
      where: reporter.username,
      reported: true,
    });
    // A private conversation opens to moderators only where a report names a message.
    expect(detail.content.map((item: { _id: string }) => item._id)).not.toContain(privateId);

    const removal = {
      action: 'remove',
      rule: 'respect',
      content: { kind: 'chatMessage', id: reportedId },
    };
    expect((await moderate(reporter, subject, removal)).status).toBe(403);
    expect(
      (await moderate({ ...reporter, client: server.client() }, subject, removal)).status,
    ).toBe(401);
    // The room message kind does not reach a friend message (one table holds both).
    const crossed = await moderate(moderator, subject, {
      ...removal,
      content: { kind: 'roomMessage', id: reportedId },
    });
    expect([crossed.status, crossed.body]).toEqual([404, { message: 'Content not found.' }]);
    expect(await historyOf(reporter, conversationId)).toEqual([
      'hi',
      'pay me or else',
      'preview: pay me or else',
      'unread: 2',
    ]);
    const window = await server.socket(reporter.token);
    expect((await window.emitWithAck('joinConversation', conversationId)).ok).toBe(true);
    const shownDeleted = nextEvent<ChatMessage>(window, 'messageUpdated');

    const told = nextEvent<{ message: string }>(
      await server.socket(sender.token),
      'newNotification',
    );
    const done = await moderate(moderator, subject, removal);
    expect([done.status, done.body]).toEqual([200, { message: 'Content removed.' }]);
    expect(await shownDeleted).toMatchObject({ _id: reportedId, deleted: true, conversationId });
    expect(await historyOf(reporter, conversationId)).toEqual(['hi', 'preview: hi', 'unread: 1']);
    expect(await historyOf(sender, conversationId)).toEqual(['hi', 'preview: hi', 'unread: 0']);
    expect((await told).message).toMatch(
      /^Your content was removed for a friend chat message, under the rule "Respect everyone"/,
    );
    const [sanction] = await sanctionsOf(server.database.db, sender.id, 'removal');
    const log = (await admin.client.get('/api/moderation/log')).body.log;
    expect(log).toContainEqual(
      expect.objectContaining({ action: 'removal', subject, rule: 'respect' }),
    );

    expect(
      (await sender.client.post('/api/appeals', { sanctionId: sanction!.id, text: 'A joke' }))
        .status,
    ).toBe(201);
    const appeals = (await other.client.get('/api/moderation/appeals')).body.appeals;
    const appeal = appeals.find(
      (row: { statement: { _id: string } }) => row.statement._id === sanction!.id,
    );
    const shownAgain = nextEvent<ChatMessage>(window, 'messageUpdated');
    const reversed = await other.client.post(`/api/moderation/appeals/${appeal._id}`, {
      decision: 'reversed',
      reason: 'Banter between friends',
    });
    expect(reversed.status).toBe(200);
    expect(await shownAgain).toMatchObject({ _id: reportedId, content: 'pay me or else' });
    const restored = ['hi', 'pay me or else', 'preview: pay me or else'];
    expect(await historyOf(reporter, conversationId)).toEqual([...restored, 'unread: 2']);
    expect(await historyOf(sender, conversationId)).toEqual([...restored, 'unread: 0']);
  });
});
