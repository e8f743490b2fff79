import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull, and } from 'drizzle-orm';
import {
  PARTNER_CHAT_TERMINATED,
  SUPPORT_RESOURCES,
  type AnonymousMessage,
  type ChatMessage,
  type ChatTerminated,
  type Conversation,
  type ModerationNotice,
  type VideoChatMessage,
} from '@serendip/protocol';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import { befriend, collect, eventually, signUp } from '../../test/social';
import { ask, pairUp } from '../../test/anonymous';
import { leave, videoPair } from '../../test/video';
import { reports } from '../platform/db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

let sequence = 0;
const clientId = () => `m${Date.now()}-${(sequence += 1)}`;
const automaticReports = () =>
  server.database.db
    .select()
    .from(reports)
    .where(and(isNull(reports.reporterId), isNull(reports.reporterVisitor)));

describe('text rules in anonymous chat', () => {
  it('ends the chat on "kys": not relayed, both told why, flagged with the messages before it', async () => {
    const [a, b] = [await server.socket(), await server.socket()];
    await pairUp(server.url, a, b);
    const hello = nextEvent<AnonymousMessage>(b, 'receiveAnonymousMessage');
    await ask(a, 'sendAnonymousMessage', { content: 'hi there', type: 'text' });
    await hello;
    const relayed = collect<AnonymousMessage>(b, 'receiveAnonymousMessage');
    const notice = nextEvent<ModerationNotice>(a, 'moderationNotice');
    const senderEnded = nextEvent<ChatTerminated>(a, 'chatTerminated');
    const partnerEnded = nextEvent<ChatTerminated>(b, 'chatTerminated');
    const partnerGone = nextEvent(b, 'partnerDisconnected');
    const answer = await ask(a, 'sendAnonymousMessage', { content: 'just kys', type: 'text' });
    expect(answer).toEqual({ ok: false, message: expect.stringMatching(/not allowed/) });
    expect(await notice).toMatchObject({ kind: 'warning', rule: 'self-harm-encouragement' });
    expect((await senderEnded).reason).toBe(answer.ok ? '' : answer.message);
    expect(await partnerEnded).toEqual({ reason: PARTNER_CHAT_TERMINATED });
    await partnerGone;
    expect(relayed).toEqual([]);
    const [report] = (await automaticReports()).filter(
      (row) => (row.evidence as { message: { content: string } }).message.content === 'just kys',
    );
    expect(report).toMatchObject({ context: 'anonymous', reportedUserId: null, status: 'open' });
    expect(report?.reportedVisitor).toEqual(expect.any(String));
    expect(report?.evidence).toMatchObject({
      source: 'auto-text',
      rules: ['self-harm-encouragement'],
      message: { delivered: false },
      surrounding: [{ from: 'sender', content: 'hi there', type: 'text' }],
    });
    expect((await ask(a, 'sendAnonymousMessage', { content: 'hey', type: 'text' })).ok).toBe(false);
    a.disconnect();
    b.disconnect();
  });

  it('hides a phone number with an inline warning, and shows support resources without sanction', async () => {
    const [a, b] = [await server.socket(), await server.socket()];
    await pairUp(server.url, a, b);
    const before = (await automaticReports()).length;
    const received = nextEvent<AnonymousMessage>(b, 'receiveAnonymousMessage');
    const warning = nextEvent<ModerationNotice>(a, 'moderationNotice');
    const answer = await ask(a, 'sendAnonymousMessage', {
      content: 'text me 555-123-4567',
      type: 'text',
    });
    expect(answer).toEqual({ ok: true, content: 'text me ************', hidden: 'contact' });
    expect(await received).toEqual({
      sender: 'Stranger',
      content: 'text me ************',
      type: 'text',
      hidden: 'contact',
    });
    expect(await warning).toMatchObject({ kind: 'warning', rule: 'contact-details' });

    const support = nextEvent<ModerationNotice>(b, 'moderationNotice');
    const delivered = nextEvent<AnonymousMessage>(a, 'receiveAnonymousMessage');
    const sad = 'I want to kill myself';
    expect(await ask(b, 'sendAnonymousMessage', { content: sad, type: 'text' })).toEqual({
      ok: true,
      content: sad,
    });
    expect(await support).toEqual({
      kind: 'support',
      rule: 'self-harm-self',
      message: expect.any(String),
      resources: SUPPORT_RESOURCES,
    });
    expect(await delivered).toEqual({ sender: 'Stranger', content: sad, type: 'text' });
    // Benign lines sharing the rules' words go through untouched.
    for (const content of ["I'm 14 years into my career", 'Scunthorpe and Penistone', 'cockpit']) {
      const echoed = nextEvent<AnonymousMessage>(a, 'receiveAnonymousMessage');
      expect(await ask(b, 'sendAnonymousMessage', { content, type: 'text' })).toEqual({
        ok: true,
        content,
      });
      expect((await echoed).content).toBe(content);
    }
    expect(await automaticReports()).toHaveLength(before);
    a.disconnect();
    b.disconnect();
  });

  it('hides only the handle or address, notes it for both sides, and flags nobody', async () => {
    const [a, b] = [await server.socket(), await server.socket()];
    await pairUp(server.url, a, b);
    const before = (await automaticReports()).length;
    const received = collect<AnonymousMessage>(b, 'receiveAnonymousMessage');
    const cases = [
      ['add me on snapchat: jimmy_2011', 'add me on snapchat: **********'],
      ['call me at 555-123-4567', 'call me at ************'],
      ['I live at 42 Baker Street London', 'I live at *************** London'],
    ];
    for (const [content, shown] of cases)
      expect(await ask(a, 'sendAnonymousMessage', { content, type: 'text' })).toEqual({
        ok: true,
        content: shown,
        hidden: 'contact',
      });
    // A near miss goes through untouched, with no note.
    const plain = 'I love my instagram feed';
    expect(await ask(a, 'sendAnonymousMessage', { content: plain, type: 'text' })).toEqual({
      ok: true,
      content: plain,
    });
    await eventually(() => expect(received).toHaveLength(4));
    expect(received).toEqual([
      ...cases.map(([, content]) => ({
        sender: 'Stranger',
        content,
        type: 'text',
        hidden: 'contact',
      })),
      { sender: 'Stranger', content: plain, type: 'text' },
    ]);
    // Nothing of the hidden details reaches the partner in any form.
    expect(JSON.stringify(received)).not.toMatch(/jimmy|555|Baker/);
    expect(await automaticReports()).toHaveLength(before);
    a.disconnect();
    b.disconnect();
  });
});

