import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { DEFAULT_REACTIONS } from '@serendip/protocol';
import type { ThreadMessage } from '../../../api/messageDelivery';
import { ReportContentDialog } from '../../report/ReportContentDialog';
import { rememberEmoji } from '../emojiRecents';
import type { MessageActions } from './MessageActionsContext';
import { mayEdit } from './messageActionsState';
import './actions.css';
import { useSocialTranslation } from '../../../i18n/namespaces/social';

/** The full emoji set loads on its first opening only. */
const EmojiLibraryPicker = lazy(() => import('../EmojiLibraryPicker'));

interface MenuProps {
  message: ThreadMessage;
  own: boolean;
  actions: MessageActions;
  /** The element the menu opens beside (the bubble's row). */
  anchor: HTMLElement | null;
  onClose(): void;
}

type Step = 'menu' | 'emoji' | 'confirmDelete';

/** Where the menu goes: below the anchor, or above it when there is no room below. */
function placeBeside(anchor: HTMLElement, menu: HTMLElement, own: boolean) {
  const box = anchor.getBoundingClientRect();
  const height = menu.offsetHeight;
  const width = menu.offsetWidth;
  const below = box.bottom + 4;
  const top = below + height > window.innerHeight - 8 ? Math.max(8, box.top - height - 4) : below;
  // Beside the bubble's outer edge: own messages sit at the inline end (the left in Arabic).
  const rtl = getComputedStyle(anchor).direction === 'rtl';
  const left = own !== rtl ? box.right - width : box.left;
  return {
    top: `${top}px`,
    left: `${Math.min(Math.max(8, left), window.innerWidth - width - 8)}px`,
  };
}

/**
 * The per-message menu: the default reactions (and every emoji behind "More reactions"), Reply,
 * Edit and Delete for one's own message, Report for others'. On a phone it is a sheet at the
 * bottom of the screen. Arrow keys move between its buttons; Escape closes it.
 */
export function MessageActionsMenu({ message, own, actions, anchor, onClose }: MenuProps) {
  const { t } = useSocialTranslation();
  const [step, setStep] = useState<Step>('menu');
  const [reporting, setReporting] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: string; left: string } | null>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    if (anchor && menuRef.current) setPlace(placeBeside(anchor, menuRef.current, own));
  }, [anchor, own, step]);

  // Once placed (a hidden element cannot take focus), its first button takes it.
  const placed = place !== null;
  useEffect(() => {
    if (placed) menuRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [placed, step]);

  useEffect(() => {
    if (reporting) return;
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) onClose();
    };
    // After the press that opened it.
    const timer = setTimeout(() => document.addEventListener('pointerdown', onPointer), 0);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose, step, reporting]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key))
      return;
    const buttons = [
      ...(menuRef.current?.querySelectorAll<HTMLElement>(
        '.message-menu-item, .message-menu-emoji',
      ) ?? []),
    ];
    if (buttons.length === 0) return;
    event.preventDefault();
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? buttons.length - 1
          : event.key === 'ArrowDown' || event.key === 'ArrowRight'
            ? (at + 1) % buttons.length
            : (at - 1 + buttons.length) % buttons.length;
    buttons[next]?.focus();
  };

  const react = (emoji: string) => {
    rememberEmoji(emoji);
    actions.react(message, emoji);
    onClose();
  };
  const title = own
    ? t('actions.forOwn')
    : t('actions.forOther', { name: message.sender.username });

  if (reporting)
    return (
      <ReportContentDialog
        kind={actions.reportKind}
        id={message._id}
        what={t('actions.messageBy', { name: message.sender.username })}
        onClose={onClose}
      />
    );

  return createPortal(
    <div
      ref={menuRef}
      className={`message-menu shadow ${step === 'emoji' ? 'message-menu-wide' : ''}`}
      style={place ?? { visibility: 'hidden' }}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div id={titleId} className="visually-hidden">
        {title}
      </div>
      {step === 'confirmDelete' ? (
        <div className="message-menu-confirm">
          <p className="mb-2">{t('actions.confirmDelete')}</p>
          <div className="d-flex gap-2 justify-content-end">
            <button
              type="button"
              className="btn btn-sm btn-light message-menu-item"
              onClick={onClose}
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger message-menu-item"
              onClick={() => {
                actions.remove(message);
                onClose();
              }}
            >
              {t('common.delete')}
            </button>
          </div>
        </div>
      ) : step === 'emoji' ? (
        <Suspense
          fallback={
            <div className="p-3 small text-body-secondary" role="status">
              {t('emoji.loading')}
            </div>
          }
        >
          <EmojiLibraryPicker onPick={react} />
        </Suspense>
      ) : (
        <>
          <div className="message-menu-reactions" role="group" aria-label={t('actions.react')}>
            {DEFAULT_REACTIONS.map((emoji) => (
              <button
                key={emoji}
                type="button"
                className="message-menu-emoji"
                aria-label={t('actions.reactWith', { emoji })}
                onClick={() => react(emoji)}
              >
                {emoji}
              </button>
            ))}
            <button
              type="button"
              className="message-menu-emoji message-menu-more"
              aria-label={t('actions.moreReactions')}
              title={t('actions.moreReactions')}
              onClick={() => setStep('emoji')}
            >
              +
            </button>
          </div>
          <div role="menu" aria-label={title} className="message-menu-items">
            <MenuItem
              label={t('actions.reply')}
              onClick={() => {
                actions.reply(message);
                onClose();
              }}
            />
            {mayEdit(message, own) && (
              <MenuItem
                label={t('actions.edit')}
                onClick={() => {
                  actions.startEdit(message);
                  onClose();
                }}
              />
            )}
            {own && (
              <MenuItem
                label={t('common.delete')}
                danger
                onClick={() => setStep('confirmDelete')}
              />
            )}
            {!own && (
              <MenuItem label={t('actions.report')} danger onClick={() => setReporting(true)} />
            )}
          </div>
        </>
      )}
    </div>,
    document.body,
  );
}

function MenuItem({
  label,
  danger = false,
  onClick,
}: {
  label: string;
  danger?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      className={`message-menu-item ${danger ? 'text-danger' : ''}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
