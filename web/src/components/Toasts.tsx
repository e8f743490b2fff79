import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  Suspense,
  type ReactNode,
} from 'react';
import type { ToastItem, ToastVariant } from './toasts/ToastStack';

export type { ToastVariant } from './toasts/ToastStack';

type StackModule = typeof import('./toasts/ToastStack');
let stackModule: StackModule | null = null;
let stackLoading: Promise<StackModule | null> | null = null;

/**
 * The stack's code (drawing and placing toasts) loads apart from the first page's: while the
 * browser is idle after start, or with the first toast. A failed load is tried again with the
 * next toast; the toasts wait meanwhile.
 */
function loadStack(): Promise<StackModule | null> {
  stackLoading ??= import('./toasts/ToastStack').then(
    (loaded) => (stackModule = loaded),
    () => {
      stackLoading = null;
      return null;
    },
  );
  return stackLoading;
}

/** Loads the stack's code now (tests, so a toast shows in the same render as in a warm app). */
export const preloadToastStack = (): Promise<unknown> => loadStack();

const whenIdle = (task: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 2000);
  return () => clearTimeout(timer);
};

/**
 * Shows a toast that hides itself after 5 s. The same text is shown
 * once: not again while it is on screen, and not at all while an inline notice on the page says
 * it (useInlineNotice). The focused control, which usually caused the toast, stays uncovered.
 */
export type ShowToast = (message: string, variant?: ToastVariant, link?: string) => void;

interface ToastApi {
  showToast: ShowToast;
  /** Marks a text as shown inline; returns the release. */
  claimInline: (text: string) => () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** More at once would cover the page: the oldest gives way. */
const MOST_SHOWN = 3;
let nextToastId = 1;

/** The control the person last used, unless it is the page itself or a toast's own button. */
function focusedControl(): Element | null {
  const active = document.activeElement;
  if (!active || active === document.body || active === document.documentElement) return null;
  return active.closest('.app-toasts') ? null : active;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  // How many inline notices show each text right now.
  const inline = useRef(new Map<string, number>());

  const dismiss = useCallback((id: number) => {
    setToasts((items) => items.filter((item) => item.id !== id));
  }, []);

  const showToast = useCallback<ShowToast>((message, variant = 'info', link) => {
    if (inline.current.has(message)) return;
    const cause = focusedControl();
    setToasts((items) =>
      items.some((item) => item.message === message)
        ? items
        : [...items, { id: nextToastId++, message, variant, link, cause }].slice(-MOST_SHOWN),
    );
  }, []);

  const claimInline = useCallback((text: string) => {
    const counts = inline.current;
    counts.set(text, (counts.get(text) ?? 0) + 1);
    // An inline notice that comes after a toast of the same text replaces it.
    setToasts((items) =>
      items.some((item) => item.message === text)
        ? items.filter((item) => item.message !== text)
        : items,
    );
    return () => {
      const left = (counts.get(text) ?? 1) - 1;
      if (left > 0) counts.set(text, left);
      else counts.delete(text);
    };
  }, []);

  const value = useMemo(() => ({ showToast, claimInline }), [showToast, claimInline]);

  const [stack, setStack] = useState<StackModule | null>(stackModule);
  const waiting = toasts.length > 0 && !stack;
  useEffect(() => {
    if (stack) return;
    let live = true;
    const load = () => void loadStack().then((loaded) => live && loaded && setStack(loaded));
    const cancel = waiting ? (load(), undefined) : whenIdle(load);
    return () => {
      live = false;
      cancel?.();
    };
  }, [stack, waiting, toasts]);
  const Stack = stack?.ToastStack;

  return (
    <ToastContext.Provider value={value}>
      {children}
      {Stack && (
        // The stack's words load with it in another language; until then it waits, not the page.
        <Suspense fallback={null}>
          <Stack toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

function useToastApi(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>.');
  return value;
}

/** `const { showToast } = useToast()`; then showToast(message, variant, link?). */
export function useToast(): { showToast: ShowToast } {
  const { showToast } = useToastApi();
  return useMemo(() => ({ showToast }), [showToast]);
}

/**
 * For a component that shows `text` inline (a banner, an alert): while it does, no toast says
 * the same, and one already shown gives way. One notice per event, never both.
 */
export function useInlineNotice(text: string | null | undefined): void {
  // Outside a provider (a component tested alone) there are no toasts to hold back.
  const claimInline = useContext(ToastContext)?.claimInline;
  // Before paint: a toast of the same text never shows beside the banner.
  useLayoutEffect(() => (text && claimInline ? claimInline(text) : undefined), [text, claimInline]);
}
