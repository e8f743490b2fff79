import { z } from 'zod';
import type { PublicUser, UserSummary } from './entities';
import { userText } from './text';
import { reportCategory } from './reports';

/** GET /api/users/{id}: a profile with how it relates to the viewer. */
export interface UserProfile extends PublicUser {
  isFriend: boolean;
  /** The viewer sent this user a friend request that is still pending. */
  requestSent: boolean;
  /** This user sent the viewer a friend request that is still pending. */
  requestReceived: boolean;
  /** The viewer has blocked this user (then only _id, username and the Unblock button are shown). */
  isBlocked: boolean;
}

/** GET /api/users/search: a result row (requestSent / isBlocked flags). */
export interface SearchResult extends UserSummary {
  isFriend: boolean;
  requestSent: boolean;
  requestReceived: boolean;
}

/** GET /api/friends: a friend with the live presence flag (the feed's side column). */
export interface FriendEntry extends UserSummary {
  online: boolean;
}

export const REPORT_REASON_MAX_LENGTH = 1000;

export const reportBody = z.object({
  reason: userText({ multiline: true, error: 'Please provide a reason for reporting.' })
    .trim()
    .min(1, 'Please provide a reason for reporting.')
    .max(REPORT_REASON_MAX_LENGTH, `A reason is at most ${REPORT_REASON_MAX_LENGTH} characters.`),
  /** Extra: the report's category, 'other' when absent. */
  category: reportCategory,
});
export type ReportBody = z.infer<typeof reportBody>;

export const searchQuery = z.object({
  username: userText().max(100, 'Search text is too long.').optional().default(''),
});
