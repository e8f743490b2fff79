import type { HiddenContent } from '@serendip/protocol';
import { Icon } from '../Icon';
import './hiddenNote.css';

/** What the note under a message says, by what was hidden and whose message it is. */
const NOTES: Record<HiddenContent, { mine: string; theirs: string }> = {
  contact: {
    mine: 'Contact details hidden from the stranger',
    theirs: 'Contact details were hidden for your safety',
  },
};

/** The small line under a chat message whose contact details the safety checks hid. */
export function HiddenNote({ hidden, mine }: { hidden?: HiddenContent; mine: boolean }) {
  if (!hidden) return null;
  return (
    <span className="hidden-note" data-hidden={hidden}>
      <Icon name="eyeOff" size={12} />
      {NOTES[hidden][mine ? 'mine' : 'theirs']}
    </span>
  );
}
