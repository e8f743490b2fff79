import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scrollPositions';
/** How long a restore keeps waiting for the page's content to grow tall enough. */
const RESTORE_FOR_MS = 4000;
/** At most this many entries are remembered (oldest dropped). */
const REMEMBERED = 50;

function load(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
    return new Map(Array.isArray(stored) ? stored : []);
  } catch {
    return new Map();
  }
}

function save(positions: Map<string, number>): void {
  try {
    const entries = [...positions].slice(-REMEMBERED);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // storage off: positions are kept for this page load only
  }
}

/**
 * Where each history entry was scrolled to, restored when Back or Forward returns to it; a new
 * page starts at the top. The list pages fill in after they mount (the feed fetches its first
 * page again), so the restore waits for the document to grow tall enough, until the person
 * scrolls or touches the page themselves or RESTORE_FOR_MS has passed.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    positions.current ??= load();
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const map = (positions.current ??= load());
        map.delete(currentKey.current);
        map.set(currentKey.current, window.scrollY);
      });
    };
    const persist = () => save((positions.current ??= load()));
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
      window.cancelAnimationFrame(frame);
      persist();
    };
  }, []);

  useLayoutEffect(() => {
    if (currentKey.current === location.key) return;
    const map = (positions.current ??= load());
    // The entry being left: its last position (a scroll event may still be pending).
    map.set(currentKey.current, map.get(currentKey.current) ?? window.scrollY);
    save(map);
    currentKey.current = location.key;
    const samePath = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    const target = navigationType === 'POP' ? map.get(location.key) : undefined;
    if (target === undefined) {
      // A new page starts at the top; a change of the query alone keeps the place.
      if (!samePath && typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
      return;
    }
    return restore(target);
  }, [location.key, location.pathname, navigationType]);
}

/** Scrolls to `top` once the document is tall enough; returns the cancel function. */
function restore(top: number): () => void {
  const started = Date.now();
  let timer = 0;
  const stop = () => {
    window.clearTimeout(timer);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: Math.min(top, Math.max(0, reachable)) });
    if (reachable >= top || Date.now() - started > RESTORE_FOR_MS) return stop();
    timer = window.setTimeout(attempt, 50);
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('keydown', stop);
  attempt();
  return stop;
}
