import { lineText, type RoomLine } from './roomLines';
import './seenRooms.css';

/** A centred system line in a room's timeline: "ann joined", "ann, bob and 3 others left". */
export function RoomSystemLine({ line }: { line: RoomLine }) {
  return (
    <li className="room-system-line" data-testid="room-system-line">
      <span>{lineText(line)}</span>
    </li>
  );
}
