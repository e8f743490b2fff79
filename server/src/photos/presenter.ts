import type { Photo } from '@serendip/protocol';
import type { photos, users } from '../platform/db/schema';
import { presentSummary } from '../users/presenter';

type PhotoRow = typeof photos.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** A photo row with the few owner fields a card shows, who liked it and its comment count. */
export type PhotoRecord = PhotoRow &
  Pick<UserRow, 'username' | 'profilePicture'> & { likes: string[]; commentCount: number };

/** SPEC §3 Photo/post. Comments are fetched when a card opens them, so lists carry none. */
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
    comments: [],
    commentCount: record.commentCount,
    createdAt: record.createdAt.toISOString(),
  };
}
