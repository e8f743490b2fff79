import { useEffect, useEffectEvent } from 'react';
import { useEscapeTwice } from '../../components/useEscapeTwice';

/** The call's keyboard shortcuts, as the buttons' titles and aria-keyshortcuts name them. */
export const SHORTCUTS = { mute: 'M', camera: 'V', skip: 'Esc twice' } as const;

/** Typing in a text box (the call chat, a select) must never mute or turn off the camera. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

interface CallShortcutHandlers {
  onMute: () => void;
  onCamera: () => void;
  onSkip: () => void;
}

/**
 * M mutes or unmutes, V turns the camera off or on, Esc twice skips (as in the text chat).
 * Letters are ignored while typing, with a modifier held, or while a dialog is open. Returns
 * whether a first Esc waits for its second.
 */
export function useCallShortcuts(enabled: boolean, handlers: CallShortcutHandlers): boolean {
  const press = useEffectEvent((key: string) => {
    if (key === 'm') handlers.onMute();
    else if (key === 'v') handlers.onCamera();
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector('.modal.show, .offcanvas.show')) return;
      const key = event.key.toLowerCase();
      if (key !== 'm' && key !== 'v') return;
      event.preventDefault();
      press(key);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);

  return useEscapeTwice(enabled, handlers.onSkip);
}
