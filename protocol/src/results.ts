/** Answer shapes of HTTP routes that are not entities of their own (see routes/). */
import type { SelfUser, UserSummary } from './entities';
import type { Statement } from './moderation';
import type { UserProfile } from './people';

/** Sign-in answers: the token, with the user's fields when the server sends them. */
export type AuthResponse = { token: string } & Partial<SelfUser>;

/** GET /api/users/{id}: a blocked user's profile carries only a few fields. */
export type UserProfileResponse = Partial<UserProfile> & Pick<UserProfile, '_id' | 'username'>;

/** A conversation as POST /api/chat/conversation/{friendId} answers it. */
export interface ConversationInfo {
  _id: string;
  participants: UserSummary[];
}

/** One community-guidelines rule a moderator cites. */
export interface Rule {
  id: string;
  title: string;
}

/** An appeal waiting for a moderator's decision. */
export interface OpenAppeal {
  _id: string;
  text: string;
  createdAt: string;
  subject: string;
  decidedBy: string | null;
  statement: Statement;
  /** Who appeals: the account's username, or null for a visitor (see `visitor`). */
  username: string | null;
  /** A visitor's short key ("Visitor 1a2b3c4d"), null for an account. */
  visitor: string | null;
  /** The console's page of the person: their reports, evidence and history. */
  itemPath: string;
  /** The decisions this moderator may take on it (none on an appeal of their own decision). */
  allowed: ('upheld' | 'reversed')[];
}
