import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../platform/db/database';
import { preparedPerDatabase } from '../platform/db/prepared';
import { AppError, conflict, unavailable } from '../platform/errors';
import { presentMessage, type MessageRow } from './presenter';
import type { StoredMessage } from './service';

/** A message to store: its id is given when it is queued, so ids follow the queue's order. */
export type NewMessage = Pick<
  MessageRow,
  'id' | 'conversationId' | 'roomId' | 'senderId' | 'clientId' | 'type' | 'content'
> & { replyToId?: string | null };

/** At most this many rows per statement. */
const MAX_BATCH = 500;

interface Queued {
  row: NewMessage;
  /** Runs right after the commit, in queue order (publishing), before the caller hears back. */
  then: (stored: StoredMessage) => Promise<void>;
  resolve: (stored: PromiseLike<StoredMessage>) => void;
  reject: (error: unknown) => void;
}

const SAVE_FAILED = 'The message could not be saved. Please retry.';

/**
 * Group commit for chat messages: messages queued in the same turn of the event loop (or while
 * the previous batch commits) are stored by one multi-row INSERT in one transaction. Batches
 * commit one after another and rows keep their queue order, so one sender's messages are stored,
 * and published, in the order they were queued. When a batch fails, its rows are retried one by
 * one, so a bad row fails only its own sender.
 */
export class MessageWriter {
  private queue: Queued[] = [];
  private committing = false;
  private pending: NodeJS.Immediate | undefined;

  constructor(private readonly db: Database) {}

  /**
   * Stores `row` (or finds the one its sender already stored under the same clientId), runs
   * `then` in commit order, and resolves once both are done.
   */
  store(row: NewMessage, then: Queued['then'] = async () => {}): Promise<StoredMessage> {
    return new Promise<StoredMessage>((resolve, reject) => {
      this.queue.push({ row, then, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.committing || this.pending || this.queue.length === 0) return;
    // After the I/O already read in this turn of the event loop: the messages that arrived
    // together share the commit, and a lone message waits for nothing. (A 1 ms timer here made
    // a lone message wait 1-2 ms and one at a time 1.7× slower: bench/results/2026-11-27.md.)
    this.pending = setImmediate(() => {
      this.pending = undefined;
      void this.commitNext();
    });
  }

  private async commitNext(): Promise<void> {
    this.committing = true;
    const batch = this.queue.splice(0, MAX_BATCH);
    try {
      const results = await storeRows(
        this.db,
        batch.map((queued) => queued.row),
      ).catch((error: unknown) => error as Error);
      if (Array.isArray(results)) batch.forEach((queued, index) => settle(queued, results[index]));
      // One row broke a rule (say its conversation is gone): the others are stored without it.
      else if (isRowError(results)) await this.oneByOne(batch);
      // The database is away: every row fails now, rather than each after its own timeout.
      else for (const queued of batch) settle(queued, results);
    } finally {
      this.committing = false;
    }
    // What queued meanwhile has waited long enough: it goes at once.
    if (this.queue.length > 0) void this.commitNext();
  }

  private async oneByOne(batch: Queued[]): Promise<void> {
    for (const queued of batch) {
      const result = await storeRows(this.db, [queued.row]).then(
        ([stored]) => stored,
        (error: unknown) => (error instanceof Error ? error : unavailable(SAVE_FAILED)),
      );
      settle(queued, result);
    }
  }
}

/** An integrity rule (SQLSTATE class 23) refused a row, as opposed to a lost connection. */
function isRowError(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('23')) return true;
    if (typeof cause !== 'object') break;
  }
  return false;
}

function settle(queued: Queued, result: StoredMessage | Error | undefined): void {
  if (result instanceof Error || !result) {
    queued.reject(result instanceof AppError ? result : unavailable(SAVE_FAILED));
    return;
  }
  let published: Promise<void>;
  try {
    published = queued.then(result);
  } catch (error) {
    // A `then` that throws at once must not stop the rest of the batch from being answered.
    published = Promise.reject(error);
  }
  queued.resolve(published.then(() => result));
}

const keyOf = (row: { senderId: string; clientId: string }) => `${row.senderId}|${row.clientId}`;

type StoredRow = {
  id: string;
  conversation_id: string | null;
  room_id: string | null;
  sender_id: string;
  client_id: string;
  type: MessageRow['type'];
  content: string;
  created_at: Date | string;
  reply_to_id: string | null;
  edited_at: Date | string | null;
  deleted_at: Date | string | null;
  original_content: string | null;
  username: string;
  profile_picture: string;
  /** Stored by this statement (else by an earlier one, under the same sender and clientId). */
  fresh: boolean;
};

/**
 * The statement storing a batch (its rows as JSON, `input`): one, so one transaction and one
 * round trip. It inserts the rows (a clientId its sender already used stores nothing), moves the
 * last activity of their conversations and rooms, and returns every row stored under the batch's
 * (sender, clientId) pairs with its sender. Per row: the stored message, or the conflict when its
 * clientId named another place.
 *
 * Every lookup goes through an index whatever the planner believes of the batch: it takes
 * jsonb_to_recordset for 100 rows, and against that a hash join over a whole table looked
 * cheaper than 100 index probes until the table passed tens of thousands of rows. The earlier
 * rows were found that way, by a sequential scan of `messages` for every batch (15.6 of 17.6 ms
 * at 7,200 messages, growing with the table; bench/results/2026-11-28.md). So the earlier row
 * and the sender are fetched per input row by a LATERAL subquery with LIMIT 1 (the limit keeps it
 * from being flattened into a join the planner may hash; both keys are unique), and the
 * conversations and rooms touched are found by `= any(array(...))`, an index condition.
 *
 * It runs as a named prepared statement (storeBatch): planning this statement afresh took about
 * half of a batch's time on PostgreSQL (a batch of one: 2.0-2.3 ms unnamed, 0.9-1.3 ms named;
 * bench/results/2026-11-28.md). The plan PostgreSQL then keeps is a generic one; the LATERAL ...
 * LIMIT 1 shape keeps its lookups index probes whatever it assumes of the input (the test checks
 * both).
 */
const storeBatchStatement = sql`
    with input as (
      select * from jsonb_to_recordset(${sql.placeholder('input')}::jsonb) as t(
        id uuid, conversation_id uuid, room_id uuid, sender_id uuid,
        client_id text, type text, content text, reply_to_id uuid)
    ), inserted as (
      insert into messages (id, conversation_id, room_id, sender_id, client_id, type, content,
        reply_to_id)
      select id, conversation_id, room_id, sender_id, client_id, type, content, reply_to_id
      from input
      on conflict (sender_id, client_id) do nothing
      returning *
    ), touched_conversations as (
      update conversations
      set last_message_at = greatest(coalesce(last_message_at, now()), now())
      where id = any(array(select conversation_id from inserted))
    ), touched_rooms as (
      update rooms set last_activity_at = now()
      where id = any(array(select room_id from inserted))
    )
    select inserted.*, sender.username, sender.profile_picture, true as fresh
    from inserted
    cross join lateral (
      select username, profile_picture from users where users.id = inserted.sender_id limit 1
    ) sender
    union all
    select earlier.*, sender.username, sender.profile_picture, false as fresh
    from input
    cross join lateral (
      select * from messages
      where messages.sender_id = input.sender_id and messages.client_id = input.client_id
      limit 1
    ) earlier
    cross join lateral (
      select username, profile_picture from users where users.id = earlier.sender_id limit 1
    ) sender`;

/** The statement's text and parameters (`$1`, the placeholder `input`), built once. */
export const storeBatchQuery = new PgDialect().sqlToQuery(storeBatchStatement);

/** `rows` as the statement's `input`. */
export function batchInput(rows: NewMessage[]): string {
  return JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      conversation_id: row.conversationId,
      room_id: row.roomId,
      sender_id: row.senderId,
      client_id: row.clientId,
      type: row.type,
      content: row.content,
      reply_to_id: row.replyToId ?? null,
    })),
  );
}

