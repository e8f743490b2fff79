import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectSocket } from 'socket.io-client';
import type { Conversation, Message, MessagePage, Photo } from '@serendip/protocol';
import { registerUserOverHttp, TestClient } from '../../test/support';
import { postPhoto } from '../../test/photoFixtures';
import type { ClientSocket } from '../../test/multiProcess';
import {
  spawnServer,
  stopGracefully,
  waitUntilReady,
  type ServerProcess,
} from '../../test/serverProcess';
import { newDataDir, runCommand, seededDataDir } from '../../test/operatorCommands';

/**
 * A second server gives up as soon as it has read its configuration, before the rest of the
 * server loads: ~2 s here, but a machine busy with other test processes takes seconds more just
 * to start Node and compile the TypeScript.
 */
const REFUSAL_WITHIN_MS = 20_000;

const serverEnv = (dataDir: string) => ({
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  DATA_DIR: dataDir,
  RATE_LIMITS: 'off',
  ALTCHA_MAX_NUMBER: '2000',
  MAX_SOCKETS_PER_ADDRESS: '10000',
});

type Account = Awaited<ReturnType<typeof registerUserOverHttp>> & { client: TestClient };

async function newAccount(url: string): Promise<Account> {
  const client = new TestClient(url);
  return { ...(await registerUserOverHttp(client)), client };
}

async function roleOn(url: string, account: Account): Promise<string> {
  const response = await new TestClient(url).get<{ role: string }>('/api/account/role', {
    token: account.token,
  });
  expect(response.status).toBe(200);
  return response.body.role;
}

