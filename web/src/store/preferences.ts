import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '@/lib/i18n';
import { storedLanguage } from '@/lib/language';
import {
  resolvedTheme,
  storedThemePreference,
  type Theme,
  type ThemePreference,
} from '@/lib/theme';

type PreferencesState = {
  theme: ThemePreference;
  /** Chosen while signed out (on the sign-in page): the account takes it at sign-in. */
  themeUnsaved: boolean;
  /** What `theme` means on this device now (`system` resolved). */
  resolvedTheme: Theme;
  language: Language;
  /** Chosen while signed out: the account takes it at sign-in. */
  languageUnsaved: boolean;
};

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: (): PreferencesState => {
    const theme = storedThemePreference();
    return {
      theme,
      themeUnsaved: false,
      resolvedTheme: resolvedTheme(theme),
      language: storedLanguage(),
      languageUnsaved: false,
    };
  },
  reducers: {
    /** Chosen here; `saved`: for the signed-in account too. */
    themeChosen(state, action: PayloadAction<{ theme: ThemePreference; saved: boolean }>) {
      state.theme = action.payload.theme;
      state.themeUnsaved = !action.payload.saved;
      state.resolvedTheme = resolvedTheme(action.payload.theme);
    },
    /** Chosen here; `saved`: for the signed-in account too. */
    languageChosen(state, action: PayloadAction<{ language: Language; saved: boolean }>) {
      state.language = action.payload.language;
      state.languageUnsaved = !action.payload.saved;
    },
    /** The device switched between light and dark. */
    deviceThemeChanged(state) {
      state.resolvedTheme = resolvedTheme(state.theme);
    },
  },
  selectors: {
    selectThemePreference: (state) => state.theme,
    selectThemeUnsaved: (state) => state.themeUnsaved,
    selectResolvedTheme: (state) => state.resolvedTheme,
    selectLanguage: (state) => state.language,
    selectLanguageUnsaved: (state) => state.languageUnsaved,
  },
});

export const { themeChosen, languageChosen, deviceThemeChanged } = preferencesSlice.actions;
export const {
  selectThemePreference,
  selectThemeUnsaved,
  selectResolvedTheme,
  selectLanguage,
  selectLanguageUnsaved,
} = preferencesSlice.selectors;
export default preferencesSlice;
