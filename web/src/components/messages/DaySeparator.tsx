import type { DaySeparator as Separator } from './daySeparators';
import './daySeparator.css';

/** A centred day label between the messages of two days ('Today', 'Yesterday', a date). */
export function DaySeparator({ separator }: { separator: Separator }) {
  return (
    <li className="day-separator" role="separator" aria-label={separator.label}>
      <time dateTime={separator.day}>{separator.label}</time>
    </li>
  );
}
