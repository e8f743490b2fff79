import type { DaySeparator as Separator } from './daySeparators';
import './timeline.css';

/**
 * A centred day label between the messages of two days ('Today', 'Yesterday', a date). A plain
 * list item, read in order with the messages (a list may only hold list items).
 */
export function DaySeparator({ separator }: { separator: Separator }) {
  return (
    <li className="day-separator">
      <time dateTime={separator.day}>{separator.label}</time>
    </li>
  );
}
