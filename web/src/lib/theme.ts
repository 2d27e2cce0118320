import type { Preferences } from '@/lib/api-schema.gen';
import { STORAGE_PREFIX } from '@/lib/storage';

/** What the account chose: light, dark, or `system` (the device's setting). */
export type ThemePreference = Preferences['theme'];
export type Theme = 'light' | 'dark';

export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

/** Read before the first paint by public/theme.js, which spells the same key. */
export const THEME_KEY = `${STORAGE_PREFIX}theme`;

const DARK_DEVICE = '(prefers-color-scheme: dark)';

const isThemePreference = (value: unknown): value is ThemePreference =>
  THEME_PREFERENCES.includes(value as ThemePreference);

export function storedThemePreference(): ThemePreference {
  if (typeof window === 'undefined') return 'system'; // the sign-in page, prerendered at build
  try {
    const value = window.localStorage.getItem(THEME_KEY);
    return isThemePreference(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

export function keepThemePreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(THEME_KEY, preference);
  } catch {
    // Storage disabled: the choice lasts as long as the page.
  }
}

const deviceIsDark = () =>
  typeof window !== 'undefined' && (window.matchMedia?.(DARK_DEVICE).matches ?? false);

export const resolvedTheme = (preference: ThemePreference): Theme =>
  preference === 'dark' || (preference === 'system' && deviceIsDark()) ? 'dark' : 'light';

/** Bootstrap 5.3's colour modes: every component reads its colours from this attribute. */
export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-bs-theme', theme);
}

/** Calls `onChange` when the device switches between light and dark; returns the unsubscribe. */
export function onDeviceThemeChange(onChange: () => void): () => void {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(DARK_DEVICE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
