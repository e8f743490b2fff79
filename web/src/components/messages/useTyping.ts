import { useCallback, useEffect, useRef, useState } from 'react';

/** Typing stops being signalled after this long without input (or at once on send). */
export const TYPING_IDLE_MS = 2000;
/** A typing indicator whose stop signal was lost disappears after this long. */
const TYPING_EXPIRY_MS = 6000;

/** The people currently typing in a thread, other than the signed-in user. */
export function useTypingUsers(selfId: string | undefined) {
  const [typers, setTypers] = useState<ReadonlyMap<string, string>>(new Map());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const stopTyping = useCallback((userId: string) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    setTypers((current) => {
      if (!current.has(userId)) return current;
      const next = new Map(current);
      next.delete(userId);
      return next;
    });
  }, []);

  const typing = useCallback(
    (userId: string, username: string) => {
      if (userId === selfId) return;
      clearTimeout(timers.current.get(userId));
      timers.current.set(
        userId,
        setTimeout(() => stopTyping(userId), TYPING_EXPIRY_MS),
      );
      setTypers((current) =>
        current.get(userId) === username ? current : new Map(current).set(userId, username),
      );
    },
    [selfId, stopTyping],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return { names: [...typers.values()], typing, stopTyping };
}

/**
 * Signals the user's own typing: `typing` on the first keystroke, `stopTyping` after 2 s
 * without input, on send, and when the page goes away.
 */
export function useTypingEmitter(emit: ((active: boolean) => void) | null) {
  const emitRef = useRef(emit);
  const active = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    emitRef.current = emit;
  });

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    if (!active.current) return;
    active.current = false;
    emitRef.current?.(false);
  }, []);

  const onInput = useCallback(() => {
    if (!active.current) {
      active.current = true;
      emitRef.current?.(true);
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { onInput, stop };
}
