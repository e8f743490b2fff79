import type { Photo } from '@serendip/protocol';
import type { photos, users } from '../platform/db/schema';
import { presentSummary } from '../users/presenter';
import type { LatestCommentRow } from './queries';

type PhotoRow = typeof photos.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** A photo row with the few owner fields a card shows, who liked it and its comments. */
export type PhotoRecord = PhotoRow &
  Pick<UserRow, 'username' | 'profilePicture'> & {
    likes: string[];
    commentCount: number;
    /** The newest few comments (PHOTO_LIST_COMMENTS), oldest first. */
    latestComments?: LatestCommentRow[];
  };

/**
 * A photo or video post: `comments` is a list, bounded to the newest PHOTO_LIST_COMMENTS (shown
 * oldest first); commentCount says how many there are, and GET /api/comments/{id} lists them.
 */
export function presentPhoto(record: PhotoRecord): Photo {
  return {
    _id: record.id,
    user: presentSummary({
      id: record.userId,
      username: record.username,
      profilePicture: record.profilePicture,
    }),
    type: record.type,
    imageUrl: record.imageUrl,
    thumbnailUrl: record.thumbnailUrl ?? undefined,
    aspectRatio: record.aspectRatio ?? undefined,
    caption: record.caption,
    likes: record.likes,
    comments: (record.latestComments ?? []).map((comment) => ({
      _id: comment.id,
      user: { _id: comment.user_id, username: comment.username },
      text: comment.text,
      createdAt: new Date(comment.created_at).toISOString(),
    })),
    commentCount: record.commentCount,
    createdAt: record.createdAt.toISOString(),
  };
}
