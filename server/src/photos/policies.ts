import type { Database } from '../platform/db/database';
import { blockedEitherWay } from '../people/policies';

/** The little of a photo the policies look at. */
interface OwnedPhoto {
  userId: string;
}

/** Only the owner edits a caption or deletes a photo. */
export function canEditPhoto(viewerId: string | undefined, photo: OwnedPhoto): boolean {
  return viewerId !== undefined && viewerId === photo.userId;
}

/**
 * Anyone may see a photo, visitors included, except across a block: when the viewer and the
 * owner are a blocked pair (either direction) the photo does not exist for the viewer (404).
 */
export async function canSeePhoto(
  db: Database,
  viewerId: string | undefined,
  photo: OwnedPhoto,
): Promise<boolean> {
  if (!viewerId || viewerId === photo.userId) return true;
  return !(await blockedEitherWay(db, viewerId, photo.userId));
}
