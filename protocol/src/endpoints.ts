import type { z } from 'zod';
import type { PublicConfig } from './config';
import type { UploadMediaResponse } from './chat';
import type {
  Comment,
  FeedPage,
  MessagePage,
  MessageResponse,
  Notification,
  Photo,
  SelfUser,
  UserSummary,
} from './entities';
import type {
  AuditRow,
  QueueItem,
  QueueItemDetail,
  Role,
  StaffMember,
  Statement,
  appealBody,
  appealDecisionBody,
  moderationActionBody,
  roleBody,
} from './moderation';
import type { ContentReportBody } from './reports';
import type { FriendEntry, ReportBody, SearchResult, UserProfile } from './people';
import type { CaptionBody, CommentBody } from './posts';
import type { CreateRoomBody, RoomView } from './rooms';
import type {
  contactBody,
  ForgotPasswordBody,
  GoogleBody,
  LoginBody,
  OnboardingBody,
  ProfileUpdateBody,
  RegisterBody,
  ResetPasswordBody,
} from './schemas';
import type { ConversationView } from './unread';
import type { PushSubscriptionBody, PushUnsubscribeBody } from './push';
import type { IceServersResponse } from './video';
import type { TransparencyPage } from './transparency';
import type { AccountTrust } from './trust';

/**
 * The HTTP API as one map: path (Fastify's spelling, `:name` for a path parameter) → method →
 * what the client sends (`body`, `query`) and what it gets back (`result`). The web app's client
 * (web/src/api/http.ts) infers every call's types from it; `server/test/contract/endpoints.int.test.ts`
 * checks that the server serves each one.
 */

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

export type AppealBody = z.input<typeof appealBody>;
export type AppealDecisionBody = z.input<typeof appealDecisionBody>;
export type ModerationActionBody = z.input<typeof moderationActionBody>;

/** History paging as the server reads it from the query string. */
type Paging = { page: number; limit: number };

/** One call: what goes in (optional body and query) and what comes back. */
export interface EndpointSpec {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  result: unknown;
}

export interface ApiEndpoints {
  '/api/config': { GET: { result: PublicConfig } };

  '/api/auth/register': { POST: { body: RegisterBody; result: AuthResponse } };
  '/api/auth/login': { POST: { body: LoginBody; result: AuthResponse } };
  '/api/auth/google': { POST: { body: GoogleBody; result: AuthResponse } };
  '/api/auth/logout': { POST: { result: MessageResponse } };
  '/api/auth/logout-all': { POST: { result: MessageResponse } };
  '/api/auth/forgotpassword': { POST: { body: ForgotPasswordBody; result: MessageResponse } };
  '/api/auth/resetpassword/:resettoken': {
    /** Whether the link can still be used: 200, else 400 with the reason. */
    GET: { result: MessageResponse };
    PUT: { body: ResetPasswordBody; result: MessageResponse };
  };

  '/api/users/profile': {
    GET: { result: SelfUser };
    PUT: { body: ProfileUpdateBody; result: SelfUser };
  };
  '/api/users/profile/picture': { PUT: { body: FormData; result: SelfUser } };
  '/api/users/onboarding': { POST: { body: OnboardingBody; result: SelfUser } };
  '/api/users/recommendations': { GET: { result: UserSummary[] } };
  '/api/users/search': { GET: { query: { username: string }; result: SearchResult[] } };
  '/api/users/:id': { GET: { result: UserProfileResponse } };
  '/api/users/block/:id': { PUT: { result: MessageResponse } };
  '/api/users/unblock/:id': { PUT: { result: MessageResponse } };
  '/api/users/report/:id': { POST: { body: ReportBody; result: MessageResponse } };

  '/api/friends': { GET: { result: FriendEntry[] } };
  '/api/friends/requests': { GET: { result: UserSummary[] } };
  '/api/friends/request/:id': { POST: { result: MessageResponse } };
  '/api/friends/accept/:id': { POST: { result: MessageResponse } };
  '/api/friends/reject/:id': { POST: { result: MessageResponse } };
  '/api/friends/:id': { DELETE: { result: MessageResponse } };

