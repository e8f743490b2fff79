import type { FriendEntry, MessageResponse, Notification, UserSummary } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { accessChanged, pairTag } from '../platform/accessCache';
import type { Database } from '../platform/db/database';
import { notFound } from '../platform/errors';
import { createNotification, pushNotification } from '../notifications/service';
import { friendsChanged } from '../people/friendsChanged';
import { findRelatedUser, lockPair, usernameOf } from '../people/queries';
import { presentSummary } from '../users/presenter';
import { friendRequestOutcome, type FriendRequestOutcome } from './policies';
import {
  deleteFriendship,
  deleteRequest,
  friendRows,
  insertFriendship,
  insertRequest,
  requestSenderRows,
} from './queries';
import { onlineUserIds } from '../platform/presenceKeys';

const FRIENDS_LIST_MAX = 500;
const REQUESTS_LIST_MAX = 200;

type Ctx = Pick<AppContext, 'db' | 'hub' | 'io' | 'logger'>;

/** GET /api/friends: friends by username, each with whether they are online now (any process). */
export async function listFriends(ctx: Ctx, userId: string): Promise<FriendEntry[]> {
  const rows = await friendRows(ctx.db, userId, FRIENDS_LIST_MAX);
  if (rows.length === 0) return [];
  const online = await onlineUserIds(
    ctx.hub,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...presentSummary(row), online: online.has(row.id) }));
}

/** GET /api/friends/requests: who asked `userId` to be friends, newest first. */
export async function listRequests(ctx: Ctx, userId: string): Promise<UserSummary[]> {
  const rows = await requestSenderRows(ctx.db, userId, REQUESTS_LIST_MAX);
  return rows.map(presentSummary);
}

/** The name the other person sees in a notification (the actor's account exists: it is signed in). */
async function actorName(db: Database, userId: string): Promise<string> {
  const username = await usernameOf(db, userId);
  if (username === undefined) throw notFound('User not found.');
  return username;
}

/** The notification telling `requesterId` that `accepterId` accepted. */
async function noticeAccepted(db: Database, requesterId: string, accepterId: string) {
  const name = await actorName(db, accepterId);
  return createNotification(db, requesterId, {
    message: `${name} accepted your friend request.`,
    link: `/profile/${accepterId}`,
    actorId: accepterId,
    target: { kind: 'friendAccepted', id: accepterId },
  });
}

/**
 * POST /api/friends/request/{id}. When the other person had already asked, this accepts their
 * request instead (a friendship, their request gone, they are told) rather than leaving two
 * crossing requests. The recipient is notified live once the transaction has committed.
 */
export async function sendFriendRequest(
  ctx: Ctx,
  senderId: string,
  recipientId: string,
): Promise<{ outcome: FriendRequestOutcome } & MessageResponse> {
  const { outcome, notification } = await ctx.db.transaction(async (tx) => {
    await lockPair(tx, senderId, recipientId);
    const recipient = await findRelatedUser(tx, senderId, recipientId);
    const outcome = friendRequestOutcome(senderId, recipientId, recipient);
    let notification: Notification;
    if (outcome === 'befriend') {
      await deleteRequest(tx, recipientId, senderId);
      await insertFriendship(tx, senderId, recipientId);
      notification = await noticeAccepted(tx, recipientId, senderId);
    } else {
      await insertRequest(tx, senderId, recipientId);
      notification = await createNotification(tx, recipientId, {
        message: `${await actorName(tx, senderId)} sent you a friend request.`,
        link: '/friends',
        actorId: senderId,
        target: { kind: 'friendRequest', id: senderId },
      });
    }
    return { outcome, notification };
  });
  if (outcome === 'befriend') {
    await accessChanged(ctx, [pairTag(senderId, recipientId)]);
    friendsChanged(ctx, senderId, recipientId);
  }
  pushNotification(ctx, recipientId, notification);
  const message = outcome === 'befriend' ? 'You are now friends.' : 'Friend request sent.';
  return { outcome, message };
}

/** POST /api/friends/accept/{id}: `senderId`'s pending request to `userId` becomes a friendship. */
export async function acceptFriendRequest(
  ctx: Ctx,
  userId: string,
  senderId: string,
): Promise<MessageResponse> {
  const notification = await ctx.db.transaction(async (tx) => {
    await lockPair(tx, userId, senderId);
    if (!(await deleteRequest(tx, senderId, userId))) throw notFound('Friend request not found.');
    await insertFriendship(tx, userId, senderId);
    return noticeAccepted(tx, senderId, userId);
  });
  await accessChanged(ctx, [pairTag(userId, senderId)]);
  friendsChanged(ctx, userId, senderId);
  pushNotification(ctx, senderId, notification);
  return { message: 'Friend request accepted.' };
}

/** POST /api/friends/reject/{id}: drops `senderId`'s pending request; they are not told. */
export async function rejectFriendRequest(
  ctx: Ctx,
  userId: string,
  senderId: string,
): Promise<MessageResponse> {
  if (!(await deleteRequest(ctx.db, senderId, userId))) {
    throw notFound('Friend request not found.');
  }
  return { message: 'Friend request rejected.' };
}

/** DELETE /api/friends/{id}: ends the friendship for both. */
export async function removeFriend(
  ctx: Ctx,
  userId: string,
  friendId: string,
): Promise<MessageResponse> {
  if (!(await deleteFriendship(ctx.db, userId, friendId))) throw notFound('Friend not found.');
  await accessChanged(ctx, [pairTag(userId, friendId)]);
  friendsChanged(ctx, userId, friendId);
  return { message: 'Friend removed.' };
}
