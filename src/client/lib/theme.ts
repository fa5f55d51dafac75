/**
 * Light, dark or system (the default), stored under `vite-ui-theme`. index.html applies
 * the stored choice before the first paint; this module keeps the <html> class in step afterwards.
 */
import { useSyncExternalStore } from 'react';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_KEY = 'vite-ui-theme';

const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function stored(): Theme {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return isTheme(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

let theme: Theme = stored();
const listeners = new Set<() => void>();

function apply(): void {
  const dark = theme === 'dark' || (theme === 'system' && darkQuery().matches);
  const root = document.documentElement;
  // Without this, every button would fade between the two palettes, half-read on the way.
  root.classList.add('theme-switching');
  root.classList.remove('light', 'dark');
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  void getComputedStyle(root).color; // the new colours are applied before transitions come back
  requestAnimationFrame(() => root.classList.remove('theme-switching'));
}

export function initTheme(): void {
  apply();
  darkQuery().addEventListener('change', () => theme === 'system' && apply());
}

export function setTheme(next: Theme): void {
  theme = next;
  localStorage.setItem(THEME_KEY, next);
  apply();
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useTheme(): Theme {
  return useSyncExternalStore(
    subscribe,
    () => theme,
    () => theme,
  );
}
