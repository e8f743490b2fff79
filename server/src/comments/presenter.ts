import type { Comment } from '@serendip/protocol';
import type { comments, users } from '../platform/db/schema';

type CommentRow = typeof comments.$inferSelect;

/** A comment: the author is shown by id and username only. */
export function presentComment(
  row: Pick<CommentRow, 'id' | 'userId' | 'text' | 'createdAt'> &
    Pick<typeof users.$inferSelect, 'username'>,
): Comment {
  return {
    _id: row.id,
    user: { _id: row.userId, username: row.username },
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}
