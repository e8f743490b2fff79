import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  Comment,
  Conversation,
  MessagePage,
  Notification,
  Photo,
  Room,
  SelfUser,
  ServerToClientEvents,
  UserSummary,
} from '@serendip/protocol';
import { createServer, type RunningServer } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createLogger } from '../src/platform/logger';
import { migrationsFolder } from '../src/platform/db/database';
import { TestClient } from './testClient';
import { readManifest, unpackFixture, type FixtureManifest } from './fixtures/releaseFixture';

// A database written by an earlier release (server/test/fixtures, refreshed at each release as
// docs/operations/upgrades.md says) must open with this code, take its migrations at start-up
// as any server does, and still give every person everything they had.

let manifest: FixtureManifest;
let dataDir: string;
let server: RunningServer;
let baseUrl: string;
const clients = new Map<string, TestClient>();

const user = (username: string) => manifest.users.find((entry) => entry.username === username)!;
const as = (username: string) => clients.get(username)!;

beforeAll(async () => {
  manifest = await readManifest();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-upgrade-'));
  await unpackFixture(dataDir);
  // The server opens DATA_DIR/db itself, as `npm start` does: no template, no test database.
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RATE_LIMITS: 'off',
  });
  server = await createServer({ config, logger: createLogger(config.logLevel) });
  baseUrl = `http://127.0.0.1:${await server.listen()}`;
  for (const { username } of manifest.users) {
    const client = new TestClient(baseUrl);
    const login = await client.post<{ token: string }>('/api/auth/login', {
      identifier: username,
      password: manifest.password,
    });
    expect(login.status, `${username} signs in`).toBe(200);
    client.token = login.body.token;
    clients.set(username, client);
  }
});

