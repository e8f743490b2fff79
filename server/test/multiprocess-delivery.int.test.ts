import { afterAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { io as connectSocket } from 'socket.io-client';
import type { ChatMessage, Conversation } from '@serendip/protocol';
import {
  startCluster,
  type ClientSocket,
  type ServerCluster,
  type ServerProcess,
} from './multiProcess';
import { befriend, pause, signUp, type Person } from './social';

const USERS = 20;
const MESSAGES_PER_USER = 100;
const SEND_GAP_MS = 25;

/** One chat user whose connection moves to a live process when its process dies. */
class Chatter {
  socket?: ClientSocket;
  /** False once its first connection dropped. */
  stayedConnected = true;
  readonly received = new Set<string>();
  readonly acked = new Map<string, string>(); // clientId → _id
  private connecting?: Promise<ClientSocket>;

  constructor(
    readonly person: Person,
    readonly conversationId: string,
    private readonly targets: () => ServerProcess[],
    private readonly index: number,
  ) {}

  async connect(): Promise<ClientSocket> {
    for (let attempt = 0; ; attempt += 1) {
      const live = this.targets();
      const target = live[(this.index + attempt) % live.length];
      const socket: ClientSocket = connectSocket(target.url, {
        query: { token: this.person.token },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      const connected = await new Promise<boolean>((resolve) => {
        socket.once('connect', () => resolve(true));
        socket.once('connect_error', () => resolve(false));
      });
      // A process dying or starting refuses for a moment: try again shortly, as a client would.
      if (!connected) {
        socket.close();
        await pause(100);
        continue;
      }
      socket.on('receiveMessage', (message: ChatMessage) => this.received.add(message._id));
      const joined = await socket
        .timeout(5000)
        .emitWithAck('joinConversation', this.conversationId)
        .catch(() => null);
      if (!joined?.ok) {
        socket.close();
        // As above: a process that cannot answer yet.
        await pause(100);
        continue;
      }
      socket.once('disconnect', () => {
        this.stayedConnected = false;
        this.socket = undefined;
      });
      this.socket = socket;
      return socket;
    }
  }

  /** The live socket, reconnecting (to another process) when the last one dropped. */
  ready(): Promise<ClientSocket> {
    if (this.socket?.connected) return Promise.resolve(this.socket);
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  /** Sends every message, retrying an unacknowledged one with the SAME clientId. */
  async sendAll(count: number, sent: { total: number }): Promise<void> {
    for (let index = 0; index < count; index += 1) {
      const clientId = `${this.person.id.slice(-12)}-${index}`;
      for (;;) {
        const socket = await this.ready();
        sent.total += 1;
        const ack = await socket
          .timeout(3000)
          .emitWithAck('sendMessage', {
            conversationId: this.conversationId,
            content: `#${index}`,
            type: 'text',
            clientId,
          })
          .catch(() => null);
        if (ack?.ok) {
          this.acked.set(clientId, ack.message._id);
          break;
        }
        // Refused or unanswered: resend after a moment, as the web app does.
        await pause(100);
      }
      // A person's pace, so that the crash lands in the middle of the run.
      await pause(SEND_GAP_MS);
    }
  }
}

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)(
  'message delivery across a crash',
  () => {
    let cluster: ServerCluster | undefined;
    afterAll(async () => {
      await cluster?.close();
    });

    it(
      'stores every acknowledged message once and delivers it to connected recipients',
      { timeout: 90_000 },
      async () => {
        cluster = await startCluster(2);
        const [a, b] = cluster.processes;
        let targets: ServerProcess[] = [a, b];
        const people = await Promise.all(
          Array.from({ length: USERS }, (_, i) => signUp(i % 2 ? b.url : a.url, 'dlv')),
        );
        const chatters: Chatter[] = [];
        await Promise.all(
          Array.from({ length: USERS / 2 }, async (_, pair) => {
            const [first, second] = [people[pair * 2], people[pair * 2 + 1]];
            await befriend(first, second);
            const { body } = await first.client.post<Conversation>(
              `/api/chat/conversation/${second.id}`,
            );
            chatters[pair * 2] = new Chatter(first, body._id, () => targets, pair * 2);
            chatters[pair * 2 + 1] = new Chatter(second, body._id, () => targets, pair * 2 + 1);
          }),
        );
        // Even users on A, odd users on B: every conversation crosses processes.
        await Promise.all(chatters.map((chatter) => chatter.ready()));

        const sent = { total: 0 };
        const sending = Promise.all(
          chatters.map((chatter) => chatter.sendAll(MESSAGES_PER_USER, sent)),
        );
        const acked = () => chatters.reduce((sum, chatter) => sum + chatter.acked.size, 0);
        await vi.waitFor(
          () => expect(acked()).toBeGreaterThanOrEqual((USERS * MESSAGES_PER_USER) / 3),
          { timeout: 60_000, interval: 20 },
        );
        await b.kill('SIGKILL');
        targets = [a];
        const replacement = await cluster.startAnother();
        targets = [a, replacement];
        await sending;

        const database = new pg.Client({ connectionString: cluster.databaseUrl });
        await database.connect();
        const { rows } = await database.query<{ id: string }>('select id from messages');
        await database.end();
        const stored = new Map<string, number>();
        for (const row of rows) stored.set(row.id, (stored.get(row.id) ?? 0) + 1);
        const ackedIds = chatters.flatMap((chatter) => [...chatter.acked.values()]);
        const duplicates = rows.length - new Set(rows.map((row) => row.id)).size;
        const missingStored = ackedIds.filter((id) => stored.get(id) !== 1).length;
        let connected = 0;
        let missingForConnected = 0;
        for (let i = 0; i < USERS; i += 1) {
          const partner = chatters[i % 2 ? i - 1 : i + 1];
          if (!chatters[i].stayedConnected) continue;
          connected += 1;
          for (const id of partner.acked.values())
            if (!chatters[i].received.has(id)) missingForConnected += 1;
        }
        console.log(
          `sent ${sent.total} (attempts), acked ${ackedIds.length}, stored ${rows.length}, duplicates ${duplicates}, ` +
            `acked-not-stored-once ${missingStored}, connected-whole-run ${connected}/${USERS}, missing-for-connected ${missingForConnected}`,
        );
        expect(ackedIds.length).toBe(USERS * MESSAGES_PER_USER);
        expect(rows.length).toBe(USERS * MESSAGES_PER_USER);
        expect(duplicates).toBe(0);
        expect(missingStored).toBe(0);
        expect(connected).toBe(USERS / 2);
        expect(missingForConnected).toBe(0);
      },
    );
  },
);
