import { roomLineText, type RoomLine } from './roomLines';
import './seenRooms.css';
import { useSocialTranslation } from '../../i18n/namespaces/social';

/** A centred system line in a room's timeline: "ann joined", "ann, bob and 3 others left". */
export function RoomSystemLine({ line }: { line: RoomLine }) {
  const { t } = useSocialTranslation();
  return (
    <li className="room-system-line" data-testid="room-system-line">
      <span>{roomLineText(t, line)}</span>
    </li>
  );
}
