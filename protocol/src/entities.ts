/** Entity shapes as they travel over the wire (docs/protocol.md). Every id is a string `_id`. */

import type { InterfaceLanguage } from './interfaceLanguages';
import type { Statement } from './moderation';

/** What anyone may see of a user. */
export interface PublicUser {
  _id: string;
  username: string;
  profilePicture: string;
  bio: string;
  interests: string[];
}

/** The signed-in user's own record (GET /api/users/profile). Never carries the password. */
export interface SelfUser extends PublicUser {
  email: string;
  blockedBy: string[];
  blockedUsers: string[];
  onboardingCompleted: boolean;
  /** An extra: whether friends see when one has read their messages (default true). */
  shareReadState?: boolean;
  /** An extra: the interface language kept on the account, when the person chose one. */
  language?: InterfaceLanguage;
  /**
   * Present (an extra) while the account is suspended or banned: the statement
   * of reasons with its appeal. Such an account may read its standing and appeal, nothing else.
   */
  restriction?: Statement;
}

/** A user as shown in lists: friends, recommendations, revealed anonymous partner. */
export interface UserSummary {
  _id: string;
  username: string;
  profilePicture: string;
}

export interface Photo {
  _id: string;
  user: UserSummary;
  type: 'image' | 'video';
  imageUrl: string;
  thumbnailUrl?: string;
  aspectRatio?: number;
  caption: string;
  likes: string[];
  /** Comments are fetched when first opened (on the photo card); lists carry none. */
  comments: Comment[];
  commentCount: number;
  createdAt: string;
}

export interface Comment {
  _id: string;
  user: { _id: string; username: string };
  text: string;
  createdAt?: string;
}

export interface FeedPage {
  photos: Photo[];
  currentPage: number;
  totalPages: number;
}

export type MessageType = 'text' | 'image' | 'video' | 'emoji';

export interface Message {
  _id: string;
  sender: UserSummary;
  content: string;
  type: MessageType;
  createdAt: string;
}

export interface MessagePage {
  messages: Message[];
  totalPages: number;
  currentPage: number;
}

export interface Conversation {
  _id: string;
  participants: UserSummary[];
  lastMessage?: { sender: string; type: MessageType; content: string };
}

export interface Room {
  _id: string;
  name: string;
  description?: string;
  participants: string[];
}

export interface Notification {
  _id: string;
  message: string;
  link?: string;
  read: boolean;
  createdAt: string;
  /** Extra: who did it, with their current picture. */
  actor?: UserSummary;
  /** Extra: what it is about, so a client can open exactly that. */
  target?: NotificationTarget;
  /** Extra: the post's thumbnail (a photo, or a video's poster) when it is about a post. */
  thumbnail?: string;
}

/**
 * What a notification leads to. `kind` says what `id` names: 'like' the photo, 'comment' the
 * comment (with `photoId`), 'friendRequest' and 'friendAccepted' the other person. Kinds may be
 * added; a client treats an unknown kind as a plain notification and follows its `link`.
 */
export interface NotificationTarget {
  kind: string;
  id: string;
  photoId?: string;
}

export interface MessageResponse {
  message: string;
}

/** Body of every error answer (4xx/5xx). */
export interface ErrorBody {
  message: string;
}
