import type { HiddenContent } from '@serendip/protocol';
import { Icon } from '../Icon';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';
import './hiddenNote.css';

/** What the note under a message says (its key), by what was hidden and whose message it is. */
const NOTES = {
  contact: { mine: 'messages.hiddenMine', theirs: 'messages.hiddenTheirs' },
} as const satisfies Record<HiddenContent, { mine: string; theirs: string }>;

/** The small line under a chat message whose contact details the safety checks hid. */
export function HiddenNote({ hidden, mine }: { hidden?: HiddenContent; mine: boolean }) {
  const { t } = useStrangersTranslation();
  if (!hidden) return null;
  return (
    <span className="hidden-note" data-hidden={hidden}>
      <Icon name="eyeOff" size={12} />
      {t(NOTES[hidden][mine ? 'mine' : 'theirs'])}
    </span>
  );
}
