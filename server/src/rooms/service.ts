import {
  createRoomSchema,
  ROOM_NOT_FOUND,
  type MessagePage,
  type RoomView,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { invalid, notFound } from '../platform/errors';
import { newId } from '../platform/ids';
import { listMessages } from '../messages/service';
import { unreadCounts } from '../unread/queries';
import { presentRoom } from './presenter';
import {
  addMember,
  findRoom,
  insertRoom,
  joinedRooms,
  memberships,
  trendingRooms,
  type RoomRow,
} from './queries';

export { ROOM_NOT_FOUND };

/** The socket.io room of a chat room's open windows. */
export const roomChannel = (roomId: string) => `room:${roomId}`;

async function present(ctx: Pick<AppContext, 'db'>, rows: RoomRow[]): Promise<RoomView[]> {
  const members = await memberships(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentRoom(row, members.get(row.id)));
}

export async function roomOrThrow(ctx: Pick<AppContext, 'db'>, roomId: string): Promise<RoomRow> {
  const room = await findRoom(ctx.db, roomId);
  if (!room) throw notFound(ROOM_NOT_FOUND);
  return room;
}

export async function getRoom(ctx: Pick<AppContext, 'db'>, roomId: string): Promise<RoomView> {
  const [room] = await present(ctx, [await roomOrThrow(ctx, roomId)]);
  return room!;
}

/**
 * Trending (latest activity first, optionally searched) or, with `mineOf`, the rooms one joined
 * with their `unreadCount` extra.
 */
export async function listRooms(
  ctx: Pick<AppContext, 'db'>,
  options: { q?: string; mineOf?: string },
): Promise<RoomView[]> {
  if (!options.mineOf) return present(ctx, await trendingRooms(ctx.db, options.q || undefined));
  const rooms = await present(ctx, await joinedRooms(ctx.db, options.mineOf));
  const ids = rooms.map((room) => room._id);
  const unread = await unreadCounts(ctx.db, options.mineOf, { kind: 'room', ids });
  return rooms.map((room) => ({ ...room, unreadCount: unread.get(room._id) ?? 0 }));
}

/** Creates a room (its creator joins it) and tells every connected socket. */
export async function createRoom(
  ctx: Pick<AppContext, 'db' | 'io'>,
  userId: string,
  body: unknown,
): Promise<RoomView> {
  const parsed = createRoomSchema.safeParse(body ?? {});
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid room.');
  const { name, description } = parsed.data;
  const row = await insertRoom(ctx.db, {
    id: newId(),
    name,
    description: description || null,
    creatorId: userId,
  });
  const room = presentRoom(row, { count: 1, ids: [userId] });
  ctx.io.emit('roomCreated', room);
  return room;
}

/**
 * Joins a room: membership ('Your Rooms') is kept until one leaves it (POST .../leave). Says
 * whether the person is new to the room (a join line and new counts follow, roomLife.ts).
 */
export async function joinRoom(ctx: Pick<AppContext, 'db'>, userId: string, roomId: string) {
  await roomOrThrow(ctx, roomId);
  const added = await addMember(ctx.db, roomId, userId);
  return { room: await getRoom(ctx, roomId), added };
}

/** Any signed-in user may read a room's history: rooms are public. */
export async function roomHistory(
  ctx: Pick<AppContext, 'db'>,
  roomId: string,
  page: number,
  limit: number,
): Promise<MessagePage> {
  await roomOrThrow(ctx, roomId);
  return listMessages(ctx, { roomId }, page, limit);
}