afterAll(async () => {
  await server?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe(`a database made by an earlier release`, () => {
  it('takes every migration of this code on top of the ones it had', async () => {
    const journal = JSON.parse(
      await fs.readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const tags = journal.entries.map((entry) => entry.tag);
    // The fixture's migrations are a prefix of today's: none was renamed, reordered or dropped.
    expect(tags.slice(0, manifest.migrations.length)).toEqual(manifest.migrations);
    const applied = (await server.ctx.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    expect(applied.rows[0].n).toBe(tags.length);
  });

  it('keeps every account, its profile, picture, role and blocks', async () => {
    for (const expected of manifest.users) {
      const profile = await as(expected.username).get<SelfUser>('/api/users/profile');
      expect(profile.status).toBe(200);
      expect(profile.body).toMatchObject({
        _id: expected.id,
        username: expected.username,
        email: expected.email,
        bio: expected.bio,
        interests: expected.interests,
      });
    }
    const withPicture = await as(manifest.profilePicture).get<SelfUser>('/api/users/profile');
    expect(withPicture.body.profilePicture).toMatch(/^\/uploads\//);
    for (const [blocker, blocked] of manifest.blocks) {
      const profile = await as(blocker).get<SelfUser>('/api/users/profile');
      expect(profile.body.blockedUsers).toContain(user(blocked).id);
    }
    const role = await as(manifest.moderator).get<{ role: string }>('/api/account/role');
    expect(role.body.role).toBe('moderator');
  });

  it('keeps friendships and pending requests', async () => {
    for (const [a, b] of manifest.friendships) {
      const friends = await as(a).get<UserSummary[]>('/api/friends');
      expect(friends.status).toBe(200);
      expect(friends.body.map((friend) => friend.username)).toContain(b);
      const back = await as(b).get<UserSummary[]>('/api/friends');
      expect(back.body.map((friend) => friend.username)).toContain(a);
    }
    for (const [from, to] of manifest.pendingRequests) {
      const requests = await as(to).get<UserSummary[]>('/api/friends/requests');
      expect(JSON.stringify(requests.body)).toContain(user(from).id);
    }
  });

  it('keeps photos with their likes and comments, in profiles and the feed', async () => {
    for (const expected of manifest.photos) {
      const owner = user(expected.owner);
      const listed = await as(expected.owner).get<Photo[]>(`/api/photos/user/${owner.id}`);
      const photo = listed.body.find((entry) => entry._id === expected.id);
      expect(photo).toMatchObject({ caption: expected.caption, user: { _id: owner.id } });
      expect(photo!.imageUrl).toMatch(/^\/uploads\//);
      expect([...photo!.likes].sort()).toEqual(
        expected.likedBy.map((username) => user(username).id).sort(),
      );
      const comments = await as(expected.owner).get<Comment[]>(`/api/comments/${expected.id}`);
      expect(
        comments.body.map((comment) => ({ author: comment.user.username, text: comment.text })),
      ).toEqual(expect.arrayContaining(expected.comments));
      expect(comments.body).toHaveLength(expected.comments.length);
    }
    // A friend's feed shows the owner's photos.
    const [owner, friend] = manifest.friendships[0];
    const feed = await as(friend).get<{ photos: Photo[] }>('/api/photos/feed?page=1&limit=10');
    const owned = manifest.photos.filter((photo) => photo.owner === owner).map((p) => p.id);
    expect(feed.body.photos.map((photo) => photo._id)).toEqual(expect.arrayContaining(owned));
  });

  it('keeps conversations and their history, and takes new messages', async () => {
    for (const expected of manifest.conversations) {
      const [first, second] = expected.participants;
      const list = await as(first).get<Conversation[]>('/api/chat/conversations');
      expect(list.body.map((conversation) => conversation._id)).toContain(expected.id);
      const history = await as(second).get<MessagePage>(
        `/api/chat/messages/${expected.id}?page=1&limit=20`,
      );
      expect(history.status).toBe(200);
      expect(
        history.body.messages.map((message) => ({
          sender: message.sender.username,
          content: message.content,
        })),
      ).toEqual(expected.messages);
    }

    const [conversation] = manifest.conversations;
    const sender = conversation.participants[0];
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connectSocket(baseUrl, {
      query: { token: as(sender).token },
      transports: ['websocket'],
      forceNew: true,
    });
    try {
      const ack = await socket.emitWithAck('sendMessage', {
        conversationId: conversation.id,
        content: 'Written after the upgrade',
        type: 'text',
      });
      expect(ack).toMatchObject({ ok: true });
    } finally {
      socket.disconnect();
    }
    const history = await as(conversation.participants[1]).get<MessagePage>(
      `/api/chat/messages/${conversation.id}?page=1&limit=20`,
    );
    expect(history.body.messages.map((message) => message.content)).toEqual([
      ...conversation.messages.map((message) => message.content),
      'Written after the upgrade',
    ]);
  });

  it('keeps rooms and their messages', async () => {
    const reader = manifest.users[0].username;
    const rooms = await as(reader).get<Room[]>('/api/rooms');
    for (const expected of manifest.rooms) {
      expect(rooms.body.find((room) => room._id === expected.id)).toMatchObject({
        name: expected.name,
        description: expected.description,
      });
      const history = await as(reader).get<MessagePage>(
        `/api/rooms/${expected.id}/messages?page=1&limit=20`,
      );
      expect(
        history.body.messages.map((message) => ({
          sender: message.sender.username,
          content: message.content,
        })),
      ).toEqual(expected.messages);
    }
  });

  it('keeps notifications, read and unread', async () => {
    for (const [username, expected] of Object.entries(manifest.notifications)) {
      const list = await as(username).get<Notification[]>('/api/notifications');
      expect(list.status).toBe(200);
      expect({
        total: list.body.length,
        unread: list.body.filter((notification) => !notification.read).length,
      }).toEqual(expected);
    }
  });

  it('keeps the report and the warning it led to', async () => {
    const { user: warned, reason, rule } = manifest.warning;
    const standing = await as(warned).get<{ sanctions: { decision: string; rule: string }[] }>(
      '/api/account/standing',
    );
    expect(standing.status).toBe(200);
    expect(standing.body.sanctions).toEqual([
      expect.objectContaining({ decision: 'warning', rule }),
    ]);
    const item = await as(manifest.moderator).get<{ reportList: object[] }>(
      `/api/moderation/items/user:${user(warned).id}`,
    );
    expect(item.status).toBe(200);
    expect(item.body.reportList).toEqual([
      expect.objectContaining({ reason, reporter: 'account', outcome: 'actioned' }),
    ]);
  });
});
