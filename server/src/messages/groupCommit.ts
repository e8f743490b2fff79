import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { conversations, messages, rooms, users } from '../platform/db/schema';
import { AppError, conflict, unavailable } from '../platform/errors';
import { presentMessage, type MessageRow, type SenderRow } from './presenter';
import type { StoredMessage } from './service';

/** A message to store: its id is given when it is queued, so ids follow the queue's order. */
export type NewMessage = Omit<MessageRow, 'createdAt'>;

/** How long a message arriving while the database is idle waits for others to share its commit. */
const WINDOW_MS = 1;
/** At most this many rows per INSERT (PostgreSQL's 65,535 parameters, 7 per row). */
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
 * Group commit for chat messages: messages queued within WINDOW_MS (or while the previous batch
 * commits) are stored by one multi-row INSERT in one transaction. Batches commit one after
 * another and rows keep their queue order, so one sender's messages are stored, and published,
 * in the order they were queued. When a batch fails, its rows are retried one by one, so a bad
 * row fails only its own sender.
 */
export class MessageWriter {
  private queue: Queued[] = [];
  private committing = false;
  private timer: NodeJS.Timeout | undefined;

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
    if (this.committing || this.timer || this.queue.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.commitNext();
    }, WINDOW_MS);
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
  queued.resolve(queued.then(result).then(() => result));
}

const keyOf = (row: { senderId: string; clientId: string }) => `${row.senderId}|${row.clientId}`;

/**
 * One transaction: the rows (a clientId its sender already used stores nothing), and the last
 * activity of their conversations and rooms. Then the rows their senders stored before, and
 * the senders. Per row: the stored message, or the conflict when the clientId named another place.
 */
async function storeRows(db: Database, rows: NewMessage[]): Promise<Array<StoredMessage | Error>> {
  const inserted = await db.transaction(async (tx) => {
    const created = await tx
      .insert(messages)
      .values(rows)
      .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
      .returning();
    const conversationIds = unique(created.map((row) => row.conversationId));
    const roomIds = unique(created.map((row) => row.roomId));
    if (conversationIds.length > 0)
      await tx
        .update(conversations)
        .set({
          lastMessageAt: sql`greatest(coalesce(${conversations.lastMessageAt}, now()), now())`,
        })
        .where(inArray(conversations.id, conversationIds));
    if (roomIds.length > 0)
      await tx
        .update(rooms)
        .set({ lastActivityAt: sql`now()` })
        .where(inArray(rooms.id, roomIds));
    return created;
  });
  const fresh = new Map(inserted.map((row) => [keyOf(row), row]));
  const earlier = await storedBefore(
    db,
    rows.filter((row) => fresh.get(keyOf(row))?.id !== row.id),
  );
  const senders = await senderRows(db, unique(rows.map((row) => row.senderId)));
  return rows.map((row) => {
    const key = keyOf(row);
    const own = fresh.get(key);
    const created = own?.id === row.id;
    const stored = created ? own : (earlier.get(key) ?? own);
    const sender = senders.get(row.senderId);
    if (!stored || !sender) return unavailable(SAVE_FAILED);
    const samePlace = stored.conversationId === row.conversationId && stored.roomId === row.roomId;
    if (!samePlace) return conflict('This client id was already used for another message.');
    return { message: presentMessage(stored, sender), created };
  });
}

/** Messages stored before under these rows' (sender, clientId) pairs. */
async function storedBefore(db: Database, rows: NewMessage[]): Promise<Map<string, MessageRow>> {
  if (rows.length === 0) return new Map();
  const found = await db
    .select()
    .from(messages)
    .where(
      or(
        ...rows.map((row) =>
          and(eq(messages.senderId, row.senderId), eq(messages.clientId, row.clientId)),
        ),
      ),
    );
  return new Map(found.map((row) => [keyOf(row), row]));
}

async function senderRows(db: Database, ids: string[]): Promise<Map<string, SenderRow>> {
  const found = await db
    .select({ id: users.id, username: users.username, profilePicture: users.profilePicture })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((row) => [row.id, row]));
}

function unique(values: Array<string | null>): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

const writers = new WeakMap<Database, MessageWriter>();

/** The one writer of a database handle (batches form across every sender of the process). */
export function messageWriter(db: Database): MessageWriter {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new MessageWriter(db)));
  return writer;
}
