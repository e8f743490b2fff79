import pg from 'pg';
import { expect, vi } from 'vitest';
import type { ChatMessage, Conversation } from '@serendip/protocol';
import type { ClientSocket, ServerCluster, ServerProcess } from '../multiProcess';
import { befriend, pause, signUp, type Person } from '../social';

/** Longer than any server-side wait (publish 5 s, database connect 5 s): past it, a send hung. */
const ACK_TIMEOUT_MS = 10_000;
const SEND_GAP_MS = 20;

/** One friend-chat user on one process, sending numbered messages until told to stop. */
export class Chatter {
  /** index → _id of each acknowledged message. */
  readonly acked = new Map<number, string>();
  /** What arrived, in arrival order (a resend may arrive twice; clients merge by _id). */
  readonly received: ChatMessage[] = [];
  refused = 0;
  hung = 0;
  disconnected = false;
  private next = 0;

  constructor(
    readonly person: Person,
    readonly conversationId: string,
    readonly socket: ClientSocket,
  ) {
    socket.on('receiveMessage', (message) => this.received.push(message));
    socket.on('disconnect', () => (this.disconnected = true));
  }

  /** Sends #0, #1... in order; a refused or unanswered send is retried with the same clientId. */
  async sendUntil(stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      const index = this.next;
      const ack = await this.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('sendMessage', {
          conversationId: this.conversationId,
          content: `${this.person.username}#${index}`,
          type: 'text',
          clientId: `${this.person.id}-${index}`,
        })
        .catch(() => null);
      if (ack?.ok) {
        this.acked.set(index, ack.message._id);
        this.next += 1;
        // A person's pace: the outage meets a steady flow, not a flood.
        await pause(SEND_GAP_MS);
      } else {
        if (ack) this.refused += 1;
        else this.hung += 1;
        // Resend after a moment, as the web app does.
        await pause(100);
      }
    }
  }
}

/** Pairs of friends, each pair split across the two processes, chatting. */
export async function chatPairs(
  cluster: ServerCluster,
  pairs: number,
): Promise<Array<[Chatter, Chatter]>> {
  const [a, b] = cluster.processes;
  return Promise.all(
    Array.from({ length: pairs }, async () => {
      const [first, second] = await Promise.all([signUp(a.url, 'out'), signUp(b.url, 'out')]);
      await befriend(first, second);
      const { body } = await first.client.post<Conversation>(`/api/chat/conversation/${second.id}`);
      const join = async (person: Person, target: ServerProcess) => {
        const socket = await cluster.socket(target, person.token);
        expect(await socket.emitWithAck('joinConversation', body._id)).toEqual({ ok: true });
        return new Chatter(person, body._id, socket);
      };
      return Promise.all([join(first, a), join(second, b)]);
    }),
  );
}

/** Polls /healthz and /readyz of every process, every 200 ms each, while a run lasts. */
export class Probe {
  /** /healthz requests that did not answer 200 within 2 s. */
  readonly unhealthy: string[] = [];
  /** Every /readyz request: sent and answered when, to which process, status (0: none in 3 s). */
  readonly ready: Array<{ at: number; done: number; name: string; status: number }> = [];
  private readonly pending: Array<Promise<void>> = [];
  private readonly timer: NodeJS.Timeout;

  constructor(processes: ServerProcess[]) {
    // Requests are sent on a fixed cadence, not one after the other: a slow answer is a finding.
    this.timer = setInterval(() => {
      for (const server of processes) {
        const at = Date.now();
        this.pending.push(
          status(`${server.url}/healthz`, 2000).then((health) => {
            if (health !== 200) this.unhealthy.push(`${server.name}: ${health} at ${at}`);
          }),
          status(`${server.url}/readyz`, 3000).then((ready) => {
            this.ready.push({ at, done: Date.now(), name: server.name, status: ready });
          }),
        );
      }
    }, 200);
  }

  /** The /readyz statuses each process gave to requests sent and answered between two instants. */
  readyBetween(from: number, to: number): Map<string, number[]> {
    const seen = new Map<string, number[]>();
    for (const sample of this.ready)
      if (sample.at >= from && sample.done <= to)
        seen.set(sample.name, [...(seen.get(sample.name) ?? []), sample.status]);
    return seen;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.pending);
  }
}

async function status(url: string, timeoutMs: number): Promise<number> {
  return fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).then(
    (response) => response.status,
    () => 0,
  );
}

/** Waits until every sender has `more` further messages acknowledged. */
export async function ackedMore(chatters: Chatter[], more: number, timeoutMs: number) {
  const from = chatters.map((chatter) => chatter.acked.size);
  await vi.waitFor(
    () =>
      expect(
        chatters.filter((chatter, index) => chatter.acked.size < from[index] + more).length,
        'senders still without new acknowledgements',
      ).toBe(0),
    { timeout: timeoutMs, interval: 100 },
  );
}

/**
 * What a chat run lost: acknowledged messages not stored once or not received by the partner,
 * stored duplicates, and messages stored or received out of their sender's order.
 */
export async function lossesOf(databaseUrl: string, pairs: Array<[Chatter, Chatter]>) {
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  const { rows } = await database.query<{ id: string; sender_id: string; content: string }>(
    'select id, sender_id, content from messages order by created_at, id',
  );
  await database.end();
  const stored = new Map<string, number>();
  for (const row of rows) stored.set(row.id, (stored.get(row.id) ?? 0) + 1);
  const indexOf = (content: string) => Number(content.slice(content.lastIndexOf('#') + 1));
  const result = { acked: 0, notStored: 0, duplicates: 0, notReceived: 0, outOfOrder: 0 };
  result.duplicates =
    rows.length - new Set(rows.map((row) => `${row.sender_id}|${row.content}`)).size;
  for (const [first, second] of pairs) {
    for (const [sender, receiver] of [
      [first, second],
      [second, first],
    ]) {
      result.acked += sender.acked.size;
      for (const id of sender.acked.values()) if (stored.get(id) !== 1) result.notStored += 1;
      // Stored in the sender's order?
      const order = rows
        .filter((row) => row.sender_id === sender.person.id)
        .map((row) => indexOf(row.content));
      result.outOfOrder += order.filter((index, at) => at > 0 && index <= order[at - 1]).length;
      // Received by the partner, each send under one _id, first arrivals in the sender's order?
      const firstArrivals = new Map<string, number>();
      for (const message of receiver.received)
        if (message.sender._id === sender.person.id && !firstArrivals.has(message._id))
          firstArrivals.set(message._id, indexOf(message.content));
      for (const id of sender.acked.values()) if (!firstArrivals.has(id)) result.notReceived += 1;
      const arrived = [...firstArrivals.values()];
      result.duplicates += arrived.length - new Set(arrived).size;
      result.outOfOrder += arrived.filter((index, at) => at > 0 && index <= arrived[at - 1]).length;
    }
  }
  return result;
}
