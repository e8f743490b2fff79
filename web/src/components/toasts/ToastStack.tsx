import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TOAST_DURATION_MS } from '@serendip/protocol';
import { placeToasts, type Box, type Spot } from './toastPlacement';
import { useToastsTranslation } from '../../i18n/namespaces/toasts';

export type ToastVariant = 'success' | 'danger' | 'info' | 'warning';

export interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
  link?: string;
  /** The control focused when the toast was asked for: it stays uncovered. */
  cause: Element | null;
}

/**
 * What a toast must never cover: the navbar, and whatever a page marks with data-toast-avoid
 * (composers, a chat's header with Report, the revealed profile with Send Friend Request, the
 * call's controls and chat, a bottom bar).
 */
const AVOID = '[data-toast-avoid], .app-navbar';
/** How often the place is checked while toasts show: a composer may appear under them. */
const RECHECK_MS = 400;

/**
 * The control focused now, when it is one: a dialog that raised a toast closes and gives the
 * focus back to the button that opened it (Report), which then must stay uncovered too.
 */
function focusedControl(): Element | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body || focused.closest('.app-toasts')) return null;
  return focused;
}

function zonesToAvoid(causes: (Element | null)[]): Box[] {
  return [...document.querySelectorAll(AVOID), ...causes, focusedControl()]
    .filter((element): element is Element => element !== null && element.isConnected)
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0);
}

const viewport = () => ({
  width: document.documentElement.clientWidth || window.innerWidth,
  height: window.innerHeight,
});

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const { id, message, variant, link } = toast;
  const { t } = useToastsTranslation();
  const urgent = variant === 'danger' || variant === 'warning';

  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [id, onDismiss]);

  return (
    <div
      className={`app-toast app-toast-${variant}`}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      <div className="app-toast-body">
        {link ? (
          <Link to={link} className="app-toast-link" onClick={() => onDismiss(id)}>
            {message}
          </Link>
        ) : (
          message
        )}
      </div>
      <button
        type="button"
        className="btn-close btn-close-white app-toast-close"
        aria-label={t('close')}
        onClick={() => onDismiss(id)}
      />
    </div>
  );
}

/**
 * The toasts, in one stack fixed to the viewport (toastPlacement.ts says where). The stack is
 * always in the page, so the live regions exist before a toast is put in them.
 */
export function ToastStack({
  toasts,
  onDismiss,
}: {
  toasts: ToastItem[];
  onDismiss: (id: number) => void;
}) {
  const stack = useRef<HTMLDivElement>(null);
  const [spot, setSpot] = useState<Spot | null>(null);
  const showing = toasts.length > 0;

  const place = useCallback(() => {
    const height = stack.current?.offsetHeight ?? 0;
    const zones = zonesToAvoid(toasts.map((toast) => toast.cause));
    setSpot((current) => {
      const next = placeToasts(height, viewport(), zones, current);
      return current &&
        current.top === next.top &&
        current.left === next.left &&
        current.width === next.width
        ? current
        : next;
    });
  }, [toasts]);

  // Placed before paint: a new toast never flashes over a control first.
  useLayoutEffect(() => {
    if (showing) place();
    else setSpot(null);
  }, [showing, place]);

  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const soon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    const timer = setInterval(place, RECHECK_MS);
    window.addEventListener('scroll', soon, { passive: true, capture: true });
    window.addEventListener('resize', soon);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
      window.removeEventListener('scroll', soon, { capture: true });
      window.removeEventListener('resize', soon);
    };
  }, [showing, place]);

  return (
    <div
      ref={stack}
      className="app-toasts"
      data-testid="toasts"
      style={
        spot
          ? { top: spot.top, left: spot.left, width: spot.width }
          : { visibility: 'hidden', top: 0, left: 0 }
      }
    >
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </div>
  );
}
