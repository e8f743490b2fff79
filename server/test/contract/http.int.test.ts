import { describe, expect, it } from 'vitest';
import { jpeg } from '../photoFixtures';
import { readOutbox } from '../outbox';
import { sharedTestServer } from '../support';
import { call, expectSuccess, makeFriends, register, type SpecUser } from './specClient';

/**
 * The base HTTP calls (docs/protocol.md), row by row, as a spec-only client makes them: fetch, the
 * Bearer token when there is one, no cookies. Each call gets the spec's payload and is checked
 * for the spec's result shape.
 */
const server = sharedTestServer();

const imageForm = async (field: string, extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'x.jpg');
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
};

/** The reset link's token from the mail the server wrote (mail is sent after the answer). */
async function mailedResetToken(address: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const mail = (await readOutbox(server.dataDir)).find((item) => item.to.includes(address));
    const token = /resetpassword\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset mail to ${address}`);
}

describe('contract: HTTP calls: accounts', () => {
  it('register, login, forgot and reset password; google refuses a bad id token with a message', async () => {
    const user = await register(server.url);
    const login = await call(server.url, 'POST', '/api/auth/login', {
      json: { identifier: user.username, password: user.password },
    });
    expectSuccess(login);
    expect(typeof login.body.token).toBe('string');
    const byEmail = await call(server.url, 'POST', '/api/auth/login', {
      json: { identifier: user.email, password: user.password },
    });
    expect(typeof byEmail.body.token).toBe('string');

    const forgot = await call(server.url, 'POST', '/api/auth/forgotpassword', {
      json: { email: user.email },
    });
    expectSuccess(forgot);
    expect(forgot.body).toEqual({ message: expect.any(String) });
    const resetToken = await mailedResetToken(user.email);
    const reset = await call(server.url, 'PUT', `/api/auth/resetpassword/${resetToken}`, {
      json: { password: 'another12' },
    });
    expectSuccess(reset);
    expect(reset.body).toEqual({ message: expect.any(String) });
    const again = await call(server.url, 'POST', '/api/auth/login', {
      json: { identifier: user.username, password: 'another12' },
    });
    expect(typeof again.body.token).toBe('string');

    const google = await call(server.url, 'POST', '/api/auth/google', {
      json: { tokenId: 'not-a-google-token' },
    });
    expect(google.status).toBeGreaterThanOrEqual(400);
    expect(google.status).toBeLessThan(500);
    expect(google.body).toEqual({ message: expect.any(String) });
  });

  it('profile, onboarding, picture, another user, search, recommendations, block, unblock, report', async () => {
    const [me, other] = [await register(server.url), await register(server.url, 'other')];
    const token = me.token;
    const profile = await call(server.url, 'GET', '/api/users/profile', { token });
    expect(profile.body).toMatchObject({
      _id: me.id,
      username: me.username,
      email: me.email,
      bio: expect.any(String),
      interests: expect.any(Array),
      profilePicture: expect.any(String),
      blockedBy: [],
      blockedUsers: [],
      onboardingCompleted: false,
    });
    expect(profile.body).not.toHaveProperty('password');

    const updated = await call(server.url, 'PUT', '/api/users/profile', {
      token,
      json: { username: me.username, bio: 'Hello', interests: ['Music', 'Art'] },
    });
    expectSuccess(updated);
    expect(updated.body).toMatchObject({ bio: 'Hello', interests: ['Music', 'Art'] });

    const onboarding = await call(server.url, 'POST', '/api/users/onboarding', {
      token,
      json: { bio: 'Onboarded', interests: ['Travel'] },
    });
    expectSuccess(onboarding);
    expect(onboarding.body).toMatchObject({ _id: me.id, onboardingCompleted: true });

    const picture = await call(server.url, 'PUT', '/api/users/profile/picture', {
      token,
      form: await imageForm('profilePicture'),
    });
    expectSuccess(picture);
    const after = await call(server.url, 'GET', '/api/users/profile', { token });
    expect(after.body.profilePicture).toMatch(/^\/uploads\//);

    const seen = await call(server.url, 'GET', `/api/users/${other.id}`, { token });
    expect(seen.body).toMatchObject({ _id: other.id, username: other.username });
    const anonymousView = await call(server.url, 'GET', `/api/users/${other.id}`);
    expect(anonymousView.body).toMatchObject({ _id: other.id, username: other.username });

    const search = await call(
      server.url,
      'GET',
      `/api/users/search?username=${encodeURIComponent(other.username)}`,
      { token },
    );
    expect(search.body).toEqual([expect.objectContaining({ _id: other.id })]);

    const recommendations = await call(server.url, 'GET', '/api/users/recommendations', { token });
    expectSuccess(recommendations);
    for (const person of recommendations.body)
      expect(Object.keys(person)).toEqual(
        expect.arrayContaining(['_id', 'username', 'profilePicture']),
      );

    expectSuccess(await call(server.url, 'PUT', `/api/users/block/${other.id}`, { token }));
    const blocked = await call(server.url, 'GET', '/api/users/profile', { token });
    expect(blocked.body.blockedUsers).toEqual([other.id]);
    expectSuccess(await call(server.url, 'PUT', `/api/users/unblock/${other.id}`, { token }));
    const unblocked = await call(server.url, 'GET', '/api/users/profile', { token });
    expect(unblocked.body.blockedUsers).toEqual([]);

    const report = await call(server.url, 'POST', `/api/users/report/${other.id}`, {
      token,
      json: { reason: 'Spam' },
    });
    expectSuccess(report);
  });
});

describe('contract: HTTP calls: friends, photos, comments, notifications', () => {
  let alice: SpecUser;
  let bob: SpecUser;

  it('friend request (no body), reject, accept, lists, remove', async () => {
    [alice, bob] = [await register(server.url, 'alice'), await register(server.url, 'bob')];
    const carol = await register(server.url, 'carol');
    const request = await call(server.url, 'POST', `/api/friends/request/${bob.id}`, {
      token: alice.token,
    });
    expectSuccess(request);
    expect(request.body).toEqual({ message: expect.any(String) });
    const pending = await call(server.url, 'GET', '/api/friends/requests', { token: bob.token });
    expect(pending.body).toEqual([expect.objectContaining({ _id: alice.id })]);
    const accept = await call(server.url, 'POST', `/api/friends/accept/${alice.id}`, {
      token: bob.token,
    });
    expect(accept.body).toEqual({ message: expect.any(String) });
    const friends = await call(server.url, 'GET', '/api/friends', { token: alice.token });
    expect(friends.body).toEqual([
      expect.objectContaining({
        _id: bob.id,
        username: bob.username,
        profilePicture: expect.any(String),
      }),
    ]);

    expectSuccess(
      await call(server.url, 'POST', `/api/friends/request/${carol.id}`, { token: alice.token }),
    );
    const reject = await call(server.url, 'POST', `/api/friends/reject/${alice.id}`, {
      token: carol.token,
    });
    expect(reject.body).toEqual({ message: expect.any(String) });
    expect(
      (await call(server.url, 'GET', '/api/friends/requests', { token: carol.token })).body,
    ).toEqual([]);

    await makeFriends(server.url, alice, carol);
    const removed = await call(server.url, 'DELETE', `/api/friends/${carol.id}`, {
      token: alice.token,
    });
    expect(removed.body).toEqual({ message: expect.any(String) });
    const left = await call(server.url, 'GET', '/api/friends', { token: alice.token });
    expect(left.body.map((friend: { _id: string }) => friend._id)).toEqual([bob.id]);
  });

  it('photos: post, feed, explore, user list, caption, like, comments (a real list), delete', async () => {
    const posted = await call(server.url, 'POST', '/api/photos', {
      token: bob.token,
      form: await imageForm('image', { caption: 'Sunset' }),
    });
    expectSuccess(posted);
    const photoId: string = posted.body._id ?? posted.body.photo?._id;
    expect(typeof photoId).toBe('string');

    const comment = await call(server.url, 'POST', `/api/comments/${photoId}`, {
      token: alice.token,
      json: { text: 'Lovely' },
    });
    expectSuccess(comment);
    expect(comment.body).toMatchObject({
      _id: expect.any(String),
      user: { _id: alice.id, username: alice.username },
      text: 'Lovely',
    });
    const comments = await call(server.url, 'GET', `/api/comments/${photoId}`, {
      token: alice.token,
    });
    expect(comments.body).toEqual([
      expect.objectContaining({ _id: comment.body._id, text: 'Lovely' }),
    ]);

    const photoShape = {
      _id: photoId,
      user: { _id: bob.id, username: bob.username, profilePicture: expect.any(String) },
      type: 'image',
      imageUrl: expect.stringMatching(/^\/uploads\//),
      caption: 'Sunset',
      likes: [],
      comments: [
        expect.objectContaining({
          _id: comment.body._id,
          user: { _id: alice.id, username: alice.username },
          text: 'Lovely',
        }),
      ],
    };
    const feed = await call(server.url, 'GET', '/api/photos/feed?page=1&limit=10', {
      token: alice.token,
    });
    expect(feed.body).toEqual({
      photos: [expect.objectContaining(photoShape)],
      currentPage: 1,
      totalPages: 1,
    });
    const explore = await call(server.url, 'GET', '/api/photos/explore?page=1&limit=10');
    expect(explore.body).toMatchObject({ currentPage: 1, totalPages: expect.any(Number) });
    expect(explore.body.photos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: photoId, type: 'image', imageUrl: expect.any(String) }),
      ]),
    );
    const mine = await call(server.url, 'GET', `/api/photos/user/${bob.id}`, {
      token: alice.token,
    });
    expect(mine.body).toEqual([expect.objectContaining(photoShape)]);

    const caption = await call(server.url, 'PUT', `/api/photos/${photoId}`, {
      token: bob.token,
      json: { caption: 'Dusk' },
    });
    expectSuccess(caption);
    const like = await call(server.url, 'PUT', `/api/photos/like/${photoId}`, {
      token: alice.token,
    });
    expect(like.body).toEqual({
      photo: expect.objectContaining({ _id: photoId, caption: 'Dusk', likes: [alice.id] }),
    });

    expectSuccess(await call(server.url, 'DELETE', `/api/photos/${photoId}`, { token: bob.token }));
    expect((await call(server.url, 'GET', `/api/photos/user/${bob.id}`)).body).toEqual([]);
  });

  it('notifications: list, read one, read all', async () => {
    const list = await call(server.url, 'GET', '/api/notifications', { token: bob.token });
    expect(list.body.length).toBeGreaterThanOrEqual(2);
    for (const notification of list.body)
      expect(notification).toMatchObject({
        _id: expect.any(String),
        message: expect.any(String),
        read: false,
        createdAt: expect.any(String),
      });
    const [first] = list.body;
    expectSuccess(
      await call(server.url, 'PUT', `/api/notifications/${first._id}/read`, { token: bob.token }),
    );
    const afterOne = await call(server.url, 'GET', '/api/notifications', { token: bob.token });
    expect(afterOne.body.find((item: { _id: string }) => item._id === first._id).read).toBe(true);
    expectSuccess(await call(server.url, 'PUT', '/api/notifications/read', { token: bob.token }));
    const afterAll = await call(server.url, 'GET', '/api/notifications', { token: bob.token });
    expect(afterAll.body.every((item: { read: boolean }) => item.read)).toBe(true);
  });
});
