import type { ThemePreference } from '@/lib/theme';

/** The colour modes as the user menu and the sign-in page name them. */
export const THEME_LABELS: Record<ThemePreference, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'Same as device',
};
export const THEME_HEADING = 'Theme';
