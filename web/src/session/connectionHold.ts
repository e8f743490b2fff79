import { useSyncExternalStore } from 'react';

/**
 * Keeps a visitor's live connection open across signing up or logging in. An anonymous chat
 * lives on its socket: opening a new, signed-in connection would end it. While a page holds the
 * connection, LiveConnection opens the signed-in one only once the hold is released (the chat
 * went back to its start, or the page closed). Logging out is never held.
 */
let holds = 0;
/** A sign-in is waiting for the holds to be released (the connection is still the visitor's). */
let upgradeWaiting = false;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Holds the connection; returns the release (call it once). */
export function holdConnection(): () => void {
  holds += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    notify();
  };
}

export function setUpgradeWaiting(waiting: boolean): void {
  if (upgradeWaiting === waiting) return;
  upgradeWaiting = waiting;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether some page holds the connection. */
export function useConnectionHeld(): boolean {
  return useSyncExternalStore(subscribe, () => holds > 0);
}

/** Whether a sign-in waits for the held visitor connection (the live chat is still anonymous). */
export function useUpgradeWaiting(): boolean {
  return useSyncExternalStore(subscribe, () => upgradeWaiting);
}
