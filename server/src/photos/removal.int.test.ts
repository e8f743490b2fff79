import { describe, expect, it } from 'vitest';
import type { FeedPage } from '@serendip/protocol';
import { sharedTestServer } from '../../test/support';
import { befriend, newMember, postPhoto, type Member } from '../../test/photoFixtures';
import { moderate, reportProfile, staffMember } from '../../test/moderation';

const server = sharedTestServer();

/** The post ids `viewer` is served on the first page of explore and of their feed. */
async function shown(viewer: Member) {
  const ids = async (path: string) => {
    const response = await viewer.client.get<FeedPage>(path);
    expect(response.status).toBe(200);
    return response.body.photos.map((photo) => photo._id);
  };
  return { explore: await ids('/api/photos/explore'), feed: await ids('/api/photos/feed') };
}

describe("a moderator's removal of a post", () => {
  it('takes it out of explore and feeds at once, and a reversal puts it back at once', async () => {
    const [author, friend] = [await newMember(server), await newMember(server)];
    const [moderator, reviewer] = [
      await staffMember(server.url, server.database.db),
      await staffMember(server.url, server.database.db),
    ];
    await befriend(server, author, friend);
    const post = await postPhoto(author.client, 'taken down');
    // Served once, so that explore's copy, the feed's kept rows and the author's post list hold it.
    expect(await shown(friend)).toEqual({
      explore: expect.arrayContaining([post._id]),
      feed: [post._id],
    });

    await reportProfile(friend, author);
    const subject = `user:${author.id}`;
    const removal = { action: 'remove', rule: 'clean', content: { kind: 'photo', id: post._id } };
    expect((await moderate(moderator, subject, removal)).status).toBe(200);
    // Well within the caches' one-second life: only dropping them hides the post this soon.
    const afterRemoval = await shown(friend);
    expect(afterRemoval.explore).not.toContain(post._id);
    expect(afterRemoval.feed).toEqual([]);

    const [statement] = (await author.client.get('/api/account/standing')).body.sanctions;
    const appealed = { sanctionId: statement._id, text: 'It is a landscape' };
    expect((await author.client.post('/api/appeals', appealed)).status).toBe(201);
    const appeals = (await reviewer.client.get('/api/moderation/appeals')).body.appeals;
    const appeal = appeals.find(
      (entry: { statement: { _id: string } }) => entry.statement._id === statement._id,
    );
    const decision = { decision: 'reversed', reason: 'Nothing explicit.' };
    const reversed = await reviewer.client.post(`/api/moderation/appeals/${appeal._id}`, decision);
    expect(reversed.status).toBe(200);
    expect(await shown(friend)).toEqual({
      explore: expect.arrayContaining([post._id]),
      feed: [post._id],
    });
  });
});
