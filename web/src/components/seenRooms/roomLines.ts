import type { RoomActivity } from '@serendip/protocol';
import type { TFunction } from 'i18next';
import { i18n } from '../../i18n/i18n';
import '../../i18n/namespaces/social';

/** Consecutive joins (or leaves) shown as one line: "ann, bob and 3 others joined". */
export interface RoomLine {
  key: string;
  kind: RoomActivity['kind'];
  names: string[];
  at: string;
}

/** Names listed before "and N others". */
const NAMED = 2;

/** The line in a language: "ann joined", "ann and bob left", "ann, bob and 3 others joined". */
export function roomLineText(t: TFunction<'social'>, line: RoomLine): string {
  const verb = line.kind === 'joined' ? 'joined' : 'left';
  const [a, b, c] = line.names;
  const { length } = line.names;
  if (length === 1) return t(`room.${verb}1`, { a });
  if (length === 2) return t(`room.${verb}2`, { a, b });
  if (length === NAMED + 1) return t(`room.${verb}3`, { a, b, c });
  return t(`room.${verb}Many`, { a, b, count: length - NAMED });
}

const english = i18n.getFixedT('en', 'social');

/** The line in English. */
export function lineText(line: RoomLine): string {
  return roomLineText(english, line);
}

/**
 * Places join and leave lines among messages: each after the last message created at or before
 * it (-1: before the first). Lines of one kind in one gap collapse into one; a person counts once.
 * Lines older than the first message are dropped while older history is not loaded yet.
 */
export function placeRoomLines(
  activity: readonly RoomActivity[],
  messageTimes: readonly string[],
  hasOlder: boolean,
): Map<number, RoomLine[]> {
  const times = messageTimes.map((time) => Date.parse(time));
  const placed = new Map<number, RoomLine[]>();
  let cursor = -1;
  for (const item of activity) {
    const at = Date.parse(item.createdAt);
    while (cursor + 1 < times.length && times[cursor + 1]! <= at) cursor += 1;
    if (cursor === -1 && hasOlder) continue;
    const lines = placed.get(cursor) ?? [];
    const last = lines.at(-1);
    if (last && last.kind === item.kind) {
      if (!last.names.includes(item.user.username)) last.names.push(item.user.username);
      last.at = item.createdAt;
    } else {
      lines.push({
        key: item._id,
        kind: item.kind,
        names: [item.user.username],
        at: item.createdAt,
      });
    }
    placed.set(cursor, lines);
  }
  return placed;
}
