import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { storage } from '@/lib/storage';
import { applyLanguage, keepLanguage } from '@/lib/language';
import { applyTheme, keepThemePreference, onDeviceThemeChange } from '@/lib/theme';
import authSessionSlice, { accountLoaded, sessionEnded, sessionStarted } from './auth-session';
import notificationsSlice from './notifications';
import preferencesSlice, { deviceThemeChanged, languageChosen, themeChosen } from './preferences';
import uiSlice from './ui';

const rootReducer = combineSlices(authSessionSlice, notificationsSlice, preferencesSlice, uiSlice);
export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  // The token's only durable home is localStorage; the slice mirrors it for the app.
  const persistence = createListenerMiddleware();
  persistence.startListening({
    actionCreator: sessionStarted,
    effect: (action) => storage.setToken(action.payload),
  });
  // Token and access leave together: the next account never starts from this one's access.
  persistence.startListening({ actionCreator: sessionEnded, effect: () => storage.clearToken() });
  persistence.startListening({
    actionCreator: accountLoaded,
    effect: (action, api) => {
      if ((api.getState() as RootState).authSession.token !== null)
        storage.setAccess(action.payload);
    },
  });

  // The colour mode lives on <html> (Bootstrap's data-bs-theme) and in localStorage, where
  // public/theme.js reads it before the next page load paints.
  persistence.startListening({
    actionCreator: themeChosen,
    effect: (action, api) => {
      keepThemePreference(action.payload.theme);
      applyTheme((api.getState() as RootState).preferences.resolvedTheme);
    },
  });
  // The language likewise: kept for the next page load, spoken once its catalogs have come.
  persistence.startListening({
    actionCreator: languageChosen,
    effect: async (action) => {
      keepLanguage(action.payload.language);
      await applyLanguage(action.payload.language);
    },
  });
  persistence.startListening({
    actionCreator: deviceThemeChanged,
    effect: (_action, api) => applyTheme((api.getState() as RootState).preferences.resolvedTheme),
  });

  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(persistence.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** The app's single store; tests build their own with makeStore(). */
export const store = makeStore();
onDeviceThemeChange(() => store.dispatch(deviceThemeChanged()));

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
