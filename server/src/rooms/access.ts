import { ROOM_NOT_FOUND } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { accessCache } from '../platform/accessCache';
import { forbidden, notFound } from '../platform/errors';
import type { ReadPlaces } from '../unread/context';
import { findRoom, isMember } from './queries';

export const JOIN_FIRST = 'Join the room before sending messages.';
export const JOIN_ROOM_FIRST = 'Join the room first.';

/** The tag of one membership, for the write that ends it (leaving the room, rooms/members.ts). */
export const memberTag = (roomId: string, userId: string) => `member:${roomId}|${userId}`;

/** Whether `userId` is a member of `roomId`; a yes is cached until the member leaves. */
export function isMemberCached(
  ctx: Pick<AppContext, 'db' | 'io'>,
  roomId: string,
  userId: string,
): Promise<boolean> {
  const tag = memberTag(roomId, userId);
  return accessCache(ctx.io).get(tag, [tag], () => isMember(ctx.db, roomId, userId), Boolean);
}

/** 404 for an unknown room, 403 `refusal` for a non-member; a cached member costs no lookup. */
export async function requireMember(
  ctx: Pick<AppContext, 'db' | 'io'>,
  roomId: string,
  userId: string,
  refusal = JOIN_FIRST,
): Promise<void> {
  if (await isMemberCached(ctx, roomId, userId)) return;
  if (!(await findRoom(ctx.db, roomId))) throw notFound(ROOM_NOT_FOUND);
  throw forbidden(refusal);
}

/** What unread/ asks of rooms (unread/context.ts): may this person mark this room read. */
export function roomReadPlaces(
  ctx: Pick<AppContext, 'db' | 'io'>,
): Pick<ReadPlaces, 'requireRoomMember'> {
  return {
    requireRoomMember: (userId, roomId) => requireMember(ctx, roomId, userId, JOIN_ROOM_FIRST),
  };
}
