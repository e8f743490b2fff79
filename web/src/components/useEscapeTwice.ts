import { useEffect, useEffectEvent, useRef, useState } from 'react';

export const ESCAPE_WINDOW_MS = 2000;

/**
 * Calls `onConfirm` when Esc is pressed twice within 2 s. Returns whether the first press is
 * waiting for its second, so the page can say 'Press Esc again to skip'.
 */
export function useEscapeTwice(enabled: boolean, onConfirm: () => void): boolean {
  const [armed, setArmed] = useState(false);
  const armedAt = useRef<number | null>(null);
  const confirm = useEffectEvent(onConfirm);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // An open dialog (the report form, the settings) takes Esc for itself.
      if (document.querySelector('.modal.show, .offcanvas.show')) return;
      const first = armedAt.current;
      if (first !== null && Date.now() - first <= ESCAPE_WINDOW_MS) {
        armedAt.current = null;
        setArmed(false);
        confirm();
      } else {
        armedAt.current = Date.now();
        setArmed(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      armedAt.current = null;
    };
  }, [enabled]);

  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => {
      armedAt.current = null;
      setArmed(false);
    }, ESCAPE_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [armed]);

  return enabled && armed;
}
