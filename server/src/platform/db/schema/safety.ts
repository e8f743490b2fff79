import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Perceptual hashes (64-bit pHash, 16 hex digits) of images taken down, so that the same picture
 * uploaded again (resized, re-encoded, lightly cropped) is refused. No image is kept.
 */
export const removedImages = pgTable(
  'removed_images',
  {
    id: uuid('id').primaryKey(),
    hash: text('hash').notNull(),
    /** Why: 'explicit' (refused by the classifier) or a moderator's removal. */
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('removed_images_created_idx').on(table.createdAt)],
);
