import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ListGroup } from 'react-bootstrap';
import type { UserSummary } from '@serendip/protocol';
import { Avatar } from '../Avatar';
import './seenRooms.css';
import { useSocialTranslation } from '../../i18n/namespaces/social';

/** Suggestions shown at once. */
const SHOWN = 6;
/** The "@name" being typed just before the caret. */
const TYPING_MENTION = /(^|[^A-Za-z0-9_.@-])@([A-Za-z0-9_.-]*)$/;

type Field = HTMLInputElement | HTMLTextAreaElement;

interface Typing {
  /** Where the "@" is in the text. */
  at: number;
  query: string;
}

/** Members whose name starts with the query come first, then those containing it. */
export function suggestMembers(
  members: readonly UserSummary[],
  query: string,
  selfId?: string,
): UserSummary[] {
  const wanted = query.toLowerCase();
  const others = members.filter((member) => member._id !== selfId);
  const starts = others.filter((member) => member.username.toLowerCase().startsWith(wanted));
  const contains = others.filter(
    (member) =>
      !member.username.toLowerCase().startsWith(wanted) &&
      member.username.toLowerCase().includes(wanted),
  );
  return [...starts, ...contains].slice(0, SHOWN);
}

/** Sets a field's text the way typing does, so the composer (a React input) hears it. */
function typeInto(field: Field, text: string, caret: number) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.setSelectionRange(caret, caret);
}

/**
 * @mention suggestions for the chat composer it sits above: typing "@" and the start of a
 * member's name lists matching members; ↑/↓ move, Enter or Tab picks, Escape closes, and a tap
 * or click picks. Works on the composer's field through the DOM (whatever the field is), so the
 * composer itself knows nothing of mentions.
 */
export function MentionAutocomplete({
  members,
  selfId,
}: {
  members: readonly UserSummary[];
  selfId?: string;
}) {
  const { t } = useSocialTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  const listId = useId();
  const [typing, setTyping] = useState<Typing | null>(null);
  const [active, setActive] = useState(0);
  const suggestions = typing ? suggestMembers(members, typing.query, selfId) : [];
  const open = suggestions.length > 0;
  const state = useRef({ open, suggestions, active, typing });
  state.current = { open, suggestions, active, typing };

  const field = useCallback(
    () => anchor.current?.closest('.chat-panel')?.querySelector<Field>('.composer-input') ?? null,
    [],
  );

  const pick = useCallback(
    (member: UserSummary) => {
      const input = field();
      const current = state.current.typing;
      if (!input || !current) return;
      const caret = input.selectionStart ?? input.value.length;
      const inserted = `@${member.username} `;
      const text = input.value.slice(0, current.at) + inserted + input.value.slice(caret);
      setTyping(null);
      typeInto(input, text, current.at + inserted.length);
      input.focus();
    },
    [field],
  );

  useEffect(() => {
    const panel = anchor.current?.closest<HTMLElement>('.chat-panel');
    if (!panel) return;
    const isField = (target: EventTarget | null): target is Field =>
      target instanceof HTMLElement && target.classList.contains('composer-input');
    const readCaret = (event: Event) => {
      if (!isField(event.target)) return;
      const input = event.target;
      const before = input.value.slice(0, input.selectionStart ?? input.value.length);
      const match = TYPING_MENTION.exec(before);
      setTyping(match ? { at: before.length - match[2]!.length - 1, query: match[2]! } : null);
      setActive(0);
    };
    const onKey = (event: KeyboardEvent) => {
      const now = state.current;
      if (!isField(event.target) || !now.open) return;
      const move = (by: number) =>
        setActive((index) => (index + by + now.suggestions.length) % now.suggestions.length);
      if (event.key === 'ArrowDown') move(1);
      else if (event.key === 'ArrowUp') move(-1);
      else if (event.key === 'Escape') setTyping(null);
      else if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab')
        pick(now.suggestions[now.active]!);
      else return;
      // Picking with Enter must not also send the message.
      event.preventDefault();
      event.stopPropagation();
    };
    const onBlur = (event: FocusEvent) => isField(event.target) && setTyping(null);
    panel.addEventListener('input', readCaret);
    panel.addEventListener('click', readCaret);
    panel.addEventListener('keydown', onKey, true);
    panel.addEventListener('focusout', onBlur);
    return () => {
      panel.removeEventListener('input', readCaret);
      panel.removeEventListener('click', readCaret);
      panel.removeEventListener('keydown', onKey, true);
      panel.removeEventListener('focusout', onBlur);
    };
  }, [pick]);

  // The field says what it offers, for screen readers.
  useEffect(() => {
    const input = field();
    if (!input) return;
    input.setAttribute('aria-autocomplete', 'list');
    if (open) {
      input.setAttribute('aria-controls', listId);
      input.setAttribute('aria-activedescendant', `${listId}-${active}`);
    } else {
      input.removeAttribute('aria-controls');
      input.removeAttribute('aria-activedescendant');
    }
  }, [field, open, active, listId]);

  return (
    <div ref={anchor}>
      {open && (
        <ListGroup
          id={listId}
          role="listbox"
          aria-label={t('room.mention')}
          className="mention-suggestions shadow-sm"
          data-testid="mention-suggestions"
        >
          {suggestions.map((member, index) => (
            <ListGroup.Item
              key={member._id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              active={index === active}
              action
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(member)}
            >
              <Avatar profilePicture={member.profilePicture} size={24} decorative />
              <span className="text-truncate">{member.username}</span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </div>
  );
}
