import { LANGUAGES, type Language } from '@/lib/i18n';
import type { TextKey } from '@/lib/messages.gen';
import { THEME_PREFERENCES, type ThemePreference } from '@/lib/theme';
import { useLanguageChoice, useThemeChoice } from '@/lib/use-preference-choice';

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

/** A group of choices as both the buttons and the menu items show it. */
export type PreferenceGroup<Value extends string> = {
  heading: TextKey;
  options: readonly PreferenceOption<Value>[];
  chosen: Value;
  choose: (value: Value) => Promise<void>;
};

/** The colour modes, the one chosen, and how to choose. */
export function useThemeGroup(): PreferenceGroup<ThemePreference> {
  const { preference, choose } = useThemeChoice();
  return { heading: 'theme.heading', options: THEME_OPTIONS, chosen: preference, choose };
}

/** The languages, the one spoken, and how to choose. */
export function useLanguageGroup(): PreferenceGroup<Language> {
  const { language, choose } = useLanguageChoice();
  return { heading: 'language.heading', options: LANGUAGE_OPTIONS, chosen: language, choose };
}
