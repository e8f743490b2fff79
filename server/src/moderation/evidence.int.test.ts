import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  AnonymousMessage,
  OpenAppeal,
  QueueItem,
  QueueItemDetail,
  QueueReport,
} from '@serendip/protocol';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import { signUp, type Person } from '../../test/social';
import { ask, pairUp, type Client } from '../../test/anonymous';
import { moderate, staffMember } from '../../test/moderation';
import { leave, videoPair } from '../../test/video';
import { photoOf, roomWith } from '../../test/reportedContent';
import { reports, users } from '../platform/db/schema';
import { giveCompletedConversations } from '../../test/trust';

/**
 * What a moderator reads in an item: the words of an automatic flag and its category, lines
 * from both sides labelled, reported images marked blurred, a bio labelled as a bio, the
 * person's history, the escalation proposal after an earlier flag, and only the actions the
 * moderator may take (the rest refused with 403).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;

async function item(moderator: Person, subject: string): Promise<QueueItemDetail> {
  const answer = await moderator.client.get(`/api/moderation/items/${encodeURIComponent(subject)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Sends a text in an anonymous pair and waits for the ack. */
const say = (socket: Client, content: string) =>
  ask(socket, 'sendAnonymousMessage', { content, type: 'text' });

/** The subject of the visitor reported with `reason`. */
async function visitorSubject(reason: string): Promise<string> {
  const [row] = await db().select().from(reports).where(eq(reports.reason, reason));
  return `visitor:${row!.reportedVisitor}`;
}

describe('automatic flags in the queue', () => {
  it('carry the matched words and their category, and rank above a lower-severity human report', async () => {
    const [moderator, kid, rude, flagger] = [
      await staffMember(server.url, db()),
      await signUp(server.url, 'kid'),
      await signUp(server.url, 'rude'),
      await signUp(server.url, 'flg'),
    ];
    // Three people report `rude` for harassment (severity 2): before, they outranked a flag.
    for (const reporter of [1, 2, 3])
      expect(
        (
          await (
            await signUp(server.url)
          ).client.post(`/api/users/report/${rude.id}`, {
            reason: `insults ${reporter}`,
            category: 'harassment',
          })
        ).status,
      ).toBe(201);

    const [a, b] = [await server.socket(kid.token), await server.socket()];
    await pairUp(server.url, a, b);
    const hello = nextEvent<AnonymousMessage>(a, 'receiveAnonymousMessage');
    await say(b, 'asl?');
    await hello;
    expect((await say(a, 'hey I am 15 lol')).ok).toBe(false);

    // "send nudes" is refused (sexual), then "kys" ends the chat (a threat).
    const [c, d] = [await server.socket(flagger.token), await server.socket()];
    await pairUp(server.url, c, d);
    expect((await say(c, 'send nudes')).ok).toBe(false);
    expect((await say(c, 'just kys')).ok).toBe(false);

    const queue: QueueItem[] = (await moderator.client.get('/api/moderation/queue')).body.items;
    const rank = (person: Person) =>
      queue.findIndex((entry) => entry.subject === `user:${person.id}`);
    expect(queue[rank(kid)]).toMatchObject({
      category: 'minors',
      severity: 3,
      reporters: 0,
      automatic: 1,
    });
    expect(queue[rank(flagger)]).toMatchObject({ category: 'threats', severity: 3, automatic: 2 });
    expect(queue[rank(rude)]).toMatchObject({ category: 'harassment', reporters: 3 });
    expect(rank(kid)).toBeLessThan(rank(rude));
    expect(rank(flagger)).toBeLessThan(rank(rude));

    const detail = await item(moderator, `user:${kid.id}`);
    const [flag] = detail.reportList;
    expect(flag).toMatchObject({ reporter: 'automatic', category: 'minors', status: 'open' });
    expect(flag!.shown.flagged).toEqual({
      message: 'hey I am 15 lol',
      delivered: false,
      rules: [
        {
          rule: 'minor-age',
          description: 'Someone stating an age under 18 (Serendip is for adults only).',
          matched: ['I am 15'],
        },
      ],
    });
    expect(flag!.shown.lines.map((line) => [line.speaker, line.content, line.flagged])).toEqual([
      ['other', 'asl?', false],
      ['reported', 'hey I am 15 lol', true],
    ]);

    const flagged = await item(moderator, `user:${flagger.id}`);
    const words = flagged.reportList.map((report) => [
      report.category,
      report.shown.flagged?.rules[0]?.matched,
    ]);
    expect(words).toEqual([
      ['threats', ['kys']],
      ['sexual', ['send nudes']],
    ]);
    // The earlier refused "send nudes" counts: the policy proposes the next step, not a warning.
    expect(flagged).toMatchObject({ counted: 1, proposed: { action: 'suspend', hours: 24 } });
    for (const socket of [a, b, c, d]) socket.disconnect();
  });

  it('after an earlier "kys" flag, racist abuse is proposed a suspension, and the history lists both', async () => {
    const [moderator, them, reporter] = [
      await staffMember(server.url, db()),
      await signUp(server.url, 'abu'),
      await signUp(server.url),
    ];
    const [a, b] = [await server.socket(them.token), await server.socket()];
    await pairUp(server.url, a, b);
    expect((await say(a, 'kys')).ok).toBe(false);
    a.disconnect();
    b.disconnect();
    await reporter.client.post(`/api/users/report/${them.id}`, {
      reason: 'Racist abuse',
      category: 'harassment',
    });
    const subject = `user:${them.id}`;
    expect(await item(moderator, subject)).toMatchObject({
      counted: 1,
      proposed: { action: 'suspend', hours: 24 },
    });

    // Decided with a warning; a new report then sees the flag, the report and the decision.
    expect((await moderate(moderator, subject, { action: 'warn', rule: 'respect' })).status).toBe(
      200,
    );
    await (
      await signUp(server.url)
    ).client.post(`/api/users/report/${them.id}`, { reason: 'Again', category: 'harassment' });
    const detail = await item(moderator, subject);
    expect(detail.history).toEqual([
      expect.objectContaining({ kind: 'report', what: 'Harassment or hate', outcome: 'open' }),
      expect.objectContaining({
        kind: 'decision',
        what: 'Warning: Respect everyone',
        outcome: 'stands',
      }),
      expect.objectContaining({ kind: 'report', what: 'Harassment or hate', outcome: 'actioned' }),
      expect.objectContaining({ kind: 'flag', what: 'Threats or violence', outcome: 'actioned' }),
    ]);
    expect(detail.history.every((entry) => !Number.isNaN(Date.parse(entry.at)))).toBe(true);
    // The warning counts (the flag it settled does not count twice).
    expect(detail).toMatchObject({ counted: 1, proposed: { action: 'suspend', hours: 24 } });
  });
});

