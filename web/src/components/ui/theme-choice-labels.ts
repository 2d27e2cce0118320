import type { TextKey } from '@/lib/messages.gen';
import type { ThemePreference } from '@/lib/theme';

/** The colour modes as the user menu and the sign-in page name them (catalog keys). */
export const THEME_LABELS: Record<ThemePreference, TextKey> = {
  light: 'theme.light',
  dark: 'theme.dark',
  system: 'theme.system',
};
