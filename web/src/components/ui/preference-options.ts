import { LANGUAGES } from '@/lib/i18n';
import type { TextKey } from '@/lib/messages.gen';
import { THEME_PREFERENCES } from '@/lib/theme';

/** A choice as the user menu and the sign-in page offer it: its value and its label's key. */
export type PreferenceOption<Value extends string> = {
  value: Value;
  label: TextKey;
  lang?: string;
};

/** The colour modes. */
export const THEME_OPTIONS = THEME_PREFERENCES.map((value) => ({
  value,
  label: `theme.${value}` as const,
}));

/** The languages, each named in itself (and marked so for screen readers). */
export const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({
  value,
  label: `language.${value}` as const,
  lang: value,
}));
