import { useCallback, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import type { ThreadMessage } from '../../../api/messageDelivery';
import { useMessageActions } from './MessageActionsContext';
import { MessageActionsMenu } from './MessageActionsMenu';
import { MessageReactions } from './MessageReactions';
import { useSocialTranslation } from '../../../i18n/namespaces/social';

/** A press held this long on a touch screen opens the message's menu. */
const LONG_PRESS_MS = 450;
/** A finger that moves further than this is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

/**
 * Lifting the finger after a long press may still click what is under it, which is now the
 * menu: that click is not a choice.
 */
function swallowNextClick() {
  const swallow = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  document.addEventListener('click', swallow, { capture: true, once: true });
  // Only the click of this press: a later one is the person's.
  document.addEventListener(
    'pointerdown',
    () => document.removeEventListener('click', swallow, { capture: true }),
    { capture: true, once: true },
  );
}

/**
 * A bubble with what surrounds it: its reactions below, and its menu, opened by a long press on
 * a touch screen or by the "⋯" button beside it (shown on hover or focus; reachable by Tab).
 */
export function MessageActionArea({
  message,
  own,
  children,
}: {
  message: ThreadMessage;
  own: boolean;
  children: ReactNode;
}) {
  const actions = useMessageActions();
  const { t } = useSocialTranslation();
  const [open, setOpen] = useState(false);
  const stackRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; x: number; y: number } | null>(null);
  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus({ preventScroll: true });
  }, []);

  const usable = actions && !message.delivery && !message.deleted;
  const editing = actions?.editingId === message._id;

  const cancelPress = () => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!usable || editing || event.pointerType !== 'touch') return;
    cancelPress();
    const { clientX: x, clientY: y } = event;
    press.current = {
      x,
      y,
      timer: setTimeout(() => {
        press.current = null;
        swallowNextClick();
        setOpen(true);
      }, LONG_PRESS_MS),
    };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = press.current;
    if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > MOVE_TOLERANCE_PX)
      cancelPress();
  };

  return (
    <div
      ref={stackRef}
      className="message-stack"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={cancelPress}
      onPointerCancel={cancelPress}
      onContextMenu={(event) => {
        // A long press on a touch screen would open the browser's own menu over ours.
        if (usable && !editing && window.matchMedia('(hover: none)').matches)
          event.preventDefault();
      }}
    >
      <div className="message-stack-bubble">
        {children}
        {usable && !editing && (
          <button
            ref={triggerRef}
            type="button"
            className="message-menu-trigger"
            aria-label={
              own
                ? t('actions.triggerOwn')
                : t('actions.triggerOther', { name: message.sender.username })
            }
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen((was) => !was)}
          >
            <span aria-hidden="true">⋯</span>
          </button>
        )}
      </div>
      <MessageReactions message={message} />
      {open && actions && (
        <MessageActionsMenu
          message={message}
          own={own}
          actions={actions}
          anchor={stackRef.current}
          onClose={close}
        />
      )}
    </div>
  );
}
