import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import type { CurrentUser, Preferences } from '@/lib/api-schema.gen';
import { CURRENT_USER_KEY } from '@/lib/auth';
import type { Language } from '@/lib/i18n';
import type { ThemePreference } from '@/lib/theme';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store';
import { selectToken } from '@/store/auth-session';
import {
  languageChosen,
  selectLanguage,
  selectLanguageUnsaved,
  selectThemePreference,
  selectThemeUnsaved,
  themeChosen,
} from '@/store/preferences';

function useSavePreferences() {
  const { mutate } = useSWRConfig();
  return async (preferences: Partial<Preferences>) => {
    // Spec: a failed call shows the 'Error' toast; the choice stays made on this device.
    const saved = await api.post('/admin_preferences_update', preferences, {
      notifyOnError: true,
    });
    // The answer is the account's preferences: the cached current user takes them as they are,
    // without asking for the whole account again.
    await mutate<CurrentUser>(
      CURRENT_USER_KEY,
      (user) => user && { ...user, preferences: saved.body },
      { revalidate: false },
    );
  };
}

/**
 * The colour mode and how to change it: at once on this device, and for the signed-in account
 * (POST /admin_preferences_update), so its other devices follow at their next load.
 */
export function useThemeChoice() {
  const preference = useAppSelector(selectThemePreference);
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const save = useSavePreferences();

  const choose = async (theme: ThemePreference) => {
    dispatch(themeChosen({ theme, saved: token !== null }));
    if (token !== null) await save({ theme });
  };
  return { preference, choose };
}

/** The console's language and how to change it, kept like the colour mode. */
export function useLanguageChoice() {
  const language = useAppSelector(selectLanguage);
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const save = useSavePreferences();

  const choose = async (chosen: Language) => {
    dispatch(languageChosen({ language: chosen, saved: token !== null }));
    if (token !== null) await save({ language: chosen });
  };
  return { language, choose };
}

/**
 * Keeps this browser and the account in step once the account is loaded: a choice made on the
 * sign-in page becomes the account's; otherwise the account's (from any device) is taken here.
 */
export function usePreferencesFollowAccount(account: Preferences | undefined) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const save = useSavePreferences();
  useEffect(() => {
    if (!account) return;
    const state = store.getState();
    const unsaved: Partial<Preferences> = {};
    const theme = selectThemePreference(state);
    if (selectThemeUnsaved(state)) {
      dispatch(themeChosen({ theme, saved: true }));
      if (theme !== account.theme) unsaved.theme = theme;
    } else if (theme !== account.theme) {
      dispatch(themeChosen({ theme: account.theme, saved: true }));
    }
    const language = selectLanguage(state);
    if (selectLanguageUnsaved(state)) {
      dispatch(languageChosen({ language, saved: true }));
      if (language !== account.language) unsaved.language = language;
    } else if (language !== account.language) {
      dispatch(languageChosen({ language: account.language, saved: true }));
    }
    if (Object.keys(unsaved).length > 0) void save(unsaved);
    // Only when the account's answer changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account?.theme, account?.language]);
}
