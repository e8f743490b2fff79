/**
 * Back closes the dialog on top instead of leaving the page. Every open dialog (React Bootstrap's
 * Modal and Offcanvas, whichever page opened it) gets a history entry of its own: the same URL,
 * with a marker in history.state. Back pops that entry and the dialog is closed as its own close
 * button would; closing it any other way (the button, Escape, the backdrop) pops the entry again,
 * so the next Back leaves the page as before. Watching the document rather than each dialog keeps
 * every page's dialog code as it is.
 */

const MARKER = 'serendipModal';
const DIALOG = '.modal.show, .offcanvas.show, .offcanvas.showing';

interface MarkedState {
  [MARKER]?: number;
}

function markerOf(state: unknown): number | undefined {
  return state && typeof state === 'object' ? (state as MarkedState)[MARKER] : undefined;
}

function openDialogs(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(DIALOG)];
}

/** Closes `dialog` as a person would: its close button, else Escape (React Bootstrap listens). */
function close(dialog: HTMLElement): void {
  const button = dialog.querySelector<HTMLElement>('.btn-close, [data-dismiss-on-back]');
  if (button) {
    button.click();
    return;
  }
  dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
}

/** Starts watching; returns the function that stops it. */
export function installModalHistory(): () => void {
  let counter = 0;
  /** The markers of the entries pushed for dialogs still open, oldest first. */
  const pushed: { id: number; dialog: HTMLElement }[] = [];
  /** Pops this code makes itself, which the popstate handler must not treat as Back. */
  let ownPops = 0;

  const sync = () => {
    // A dialog that went away without Back: drop its entry if it is the current one.
    for (let index = pushed.length - 1; index >= 0; index -= 1) {
      const entry = pushed[index];
      if (document.contains(entry.dialog) && entry.dialog.matches(DIALOG)) continue;
      pushed.splice(index, 1);
      if (markerOf(window.history.state) === entry.id) {
        ownPops += 1;
        window.history.back();
      }
    }
    // A dialog that just opened: one entry of its own.
    for (const dialog of openDialogs()) {
      if (pushed.some((entry) => entry.dialog === dialog)) continue;
      counter += 1;
      const state: unknown = window.history.state;
      window.history.pushState(
        { ...(state && typeof state === 'object' ? state : {}), [MARKER]: counter },
        '',
      );
      pushed.push({ id: counter, dialog });
    }
  };

  const onPop = (event: PopStateEvent) => {
    if (ownPops > 0) {
      ownPops -= 1;
      return;
    }
    const top = pushed.at(-1);
    if (top && markerOf(event.state) !== top.id) {
      pushed.pop();
      close(top.dialog);
      // A dialog that refuses to close (busy) keeps its entry.
      window.setTimeout(() => {
        if (document.contains(top.dialog) && top.dialog.matches('.modal.show, .offcanvas.show')) {
          window.history.pushState({ ...(event.state as object), [MARKER]: top.id }, '');
          pushed.push(top);
        }
      }, 400);
      return;
    }
    // Forward (or Back from a page opened inside a dialog) onto a dialog's stale entry: the
    // dialog is gone, so step over the entry.
    if (!top && markerOf(event.state) !== undefined) {
      ownPops += 1;
      window.history.back();
    }
  };

  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      sync();
    });
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  window.addEventListener('popstate', onPop);
  return () => {
    observer.disconnect();
    window.removeEventListener('popstate', onPop);
  };
}