async function connect(url: string, token: string): Promise<ClientSocket> {
  const socket: ClientSocket = connectSocket(url, {
    query: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Every message of a conversation, through its paged history. */
async function allMessages(account: Account, conversationId: string): Promise<Message[]> {
  const messages: Message[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await account.client.get<MessagePage>(
      `/api/chat/messages/${conversationId}?page=${page}&limit=50`,
      { token: account.token },
    );
    expect(status).toBe(200);
    messages.push(...body.messages);
    if (body.currentPage >= body.totalPages) return messages;
  }
}

async function fileAt(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('one process per embedded database, and operator commands beside it', () => {
  let dataDir: string;
  let server: ServerProcess;
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    dataDir = await seededDataDir();
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    server = await spawnServer('A', serverEnv(dataDir));
    cleanups.push(() => stopGracefully(server));
    await waitUntilReady(server);
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it(
    'refuses a second server on the same DATA_DIR, naming the process that holds it',
    { timeout: 60_000 },
    async () => {
      const second = await runCommand('server', [], serverEnv(dataDir));
      expect(second.code).not.toBe(0);
      expect(second.stderr).toContain(`DATA_DIR ${dataDir} is in use`);
      expect(second.stderr).toContain(`pid ${server.child.pid}`);
      expect(second.stderr).toContain(`port ${server.port}`);
      expect(second.stdout).not.toContain('Serendip is running');
      expect(second.ms).toBeLessThan(REFUSAL_WITHIN_MS);
      // The first goes on serving, its writes its own.
      const account = await newAccount(server.url);
      expect(await roleOn(server.url, account)).toBe('user');
    },
  );

  it(
    'grants and revokes a role through the running server, effective at once',
    { timeout: 120_000 },
    async () => {
      const account = await newAccount(server.url);
      expect(await roleOn(server.url, account)).toBe('user');

      const granted = await runCommand('admin', ['grant', account.email, 'moderator'], {
        DATA_DIR: dataDir,
      });
      expect(granted.stderr).toBe('');
      expect(granted.stdout).toContain(
        `${account.username} (${account.email}) is now a moderator.`,
      );
      expect(granted.code).toBe(0);
      expect(await roleOn(server.url, account)).toBe('moderator');
      const queue = await account.client.get('/api/moderation/queue');
      expect(queue.status).toBe(200);

      const revoked = await runCommand('admin', ['revoke', account.email], { DATA_DIR: dataDir });
      expect(revoked.code).toBe(0);
      expect(await roleOn(server.url, account)).toBe('user');

      const unknown = await runCommand('admin', ['grant', 'nobody@example.com', 'admin'], {
        DATA_DIR: dataDir,
      });
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No account with the e-mail nobody@example.com.');
    },
  );

  it(
    'backs up while writes go on; restore refuses the held DATA_DIR and fills a new one, where every account, photo, message and file is',
    { timeout: 240_000 },
    async () => {
      const alice = await newAccount(server.url);
      const bob = await newAccount(server.url);
      expect((await alice.client.post(`/api/friends/request/${bob.user._id}`)).status).toBe(201);
      expect((await bob.client.post(`/api/friends/accept/${alice.user._id}`)).status).toBe(200);
      const conversation = await alice.client.post<Conversation>(
        `/api/chat/conversation/${bob.user._id}`,
      );
      const conversationId = conversation.body._id;
      const socket = await connect(server.url, alice.token);
      cleanups.push(async () => socket.disconnect());

      // Every write is recorded with the time it was acknowledged.
      const accounts = [alice, bob].map((account) => ({ account, at: Date.now() }));
      const photos: { photo: Photo; at: number }[] = [];
      const messages: { content: string; at: number }[] = [];
      let writing = true;
      const writer = (async () => {
        for (let n = 1; writing; n += 1) {
          const content = `message ${n}`;
          const ack = await socket.emitWithAck('sendMessage', {
            conversationId,
            content,
            type: 'text',
            clientId: `backup-${n}`,
          });
          expect(ack.ok).toBe(true);
          messages.push({ content, at: Date.now() });
          if (n % 3 === 1)
            photos.push({ photo: await postPhoto(alice.client, `photo ${n}`), at: Date.now() });
          if (n % 7 === 0) accounts.push({ account: await newAccount(server.url), at: Date.now() });
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      while (photos.length < 3) await new Promise((resolve) => setTimeout(resolve, 50));

      const archive = path.join(await newDataDir(), 'backup.tar.gz');
      const backupStarted = Date.now();
      const backup = await runCommand('backup', [archive], { DATA_DIR: dataDir });
      const backupEnded = Date.now();
      writing = false;
      await writer;
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toContain(`while a Serendip server (pid ${server.child.pid}`);
      expect(backup.code).toBe(0);
      const during = messages.filter(({ at }) => at > backupStarted && at < backupEnded);
      expect(during.length).toBeGreaterThan(0);

      const held = await runCommand('restore', [archive], { DATA_DIR: dataDir });
      expect(held.code).toBe(1);
      expect(held.stderr).toContain(`DATA_DIR ${dataDir} is in use`);
      expect(held.stderr).toContain(`pid ${server.child.pid}`);

      const restoredDir = path.join(await newDataDir(), 'restored');
      cleanups.push(() => fs.rm(path.dirname(restoredDir), { recursive: true, force: true }));
      const restored = await runCommand('restore', [archive], { DATA_DIR: restoredDir });
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      const again = await runCommand('restore', [archive], { DATA_DIR: restoredDir });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`DATA_DIR ${restoredDir} is not empty`);
      // With no server on it, the admin command opens the folder itself.
      const offline = await runCommand('admin', ['grant', alice.email, 'admin'], {
        DATA_DIR: restoredDir,
      });
      expect(offline.code).toBe(0);

      const restoredServer = await spawnServer('B', serverEnv(restoredDir));
      cleanups.push(() => stopGracefully(restoredServer));
      await waitUntilReady(restoredServer);
      const b = restoredServer.url;
      // The signing secret came along: a session from before the backup is still valid.
      expect(await roleOn(b, alice)).toBe('admin');

      for (const { account } of accounts.filter(({ at }) => at < backupStarted)) {
        const login = await new TestClient(b).post('/api/auth/login', {
          identifier: account.email,
          password: account.password,
        });
        expect(login.status, account.email).toBe(200);
      }

      const listed = await new TestClient(b).get<Photo[]>(`/api/photos/user/${alice.user._id}`, {
        token: alice.token,
      });
      expect(listed.status).toBe(200);
      const restoredIds = new Set(listed.body.map((photo) => photo._id));
      for (const { photo } of photos.filter(({ at }) => at < backupStarted))
        expect(restoredIds.has(photo._id), photo.caption).toBe(true);
      // Every photo the copy holds, even one written as it was taken, has its file, byte for byte.
      for (const photo of listed.body)
        expect(
          (await fileAt(b + photo.imageUrl)).equals(await fileAt(server.url + photo.imageUrl)),
        ).toBe(true);

      const restoredMessages = new Set(
        (await allMessages({ ...alice, client: new TestClient(b) }, conversationId)).map(
          (message) => message.content,
        ),
      );
      for (const { content } of messages.filter(({ at }) => at < backupStarted))
        expect(restoredMessages.has(content), content).toBe(true);
    },
  );
});

describe('backup and restore with PostgreSQL', () => {
  it(
    'say to use pg_dump / pg_restore and object storage versioning, and exit non-zero',
    { timeout: 60_000 },
    async () => {
      const dataDir = await newDataDir();
      try {
        const env = {
          DATA_DIR: dataDir,
          // Never reached: the commands refuse before connecting.
          DATABASE_URL: 'postgres://nobody@127.0.0.1:1/serendip',
          JWT_SECRET: 'x'.repeat(32),
        };
        const archive = path.join(dataDir, 'backup.tar.gz');
        const results = await Promise.all([
          runCommand('backup', [archive], env),
          runCommand('restore', [archive], env),
        ]);
        for (const result of results) {
          expect(result.code).toBe(1);
          expect(result.stderr).toContain('pg_dump');
          expect(result.stderr).toContain('pg_restore');
          expect(result.stderr).toContain('versioning');
        }
        await expect(fs.access(archive)).rejects.toThrow();
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
