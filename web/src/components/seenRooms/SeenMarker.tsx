import './seenRooms.css';

/** "Seen" under the last of one's own messages the friend has read. */
export function SeenMarker() {
  return (
    <li className="seen-marker" data-testid="seen-marker">
      Seen
    </li>
  );
}
