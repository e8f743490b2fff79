import { useCallback, useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';

/** What a key press in a chat composer does. */
export type ComposerKeyAction = 'send' | 'newline' | 'none';

/** The parts of a keyboard event the composer looks at. */
export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** True while an input method (Chinese, Japanese, a phone's predictive text) builds a word. */
  isComposing?: boolean;
  keyCode?: number;
}

/**
 * Enter sends, Shift+Enter (or Alt/Ctrl+Enter) starts a new line, as in every messenger. An Enter
 * that confirms an input method's word (composing, or the legacy key code 229) only does that.
 */
export function composerKeyAction(event: ComposerKey): ComposerKeyAction {
  if (event.key !== 'Enter') return 'none';
  if (event.isComposing || event.keyCode === 229) return 'none';
  if (event.shiftKey || event.altKey || event.ctrlKey) return 'newline';
  return 'send';
}

/** The text box's lines at most; beyond them it scrolls. */
export const COMPOSER_MAX_ROWS = 5;

/**
 * Key handling of a multi-line composer: Enter submits the text box's form, Shift+Enter keeps the
 * browser's own new line. Alt/Ctrl+Enter, which a textarea ignores, insert a line break too.
 */
export function useComposerKeys(ref: RefObject<HTMLTextAreaElement | null>) {
  return useCallback(
    (event: KeyboardEvent<HTMLTextAreaElement>) => {
      // A key already taken by something on top of the box (a suggestion list picking an entry
      // with Enter) is not also a send.
      if (event.defaultPrevented) return;
      const action = composerKeyAction({
        key: event.key,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        isComposing: event.nativeEvent.isComposing,
        keyCode: event.keyCode,
      });
      const box = ref.current;
      if (action === 'send') {
        event.preventDefault();
        box?.form?.requestSubmit();
      } else if (action === 'newline' && !event.shiftKey && box) {
        event.preventDefault();
        box.setRangeText('\n', box.selectionStart, box.selectionEnd, 'end');
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
    [ref],
  );
}

/**
 * Grows a textarea with its text, from one line up to `maxRows`, then lets it scroll. Runs after
 * every change of `value` (a sent message shrinks it back to one line).
 */
export function useAutoGrow(
  ref: RefObject<HTMLTextAreaElement | null>,
  value: string,
  maxRows = COMPOSER_MAX_ROWS,
) {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const style = getComputedStyle(box);
    const line = parseFloat(style.lineHeight) || 24;
    const px = (name: keyof CSSStyleDeclaration) => parseFloat(String(style[name])) || 0;
    // Bootstrap sizes boxes border-box: the height holds padding and borders too.
    const borders = px('borderTopWidth') + px('borderBottomWidth');
    const padding = px('paddingTop') + px('paddingBottom');
    box.style.height = 'auto';
    const wanted = Math.min(box.scrollHeight + borders, line * maxRows + padding + borders);
    box.style.height = `${Math.ceil(wanted)}px`;
    box.style.overflowY = box.scrollHeight + borders > wanted + 1 ? 'auto' : 'hidden';
  }, [ref, value, maxRows]);
}