  '/api/photos': { POST: { body: FormData; result: Photo } };
  '/api/photos/feed': { GET: { query: Paging; result: FeedPage } };
  '/api/photos/explore': { GET: { query: Paging; result: FeedPage } };
  '/api/photos/user/:userId': { GET: { result: Photo[] } };
  '/api/photos/:id': {
    GET: { result: Photo };
    PUT: { body: CaptionBody; result: Photo };
    DELETE: { result: MessageResponse };
  };
  '/api/photos/like/:id': { PUT: { result: { photo: Photo } } };
  '/api/comments/:photoId': {
    GET: { result: Comment[] };
    POST: { body: CommentBody; result: Comment };
  };

  '/api/chat/conversation/:friendId': { POST: { result: ConversationInfo } };
  '/api/chat/conversations': { GET: { result: ConversationView[] } };
  '/api/chat/conversations/:conversationId/read': { PUT: { result: MessageResponse } };
  '/api/chat/messages/:conversationId': { GET: { query: Paging; result: MessagePage } };
  '/api/chat/upload-media': { POST: { body: FormData; result: UploadMediaResponse } };

  '/api/notifications': { GET: { result: Notification[] } };
  '/api/notifications/:id/read': { PUT: { result: MessageResponse } };
  '/api/notifications/read': { PUT: { result: MessageResponse } };
  '/api/push/subscriptions': { POST: { body: PushSubscriptionBody; result: MessageResponse } };
  '/api/push/unsubscribe': { POST: { body: PushUnsubscribeBody; result: MessageResponse } };

  '/api/rooms': {
    GET: { query: { q?: string; mine?: '1' }; result: RoomView[] };
    POST: { body: CreateRoomBody; result: RoomView };
  };
  '/api/rooms/:id': { GET: { result: RoomView } };
  '/api/rooms/:id/messages': { GET: { query: Paging; result: MessagePage } };
  '/api/rooms/:id/members': { GET: { result: FriendEntry[] } };
  '/api/rooms/:id/leave': { POST: { result: MessageResponse } };
  '/api/rooms/:id/read': { PUT: { result: MessageResponse } };

  '/api/video/ice-servers': { GET: { result: IceServersResponse } };
  '/api/contact': { POST: { body: z.input<typeof contactBody>; result: MessageResponse } };

  '/api/account/role': { GET: { result: { role: Role } } };
  '/api/account/standing': { GET: { result: { sanctions: Statement[] } } };
  '/api/account/trust': { GET: { result: AccountTrust } };
  '/api/appeals': {
    GET: { query: { token: string }; result: { statement: Statement } };
    POST: { body: AppealBody; result: MessageResponse };
  };
  '/api/reports': { POST: { body: ContentReportBody; result: MessageResponse } };
  '/api/moderation/rules': { GET: { result: { rules: Rule[] } } };
  '/api/moderation/queue': {
    GET: { query: { filter: string; q?: string }; result: { items: QueueItem[] } };
  };
  '/api/moderation/items/:subject': { GET: { result: QueueItemDetail } };
  '/api/moderation/items/:subject/claim': {
    POST: { result: MessageResponse };
    DELETE: { result: MessageResponse };
  };
  '/api/moderation/items/:subject/actions': {
    POST: { body: ModerationActionBody; result: MessageResponse };
  };
  '/api/moderation/appeals': { GET: { result: { appeals: OpenAppeal[] } } };
  '/api/moderation/appeals/:id': { POST: { body: AppealDecisionBody; result: MessageResponse } };
  '/api/moderation/log': { GET: { result: { log: AuditRow[] } } };
  '/api/moderation/roles': { GET: { result: { staff: StaffMember[] } } };
  '/api/moderation/roles/:userId': {
    PUT: { body: z.input<typeof roleBody>; result: MessageResponse };
  };
  '/api/transparency': { GET: { query: { month?: string }; result: TransparencyPage } };
}

export type ApiPath = keyof ApiEndpoints;
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The paths that answer `M`. */
export type PathsFor<M extends ApiMethod> = {
  [P in ApiPath]: M extends keyof ApiEndpoints[P] ? P : never;
}[ApiPath];