describe('evidence', () => {
  it('a stranger report carries both sides’ lines, labelled, and the image sent, blurred', async () => {
    const moderator = await staffMember(server.url, db());
    const [reporter, reported] = [await server.socket(), await server.socket()];
    // Past the first chats in which new people cannot send images (trust); both established,
    // so they meet at once.
    for (const socket of [reporter, reported]) await giveCompletedConversations(server, socket);
    await pairUp(server.url, reporter, reported);
    const image = `/uploads/anon/${crypto.randomUUID()}.jpg`;
    for (const [socket, content, type] of [
      [reporter, 'hello there', 'text'],
      [reported, 'you are ugly', 'text'],
      [reported, image, 'image'],
      [reporter, 'stop it', 'text'],
    ] as const) {
      const other = socket === reporter ? reported : reporter;
      const received = nextEvent(other, 'receiveAnonymousMessage');
      expect((await ask(socket, 'sendAnonymousMessage', { content, type })).ok).toBe(true);
      await received;
    }
    const reason = `Insults ${crypto.randomUUID()}`;
    expect((await ask(reporter, 'reportAnonymousPartner', { reason })).ok).toBe(true);
    const detail = await item(moderator, await visitorSubject(reason));
    const shown = detail.reportList[0]!.shown;
    expect(shown.lines.map((line) => [line.speaker, line.type, line.content])).toEqual([
      ['reporter', 'text', 'hello there'],
      ['reported', 'text', 'you are ugly'],
      ['reported', 'image', image],
      ['reporter', 'text', 'stop it'],
    ]);
    expect(shown.media).toEqual([{ type: 'image', url: image, caption: null, blurred: true }]);
    reporter.disconnect();
    reported.disconnect();
  });

  it('a video call report carries both sides’ lines, labelled', async () => {
    const moderator = await staffMember(server.url, db());
    const [reporter, reported] = [await server.socket(), await server.socket()];
    const [{ callId }] = await videoPair(server.url, reporter, reported);
    for (const [socket, message] of [
      [reported, 'show me your face'],
      [reporter, 'no thanks'],
    ] as const) {
      const heard = nextEvent(socket === reporter ? reported : reporter, 'receiveVideoChatMessage');
      expect((await ask(socket, 'sendVideoChatMessage', { message, callId })).ok).toBe(true);
      await heard;
    }
    const reason = `Creepy ${crypto.randomUUID()}`;
    expect(
      (await ask(reporter, 'reportVideoMember', { callId, socketId: reported.id, reason })).ok,
    ).toBe(true);
    const detail = await item(moderator, await visitorSubject(reason));
    expect(detail.reportList[0]!.shown.lines.map((line) => [line.speaker, line.content])).toEqual([
      ['reported', 'show me your face'],
      ['reporter', 'no thanks'],
    ]);
    await leave(reporter, reported);
  });

  it('a room message report names both sides by username; a photo report carries the photo, blurred', async () => {
    const [moderator, reporter, them] = [
      await staffMember(server.url, db()),
      await signUp(server.url),
      await signUp(server.url),
    ];
    const { ids } = await roomWith(db(), [reporter, them]);
    expect(
      (await reporter.client.post('/api/reports', { kind: 'roomMessage', id: ids[3] })).status,
    ).toBe(201);
    const photoId = await photoOf(db(), them);
    expect(
      (
        await reporter.client.post('/api/reports', {
          kind: 'photo',
          id: photoId,
          category: 'sexual',
        })
      ).status,
    ).toBe(201);
    const detail = await item(moderator, `user:${them.id}`);
    const byKind = (kind: string) =>
      detail.reportList.find((report: QueueReport) => report.shown.kind === kind)!.shown;
    expect(byKind('chat').lines.map((line) => [line.speaker, line.username, line.flagged])).toEqual(
      [
        ['reporter', reporter.username, false],
        ['reported', them.username, false],
        ['reporter', reporter.username, false],
        ['reported', them.username, true],
        ['reporter', reporter.username, false],
        ['reported', them.username, false],
        ['reporter', reporter.username, false],
      ],
    );
    expect(byKind('photo').media).toEqual([
      { type: 'image', url: '/uploads/p.jpg', caption: 'hi', blurred: true },
    ]);
  });

  it('a profile report keeps the bio, labelled as the bio', async () => {
    const [moderator, reporter, them] = [
      await staffMember(server.url, db()),
      await signUp(server.url),
      await signUp(server.url),
    ];
    await db().update(users).set({ bio: 'hi' }).where(eq(users.id, them.id));
    await reporter.client.post(`/api/users/report/${them.id}`, { reason: 'Fake profile' });
    await db().update(users).set({ bio: 'changed since' }).where(eq(users.id, them.id));
    const detail = await item(moderator, `user:${them.id}`);
    expect(detail.bio).toBe('changed since');
    expect(detail.reportList[0]!.shown).toMatchObject({ kind: 'profile', bio: 'hi', lines: [] });
  });
});