describe('text rules in a video call', () => {
  it('hides a handle in call chat: the others get the note, the sender the same text', async () => {
    const [a, b] = [await server.socket(), await server.socket()];
    const [found] = await videoPair(server.url, a, b);
    const callId = found.callId;
    const received = nextEvent<VideoChatMessage>(b, 'receiveVideoChatMessage');
    const warning = nextEvent<ModerationNotice>(a, 'moderationNotice');
    const answer = await ask(a, 'sendVideoChatMessage', {
      message: 'my insta is @jimmy.k add me',
      callId,
    });
    const shown = 'my insta is ******** add me';
    expect(answer).toEqual({ ok: true, message: shown, hidden: 'contact' });
    expect(await received).toEqual({ message: shown, sender: a.id, callId, hidden: 'contact' });
    expect(await warning).toMatchObject({ kind: 'warning', rule: 'contact-details' });
    await leave(a, b);
  });

  it('takes a member who states an age under 18 out of the call and flags them', async () => {
    const [a, b] = [await server.socket(), await server.socket()];
    const [found] = await videoPair(server.url, a, b);
    const callId = found.callId;
    const ended = nextEvent<ChatTerminated>(a, 'chatTerminated');
    const otherEnded = nextEvent<ChatTerminated>(b, 'chatTerminated');
    const answer = await ask(a, 'sendVideoChatMessage', { message: "I'm 15 lol", callId });
    expect(answer).toEqual({ ok: false, message: expect.stringMatching(/adults/) });
    expect(await ended).toEqual({ reason: expect.stringMatching(/adults/), callId });
    expect(await otherEnded).toEqual({ reason: PARTNER_CHAT_TERMINATED, callId });
    const flagged = (await automaticReports()).filter((row) => row.context === 'video');
    expect(flagged.at(-1)?.evidence).toMatchObject({ rules: ['minor-age'] });
    await leave(a, b);
  });
});

describe('text rules in friend chat and rooms', () => {
  it('blocks "kys" between friends (nothing stored) and flags a stated minor age with a warning', async () => {
    const [ann, bob] = [await signUp(server.url, 'ann'), await signUp(server.url, 'bob')];
    await befriend(ann, bob);
    const opened = await ann.client.post<Conversation>(`/api/chat/conversation/${bob.id}`);
    const conversationId = opened.body._id;
    const socket = await server.socket(ann.token);
    const notices = collect<ModerationNotice>(socket, 'moderationNotice');
    const send = (content: string) =>
      socket.emitWithAck('sendMessage', {
        conversationId,
        content,
        type: 'text',
        clientId: clientId(),
      });
    expect((await send('hello bob')).ok).toBe(true);
    expect(await send('kys')).toEqual({ ok: false, message: expect.stringMatching(/not sent/) });
    const minor = await send("I'm 16 btw");
    expect(minor).toMatchObject({ ok: true, message: { content: "I'm 16 btw" } });
    await eventually(() =>
      expect(notices.map((notice) => notice.rule)).toEqual([
        'self-harm-encouragement',
        'minor-age',
      ]),
    );
    const history = await ann.client.get<{ messages: ChatMessage[] }>(
      `/api/chat/messages/${conversationId}?page=1&limit=20`,
    );
    expect(history.body.messages.map((message) => message.content)).toEqual([
      'hello bob',
      "I'm 16 btw",
    ]);
    const flagged = await server.database.db
      .select()
      .from(reports)
      .where(eq(reports.reportedUserId, ann.id));
    expect(
      flagged.map((row) => [row.context, (row.evidence as { rules: string[] }).rules]),
    ).toEqual([
      ['chat', ['self-harm-encouragement']],
      ['chat', ['minor-age']],
    ]);
    expect(flagged[1]?.evidence).toMatchObject({
      source: 'auto-text',
      surrounding: [{ from: 'sender', content: 'hello bob' }],
    });
    socket.disconnect();
  });

  it('blocks link spam in a room and keeps censoring profanity', async () => {
    const owner = await signUp(server.url, 'own');
    const room = await owner.client.post<{ _id: string }>('/api/rooms', { name: `r${Date.now()}` });
    const socket = await server.socket(owner.token);
    expect((await socket.emitWithAck('joinRoom', room.body._id)).ok).toBe(true);
    const send = (content: string) =>
      socket.emitWithAck('sendRoomMessage', {
        roomId: room.body._id,
        content,
        type: 'text',
        clientId: clientId(),
      });
    expect(await send('join t.me/freestuff now')).toEqual({
      ok: false,
      message: expect.stringMatching(/spam/),
    });
    expect(await send('what the fuck')).toMatchObject({
      ok: true,
      message: { content: 'what the ****' },
    });
    expect(await send('the cockpit in Penistone')).toMatchObject({
      ok: true,
      message: { content: 'the cockpit in Penistone' },
    });
    socket.disconnect();
  });
});