/** The spec of `M` on `P`. */
export type EndpointOf<P extends ApiPath, M extends ApiMethod> = M extends keyof ApiEndpoints[P]
  ? ApiEndpoints[P][M]
  : never;

/** What `M` on `P` answers. */
export type ApiResult<P extends ApiPath, M extends ApiMethod> =
  EndpointOf<P, M> extends { result: infer R } ? R : never;

/** The `:name` parameters of a path, as an object of strings (never when there are none). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : unknown;

/** Every method of every path, at run time (the contract test walks it). */
export const API_ENDPOINTS = {
  '/api/config': ['GET'],
  '/api/auth/register': ['POST'],
  '/api/auth/login': ['POST'],
  '/api/auth/google': ['POST'],
  '/api/auth/logout': ['POST'],
  '/api/auth/logout-all': ['POST'],
  '/api/auth/forgotpassword': ['POST'],
  '/api/auth/resetpassword/:resettoken': ['GET', 'PUT'],
  '/api/users/profile': ['GET', 'PUT'],
  '/api/users/profile/picture': ['PUT'],
  '/api/users/onboarding': ['POST'],
  '/api/users/recommendations': ['GET'],
  '/api/users/search': ['GET'],
  '/api/users/:id': ['GET'],
  '/api/users/block/:id': ['PUT'],
  '/api/users/unblock/:id': ['PUT'],
  '/api/users/report/:id': ['POST'],
  '/api/friends': ['GET'],
  '/api/friends/requests': ['GET'],
  '/api/friends/request/:id': ['POST'],
  '/api/friends/accept/:id': ['POST'],
  '/api/friends/reject/:id': ['POST'],
  '/api/friends/:id': ['DELETE'],
  '/api/photos': ['POST'],
  '/api/photos/feed': ['GET'],
  '/api/photos/explore': ['GET'],
  '/api/photos/user/:userId': ['GET'],
  '/api/photos/:id': ['GET', 'PUT', 'DELETE'],
  '/api/photos/like/:id': ['PUT'],
  '/api/comments/:photoId': ['GET', 'POST'],
  '/api/chat/conversation/:friendId': ['POST'],
  '/api/chat/conversations': ['GET'],
  '/api/chat/conversations/:conversationId/read': ['PUT'],
  '/api/chat/messages/:conversationId': ['GET'],
  '/api/chat/upload-media': ['POST'],
  '/api/notifications': ['GET'],
  '/api/notifications/:id/read': ['PUT'],
  '/api/notifications/read': ['PUT'],
  '/api/push/subscriptions': ['POST'],
  '/api/push/unsubscribe': ['POST'],
  '/api/rooms': ['GET', 'POST'],
  '/api/rooms/:id': ['GET'],
  '/api/rooms/:id/messages': ['GET'],
  '/api/rooms/:id/members': ['GET'],
  '/api/rooms/:id/leave': ['POST'],
  '/api/rooms/:id/read': ['PUT'],
  '/api/video/ice-servers': ['GET'],
  '/api/contact': ['POST'],
  '/api/account/role': ['GET'],
  '/api/account/standing': ['GET'],
  '/api/account/trust': ['GET'],
  '/api/appeals': ['GET', 'POST'],
  '/api/reports': ['POST'],
  '/api/moderation/rules': ['GET'],
  '/api/moderation/queue': ['GET'],
  '/api/moderation/items/:subject': ['GET'],
  '/api/moderation/items/:subject/claim': ['POST', 'DELETE'],
  '/api/moderation/items/:subject/actions': ['POST'],
  '/api/moderation/appeals': ['GET'],
  '/api/moderation/appeals/:id': ['POST'],
  '/api/moderation/log': ['GET'],
  '/api/moderation/roles': ['GET'],
  '/api/moderation/roles/:userId': ['PUT'],
  '/api/transparency': ['GET'],
} as const satisfies { [P in ApiPath]: readonly (keyof ApiEndpoints[P] & ApiMethod)[] };

/** Fills a path's `:name` parameters (URL-encoded) and appends the query (undefined left out). */
export function apiUrl(
  path: string,
  params: Record<string, string> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}.`);
    return encodeURIComponent(value);
  });
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}
