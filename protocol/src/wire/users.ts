/** Result schemas of people: the user entity's shapes, profiles, search rows, friends. */
import { z } from 'zod';
import { INTERFACE_LANGUAGES } from '../interfaceLanguages';
import { statementSchema } from './moderation';

/** A user as shown in lists: friends, recommendations, revealed anonymous partner. */
export const userSummarySchema = z.object({
  _id: z.string(),
  username: z.string(),
  profilePicture: z.string(),
});

/** What anyone may see of a user. */
export const publicUserSchema = userSummarySchema.extend({
  bio: z.string(),
  interests: z.array(z.string()),
});

/** The signed-in user's own record (GET /api/users/profile). Never carries the password. */
export const selfUserSchema = publicUserSchema.extend({
  email: z.string(),
  blockedBy: z.array(z.string()),
  blockedUsers: z.array(z.string()),
  onboardingCompleted: z.boolean(),
  /** An extra: whether friends see when one has read their messages (default true). */
  shareReadState: z.boolean().optional(),
  /** An extra: the interface language kept on the account, when the person chose one. */
  language: z.enum(INTERFACE_LANGUAGES).optional(),
  /**
   * Present (an extra) while the account is suspended or banned: the statement of reasons with
   * its appeal. Such an account may read its standing and appeal, nothing else.
   */
  restriction: statementSchema.optional(),
});

/** Sign-in answers: the token, with the user's fields when the server sends them. */
export const authResponseSchema = selfUserSchema.partial().extend({ token: z.string() });

/** GET /api/users/{id}: a profile with how it relates to the viewer. */
export const userProfileSchema = publicUserSchema.extend({
  isFriend: z.boolean(),
  /** The viewer sent this user a friend request that is still pending. */
  requestSent: z.boolean(),
  /** This user sent the viewer a friend request that is still pending. */
  requestReceived: z.boolean(),
  /** The viewer has blocked this user (then only _id, username and the Unblock button are shown). */
  isBlocked: z.boolean(),
});

/** GET /api/users/{id}'s answer: a blocked user's profile carries only a few fields. */
export const userProfileResponseSchema = userProfileSchema
  .partial()
  .extend({ _id: z.string(), username: z.string() });

/** GET /api/users/search: a result row (requestSent / isBlocked flags). */
export const searchResultSchema = userSummarySchema.extend({
  isFriend: z.boolean(),
  requestSent: z.boolean(),
  requestReceived: z.boolean(),
});

/** GET /api/friends: a friend with the live presence flag (the feed's side column). */
export const friendEntrySchema = userSummarySchema.extend({ online: z.boolean() });
