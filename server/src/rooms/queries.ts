import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { ROOM_LIST_MAX, ROOM_PARTICIPANTS_MAX } from '@serendip/protocol';
import type { Database } from '../platform/db/database';
import { roomMembers, rooms } from '../platform/db/schema';

export type RoomRow = typeof rooms.$inferSelect;
export interface Membership {
  count: number;
  ids: string[];
}

export async function findRoom(db: Database, id: string): Promise<RoomRow | undefined> {
  const [row] = await db.select().from(rooms).where(eq(rooms.id, id));
  return row;
}

/** Creates a room with its creator as first member, in one transaction. */
export async function insertRoom(
  db: Database,
  room: Pick<RoomRow, 'id' | 'name' | 'description' | 'creatorId'>,
): Promise<RoomRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(rooms).values(room).returning();
    if (room.creatorId)
      await tx.insert(roomMembers).values({ roomId: room.id, userId: room.creatorId });
    return row!;
  });
}

/** Rooms by latest activity; `q` matches name or description, any case (LIKE wildcards escaped). */
export function trendingRooms(db: Database, q: string | undefined): Promise<RoomRow[]> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select()
    .from(rooms)
    .where(pattern ? or(ilike(rooms.name, pattern), ilike(rooms.description, pattern)) : undefined)
    .orderBy(desc(rooms.lastActivityAt), desc(rooms.id))
    .limit(ROOM_LIST_MAX);
}

/** The rooms `userId` joined, latest activity first. */
export function joinedRooms(db: Database, userId: string): Promise<RoomRow[]> {
  return db
    .select({ room: rooms })
    .from(roomMembers)
    .innerJoin(rooms, eq(rooms.id, roomMembers.roomId))
    .where(eq(roomMembers.userId, userId))
    .orderBy(desc(rooms.lastActivityAt), desc(rooms.id))
    .limit(ROOM_LIST_MAX)
    .then((rows) => rows.map((row) => row.room));
}

/** Member count and the first member ids (by join time) of each room. */
export async function memberships(
  db: Database,
  roomIds: string[],
): Promise<Map<string, Membership>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .select({
      roomId: roomMembers.roomId,
      count: sql<number>`count(*)::int`,
      ids: sql<
        string[]
      >`(array_agg(${roomMembers.userId}::text order by ${roomMembers.joinedAt}, ${roomMembers.userId}))[1:${sql.raw(String(ROOM_PARTICIPANTS_MAX))}]`,
    })
    .from(roomMembers)
    .where(inArray(roomMembers.roomId, roomIds))
    .groupBy(roomMembers.roomId);
  return new Map(rows.map((row) => [row.roomId, { count: row.count, ids: row.ids }]));
}

/** Adds a member; joining twice is fine. */
/** Adds a member; true when they were not one before. */
export async function addMember(db: Database, roomId: string, userId: string): Promise<boolean> {
  const added = await db
    .insert(roomMembers)
    .values({ roomId, userId })
    .onConflictDoNothing()
    .returning({ roomId: roomMembers.roomId });
  return added.length > 0;
}

export async function isMember(db: Database, roomId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(roomMembers)
    .where(and(eq(roomMembers.roomId, roomId), eq(roomMembers.userId, userId)));
  return rows.length > 0;
}
