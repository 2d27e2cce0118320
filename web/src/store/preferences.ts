import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
};

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: (): PreferencesState => {
    const theme = storedThemePreference();
    return { theme, themeUnsaved: false, resolvedTheme: resolvedTheme(theme) };
  },
  reducers: {
    /** Chosen here; `saved`: for the signed-in account too. */
    themeChosen(state, action: PayloadAction<{ theme: ThemePreference; saved: boolean }>) {
      state.theme = action.payload.theme;
      state.themeUnsaved = !action.payload.saved;
      state.resolvedTheme = resolvedTheme(action.payload.theme);
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
  },
});

export const { themeChosen, deviceThemeChanged } = preferencesSlice.actions;
export const { selectThemePreference, selectThemeUnsaved, selectResolvedTheme } =
  preferencesSlice.selectors;
export default preferencesSlice;
