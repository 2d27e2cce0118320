import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import type { CurrentUser } from '@/lib/api-schema.gen';
import { CURRENT_USER_KEY } from '@/lib/auth';
import type { ThemePreference } from '@/lib/theme';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store';
import { selectToken } from '@/store/auth-session';
import { selectThemePreference, selectThemeUnsaved, themeChosen } from '@/store/preferences';

function useSaveTheme() {
  const { mutate } = useSWRConfig();
  return async (theme: ThemePreference) => {
    // Spec: a failed call shows the 'Error' toast; the mode stays chosen on this device.
    const saved = await api.post('/admin_preferences_update', { theme }, { notifyOnError: true });
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
  const save = useSaveTheme();

  const choose = async (theme: ThemePreference) => {
    dispatch(themeChosen({ theme, saved: token !== null }));
    if (token !== null) await save(theme);
  };
  return { preference, choose };
}

/**
 * Keeps this browser and the account in step once the account is loaded: a choice made on the
 * sign-in page becomes the account's; otherwise the account's (from any device) is taken here.
 */
export function useThemeFollowsAccount(accountTheme: ThemePreference | undefined) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const save = useSaveTheme();
  useEffect(() => {
    if (!accountTheme) return;
    const state = store.getState();
    const local = selectThemePreference(state);
    if (selectThemeUnsaved(state)) {
      dispatch(themeChosen({ theme: local, saved: true }));
      if (local !== accountTheme) void save(local);
    } else if (local !== accountTheme) {
      dispatch(themeChosen({ theme: accountTheme, saved: true }));
    }
    // Only when the account's answer changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountTheme]);
}
