import { z } from 'zod';
import type { friendEntrySchema, searchResultSchema, userProfileSchema } from './wire/users';
import { userText } from './text';
import { reportCategory } from './reports';

/** GET /api/users/{id}: a profile with how it relates to the viewer. */
export type UserProfile = z.infer<typeof userProfileSchema>;

/** GET /api/users/search: a result row (requestSent / isBlocked flags). */
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /api/friends: a friend with the live presence flag (the feed's side column). */
export type FriendEntry = z.infer<typeof friendEntrySchema>;

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
