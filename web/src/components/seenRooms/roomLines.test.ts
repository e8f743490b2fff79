import { describe, expect, it } from 'vitest';
import type { RoomActivity } from '@serendip/protocol';
import { lineText, placeRoomLines } from './roomLines';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
let id = 0;
const act = (username: string, minute: number, kind: RoomActivity['kind'] = 'joined') => ({
  _id: `a${(id += 1)}`,
  kind,
  user: { _id: username, username, profilePicture: '' },
  createdAt: at(minute),
});

describe('join and leave lines', () => {
  it('collapses many joins in one gap into "X, Y and N others joined"', () => {
    const names = ['ann', 'bob', 'cy', 'dee', 'eve'];
    const placed = placeRoomLines(
      names.map((name, index) => act(name, 5 + index)),
      [at(1), at(20)],
      false,
    );
    expect([...placed.keys()]).toEqual([0]);
    expect(placed.get(0)!.map(lineText)).toEqual(['ann, bob and 3 others joined']);
  });

  it('words one, two and three names, and keeps joins and leaves apart', () => {
    const placed = placeRoomLines(
      [act('ann', 2), act('bob', 3), act('cy', 4), act('ann', 5, 'left'), act('dee', 6)],
      [],
      false,
    );
    expect(placed.get(-1)!.map(lineText)).toEqual([
      'ann, bob and cy joined',
      'ann left',
      'dee joined',
    ]);
    expect(lineText({ key: 'k', kind: 'left', names: ['ann', 'bob'], at: at(1) })).toBe(
      'ann and bob left',
    );
  });

  it('places each line after the last message before it, and drops older ones while history pages remain', () => {
    const placed = placeRoomLines([act('ann', 0), act('bob', 15)], [at(10), at(20)], true);
    expect([...placed.keys()]).toEqual([0]);
    expect(placed.get(0)!.map(lineText)).toEqual(['bob joined']);
  });
});
