/** Result schemas of chat rooms. */
import { z } from 'zod';

export const roomSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  participants: z.array(z.string()),
});

/** A room as the server sends it: the spec's fields plus the exact member count. */
export const roomViewSchema = roomSchema.extend({
  participantCount: z.number(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  /** In 'Your Rooms' (mine=1): messages from others after your read marker (optional extra). */
  unreadCount: z.number().optional(),
});
