import { useSyncExternalStore } from 'react';

/** Light or dark colour mode, applied through Bootstrap 5.3's data-bs-theme attribute. */
export type Theme = 'light' | 'dark';

export const THEME_KEY = 'theme';

const listeners = new Set<() => void>();
let currentTheme: Theme = 'light';

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function systemTheme(): Theme {
  if (typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function apply(theme: Theme): void {
  currentTheme = theme;
  document.documentElement.setAttribute('data-bs-theme', theme);
  listeners.forEach((listener) => listener());
}

/** Applies the remembered choice, or the system preference; called once before the first render. */
export function initTheme(): void {
  apply(storedTheme() ?? systemTheme());
  if (typeof window.matchMedia !== 'function') return;
  // Follow the system while the user has not picked a mode themselves.
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (!storedTheme()) apply(systemTheme());
  });
}

/** Switches the mode and remembers the choice in localStorage 'theme'. */
export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  apply(theme);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, () => currentTheme);
}
