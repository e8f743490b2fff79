import { comments, conversations, messages, photos, rooms } from '../src/platform/db/schema';
import type { Database } from '../src/platform/db/database';
import { newId } from '../src/platform/ids';
import type { Person } from './social';

/** Content written straight into the database, for the report and moderation tests to point at. */

export async function photoOf(db: Database, owner: Person): Promise<string> {
  const id = newId();
  await db
    .insert(photos)
    .values({ id, userId: owner.id, type: 'image', imageUrl: '/uploads/p.jpg', caption: 'hi' });
  return id;
}

export async function commentBy(
  db: Database,
  author: Person,
  photoId: string,
  text = 'you are awful',
): Promise<string> {
  const id = newId();
  await db.insert(comments).values({ id, photoId, userId: author.id, text });
  return id;
}

/** A room 'Lobby' with nine messages by `speakers` in turn, 1 s apart; the room and message ids. */
export async function roomWith(
  db: Database,
  speakers: Person[],
): Promise<{ roomId: string; ids: string[] }> {
  const roomId = newId();
  await db.insert(rooms).values({ id: roomId, name: 'Lobby', creatorId: speakers[0]!.id });
  const ids: string[] = [];
  for (let index = 0; index < 9; index++) {
    const id = newId();
    ids.push(id);
    await db.insert(messages).values({
      id,
      roomId,
      senderId: speakers[index % speakers.length]!.id,
      clientId: id,
      type: 'text',
      content: `line ${index}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
    });
  }
  return { roomId, ids };
}

/** A conversation between `a` and `b` with one message by `b`; the message id. */
export async function conversationMessage(db: Database, a: Person, b: Person): Promise<string> {
  const conversationId = newId();
  const [userA, userB] = [a.id, b.id].sort();
  await db.insert(conversations).values({ id: conversationId, userA: userA!, userB: userB! });
  const id = newId();
  await db
    .insert(messages)
    .values({ id, conversationId, senderId: b.id, clientId: id, type: 'text', content: 'pay me' });
  return id;
}