/** The statement prepared once per database handle, under its own name on every connection. */
const storeBatch = preparedPerDatabase((db: Database) =>
  db._.session.prepareQuery(storeBatchQuery, undefined, 'store_message_batch', false),
);

/** Stores a batch (storeBatch) and answers each row: its stored message, or its error. */
async function storeRows(db: Database, rows: NewMessage[]): Promise<Array<StoredMessage | Error>> {
  const result = (await storeBatch(db).execute({ input: batchInput(rows) })) as unknown as {
    rows: StoredRow[];
  };
  const fresh = new Map<string, StoredRow>();
  const earlier = new Map<string, StoredRow>();
  for (const found of result.rows)
    (found.fresh ? fresh : earlier).set(`${found.sender_id}|${found.client_id}`, found);
  return rows.map((row) => {
    const key = keyOf(row);
    const own = fresh.get(key);
    const created = own?.id === row.id;
    const stored = created ? own : (earlier.get(key) ?? own);
    if (!stored) return unavailable(SAVE_FAILED);
    if (stored.conversation_id !== row.conversationId || stored.room_id !== row.roomId)
      return conflict('This client id was already used for another message.');
    return { message: presentStored(stored), created };
  });
}

function presentStored(stored: StoredRow) {
  return presentMessage(
    {
      id: stored.id,
      conversationId: stored.conversation_id,
      roomId: stored.room_id,
      senderId: stored.sender_id,
      clientId: stored.client_id,
      type: stored.type,
      content: stored.content,
      createdAt: new Date(stored.created_at),
      replyToId: stored.reply_to_id,
      editedAt: stored.edited_at === null ? null : new Date(stored.edited_at),
      deletedAt: stored.deleted_at === null ? null : new Date(stored.deleted_at),
      originalContent: stored.original_content,
    },
    { id: stored.sender_id, username: stored.username, profilePicture: stored.profile_picture },
  );
}

const writers = new WeakMap<Database, MessageWriter>();

/** The one writer of a database handle (batches form across every sender of the process). */
export function messageWriter(db: Database): MessageWriter {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new MessageWriter(db)));
  return writer;
}
