import { useSyncExternalStore } from 'react';

/** What the prompts show, set by the service worker's registration (startPwa.ts). */
interface PwaState {
  /** A new service worker is installed and waiting for this page's permission. */
  updateReady: boolean;
}

let state: PwaState = { updateReady: false };
const listeners = new Set<() => void>();
let applyUpdate: () => void = () => window.location.reload();

export function setPwaState(next: Partial<PwaState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/** How to switch to the waiting version (activate it, then reload). */
export function onApplyUpdate(apply: () => void): void {
  applyUpdate = apply;
}

export function applyWaitingUpdate(): void {
  applyUpdate();
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
