import { useEffect } from 'react';

/** The class on <html> while a call runs; videoChat.css lays the frame out around it. */
export const IN_CALL_CLASS = 'vc-in-call';

/**
 * During a call the page never scrolls: the call fills the space under the navbar (wide
 * screens) or the whole screen, with no navbar or footer (phones, videoChat.css).
 */
export function useFullScreenCall(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    root.classList.add(IN_CALL_CLASS);
    return () => root.classList.remove(IN_CALL_CLASS);
  }, [active]);
}
