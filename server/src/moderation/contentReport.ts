import { and, asc, desc, eq, gt, lt, ne, or, type SQL } from 'drizzle-orm';
import {
  categoryLabel,
  DEFAULT_REPORT_CATEGORY,
  type ContentReportBody,
  type MessageResponse,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import type { Database } from '../platform/db/database';
import { comments, conversations, messages, photos } from '../platform/db/schema';
import { invalid, notFound } from '../platform/errors';
import { wellFormedId } from '../platform/ids';
import { blockState } from '../people/policies';
import { fileReport, REPORT_FILED } from './service';

/** Messages kept on each side of a reported room or friend message, for context. */
export const SURROUNDING_MESSAGES = 3;
const NOT_FOUND = 'Content not found.';

/** What a reporter can see and what the report keeps of it. */
interface Reported {
  authorId: string;
  context: 'upload' | 'room' | 'chat';
  /** The reported content itself (and around it, for messages), stored as the evidence. */
  evidence: Record<string, unknown>;
}

type MessageRow = typeof messages.$inferSelect;

/** The messages just before and after one message in the same room or conversation. */
async function surrounding(db: Database, message: MessageRow, reporterId: string) {
  // Not the message itself: JavaScript dates lose PostgreSQL's microseconds, so its own
  // createdAt compares as later than the copy read back.
  const sameThread: SQL = and(
    message.roomId
      ? eq(messages.roomId, message.roomId)
      : eq(messages.conversationId, message.conversationId!),
    ne(messages.id, message.id),
  )!;
  const before = await db
    .select()
    .from(messages)
    .where(
      and(
        sameThread,
        or(
          lt(messages.createdAt, message.createdAt),
          and(eq(messages.createdAt, message.createdAt), lt(messages.id, message.id)),
        ),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(SURROUNDING_MESSAGES);
  const after = await db
    .select()
    .from(messages)
    .where(
      and(
        sameThread,
        or(
          gt(messages.createdAt, message.createdAt),
          and(eq(messages.createdAt, message.createdAt), gt(messages.id, message.id)),
        ),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(SURROUNDING_MESSAGES);
  return [...before.reverse(), message, ...after].map((row) => ({
    _id: row.id,
    from:
      row.senderId === message.senderId
        ? 'reported'
        : row.senderId === reporterId
          ? 'reporter'
          : 'other',
    senderId: row.senderId,
    reported: row.id === message.id,
    content: row.content,
    type: row.type,
    sentAt: row.createdAt.toISOString(),
    // Copied now: a later edit or delete by the sender leaves this evidence as it was.
    ...(row.originalContent !== null ? { originalContent: row.originalContent } : {}),
    ...(row.deletedAt ? { deleted: true } : {}),
  }));
}

/** Someone who blocked the reporter does not exist for them, nor does their content. */
async function visibleTo(db: Database, reporterId: string, authorId: string): Promise<boolean> {
  return !(await blockState(db, reporterId, authorId)).blockedViewer;
}

/**
 * Finds the content if the reporter can see it: a photo or comment of someone who did not block
 * them, a message of a room (rooms are open to every signed-in user), a message of a friend
 * conversation they are part of. Anything else is 404, exactly as an unknown id.
 */
async function findReported(
  db: Database,
  reporterId: string,
  kind: ContentReportBody['kind'],
  id: string,
): Promise<Reported | null> {
  if (kind === 'photo') {
    const [photo] = await db.select().from(photos).where(eq(photos.id, id));
    if (!photo || !(await visibleTo(db, reporterId, photo.userId))) return null;
    return {
      authorId: photo.userId,
      context: 'upload',
      evidence: {
        source: 'content',
        kind,
        id,
        imageUrl: photo.imageUrl,
        type: photo.type,
        caption: photo.caption,
      },
    };
  }
  if (kind === 'comment') {
    const [row] = await db
      .select({ comment: comments, ownerId: photos.userId, imageUrl: photos.imageUrl })
      .from(comments)
      .innerJoin(photos, eq(photos.id, comments.photoId))
      .where(eq(comments.id, id));
    if (!row) return null;
    if (!(await visibleTo(db, reporterId, row.comment.userId))) return null;
    if (!(await visibleTo(db, reporterId, row.ownerId))) return null;
    return {
      authorId: row.comment.userId,
      context: 'upload',
      evidence: {
        source: 'content',
        kind,
        id,
        text: row.comment.text,
        photoId: row.comment.photoId,
        imageUrl: row.imageUrl,
      },
    };
  }
  const [message] = await db.select().from(messages).where(eq(messages.id, id));
  if (!message) return null;
  if (kind === 'roomMessage') {
    if (!message.roomId) return null;
  } else {
    if (!message.conversationId) return null;
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, message.conversationId));
    if (!conversation || (conversation.userA !== reporterId && conversation.userB !== reporterId))
      return null;
  }
  return {
    authorId: message.senderId,
    context: kind === 'roomMessage' ? 'room' : 'chat',
    evidence: {
      source: 'content',
      kind,
      id,
      roomId: message.roomId,
      messages: await surrounding(db, message, reporterId),
    },
  };
}

/** POST /api/reports: a signed-in user reports one piece of content they can see. */
export async function reportContent(
  ctx: Pick<AppContext, 'db'>,
  reporterId: string,
  body: ContentReportBody,
): Promise<MessageResponse> {
  const id = wellFormedId(body.id);
  const reported = id ? await findReported(ctx.db, reporterId, body.kind, id) : null;
  if (!reported) throw notFound(NOT_FOUND);
  if (reported.authorId === reporterId) throw invalid('You cannot report yourself.');
  const category = body.category ?? DEFAULT_REPORT_CATEGORY;
  await fileReport(ctx.db, {
    reporterId,
    reportedUserId: reported.authorId,
    context: reported.context,
    category,
    reason: body.reason || categoryLabel(category),
    evidence: reported.evidence,
  });
  return { message: REPORT_FILED };
}