describe('what a moderator may do', () => {
  it('the deciding moderator is offered no decision on the appeal and is refused one', async () => {
    const [first, second, them, reporter] = [
      await staffMember(server.url, db()),
      await staffMember(server.url, db()),
      await signUp(server.url, 'app'),
      await signUp(server.url),
    ];
    await reporter.client.post(`/api/users/report/${them.id}`, { reason: 'Spam' });
    const subject = `user:${them.id}`;
    expect((await moderate(first, subject, { action: 'warn', rule: 'genuine' })).status).toBe(200);
    const [warning] = (await them.client.get('/api/account/standing')).body.sanctions;
    expect(
      (await them.client.post('/api/appeals', { sanctionId: warning._id, text: 'Not spam' }))
        .status,
    ).toBe(201);

    const appealOf = async (moderator: Person) =>
      ((await moderator.client.get('/api/moderation/appeals')).body.appeals as OpenAppeal[]).find(
        (appeal) => appeal.statement._id === warning._id,
      )!;
    const own = await appealOf(first);
    expect(own).toMatchObject({
      username: them.username,
      visitor: null,
      itemPath: `/moderation/item/${encodeURIComponent(subject)}`,
      allowed: [],
    });
    for (const decision of ['upheld', 'reversed'])
      expect(
        (
          await first.client.post(`/api/moderation/appeals/${own._id}`, {
            decision,
            reason: 'Mine',
          })
        ).status,
      ).toBe(403);
    expect((await appealOf(second)).allowed).toEqual(['upheld', 'reversed']);
    // The card's link opens the person's item with the evidence and the decision.
    const linked = await item(second, subject);
    expect(linked.reportList[0]!.reason).toBe('Spam');
    expect(linked.history).toContainEqual(
      expect.objectContaining({ kind: 'decision', outcome: 'appealed' }),
    );
  });

  it('an item answers the allowed actions: none while another holds it, no removal for a visitor (403)', async () => {
    const [first, second, them] = [
      await staffMember(server.url, db()),
      await staffMember(server.url, db()),
      await signUp(server.url),
    ];
    await (
      await signUp(server.url)
    ).client.post(`/api/users/report/${them.id}`, { reason: 'Abusive' });
    const subject = `user:${them.id}`;
    expect((await item(first, subject)).allowed).toEqual({
      claim: true,
      release: false,
      actions: ['dismiss', 'warn', 'remove', 'terminate', 'suspend', 'ban'],
    });
    expect(
      (await first.client.post(`/api/moderation/items/${encodeURIComponent(subject)}/claim`))
        .status,
    ).toBe(200);
    expect((await item(first, subject)).allowed).toMatchObject({ claim: false, release: true });
    expect((await item(second, subject)).allowed).toEqual({
      claim: false,
      release: false,
      actions: [],
    });

    const [reporter, visitor] = [await server.socket(), await server.socket()];
    await pairUp(server.url, reporter, visitor);
    const reason = `Rude ${crypto.randomUUID()}`;
    expect((await ask(reporter, 'reportAnonymousPartner', { reason })).ok).toBe(true);
    const visitorKey = await visitorSubject(reason);
    expect((await item(first, visitorKey)).allowed.actions).not.toContain('remove');
    const refused = await moderate(first, visitorKey, {
      action: 'remove',
      rule: 'respect',
      content: { kind: 'photo', id: crypto.randomUUID() },
    });
    expect(refused.status).toBe(403);
    reporter.disconnect();
    visitor.disconnect();
  });
});
