/** Answer shapes of HTTP routes that are not entities of their own (see routes/), from wire/. */
import type { z } from 'zod';
import type { conversationInfoSchema } from './wire/chat';
import type { openAppealSchema, ruleSchema } from './wire/moderation';
import type { authResponseSchema, userProfileResponseSchema } from './wire/users';

/** Sign-in answers: the token, with the user's fields when the server sends them. */
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /api/users/{id}: a blocked user's profile carries only a few fields. */
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

/** A conversation as POST /api/chat/conversation/{friendId} answers it. */
export type ConversationInfo = z.infer<typeof conversationInfoSchema>;

/** One community-guidelines rule a moderator cites. */
export type Rule = z.infer<typeof ruleSchema>;

/** An appeal waiting for a moderator's decision. */
export type OpenAppeal = z.infer<typeof openAppealSchema>;
