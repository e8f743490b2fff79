import {
  categoryLabel,
  DEFAULT_REPORT_CATEGORY,
  type ContentReportBody,
  type MessageResponse,
  type ReportableKind,
} from '@serendip/protocol';
import type { ThreadMessage } from '../platform/contentLookup';
import type { Database } from '../platform/db/database';
import { invalid, notFound } from '../platform/errors';
import { wellFormedId } from '../platform/ids';
import { blockState } from '../people/policies';
import type { LookupsContext } from './contentLookups';
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

/** The messages of a reported room or friend message as evidence, each marked by who sent it. */
function threadEvidence(thread: ThreadMessage[], id: string, authorId: string, reporterId: string) {
  return thread.map((row) => ({
    _id: row.id,
    from:
      row.senderId === authorId ? 'reported' : row.senderId === reporterId ? 'reporter' : 'other',
    senderId: row.senderId,
    reported: row.id === id,
    content: row.content,
    type: row.type,
    sentAt: row.createdAt.toISOString(),
    // Copied now: a later edit or delete by the sender leaves this evidence as it was.
    ...(row.originalContent !== null ? { originalContent: row.originalContent } : {}),
    ...(row.deletedAt ? { deleted: true } : {}),
  }));
}

/** Someone who blocked the reporter does not exist for them, nor does their content. */
async function visibleTo(db: Database, reporterId: string, people: string[]): Promise<boolean> {
  for (const person of people)
    if ((await blockState(db, reporterId, person)).blockedViewer) return false;
  return true;
}

/**
 * Finds the content if the reporter can see it: a photo or comment of someone who did not block
 * them, a message of a room (rooms are open to every signed-in user), a message of a friend
 * conversation they are part of. Anything else is 404, exactly as an unknown id.
 */
async function findReported(
  ctx: LookupsContext,
  reporterId: string,
  kind: ReportableKind,
  id: string,
): Promise<Reported | null> {
  const lookups = ctx.contentLookups;
  if (kind === 'photo') {
    const photo = await lookups.photo.find(ctx, reporterId, id, SURROUNDING_MESSAGES);
    if (!photo || !(await visibleTo(ctx.db, reporterId, photo.hiddenByBlocksOf))) return null;
    return {
      authorId: photo.authorId,
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
    const comment = await lookups.comment.find(ctx, reporterId, id, SURROUNDING_MESSAGES);
    if (!comment || !(await visibleTo(ctx.db, reporterId, comment.hiddenByBlocksOf))) return null;
    return {
      authorId: comment.authorId,
      context: 'upload',
      evidence: {
        source: 'content',
        kind,
        id,
        text: comment.text,
        photoId: comment.photoId,
        imageUrl: comment.imageUrl,
      },
    };
  }
  const message = await lookups[kind].find(ctx, reporterId, id, SURROUNDING_MESSAGES);
  if (!message || !(await visibleTo(ctx.db, reporterId, message.hiddenByBlocksOf))) return null;
  return {
    authorId: message.authorId,
    context: kind === 'roomMessage' ? 'room' : 'chat',
    evidence: {
      source: 'content',
      kind,
      id,
      roomId: message.roomId,
      messages: threadEvidence(message.thread, id, message.authorId, reporterId),
    },
  };
}

/** POST /api/reports: a signed-in user reports one piece of content they can see. */
export async function reportContent(
  ctx: LookupsContext,
  reporterId: string,
  body: ContentReportBody,
): Promise<MessageResponse> {
  const id = wellFormedId(body.id);
  const reported = id ? await findReported(ctx, reporterId, body.kind, id) : null;
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
