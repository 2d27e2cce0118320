import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { SWRConfig } from 'swr';
import { AppErrorFallback } from '@/components/errors/app-error-fallback';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Notices } from '@/components/ui/notices';
import { configureApiClient, sessionEndOf } from '@/lib/api-client';
import { t } from '@/lib/messages.gen';
import { swrConfig } from '@/lib/swr-config';
import { store as appStore, type AppStore } from '@/store';
import { selectAccountConfirmed, selectToken, sessionEnded } from '@/store/auth-session';
import { notificationAdded } from '@/store/notifications';
import { accessRefused } from '@/store/ui';

/**
 * Points the API client at a store: its token for requests, its toasts for failures, and the end
 * of the session on a 401. Wired here, before anything renders, so that a 401 to the very first
 * request (a reload with an expired token) ends the session exactly like one later on.
 */
export function connectApiClient(store: AppStore) {
  configureApiClient({
    getToken: () => selectToken(store.getState()),
    notifyError: (message) =>
      store.dispatch(notificationAdded({ type: 'error', title: t('notice.error'), message })),
    onUnauthorized: (error) => store.dispatch(sessionEnded(sessionEndOf(error) ?? 'refused')),
    onForbidden: () => store.dispatch(accessRefused()),
    // Signed in but the account not yet loaded this page load: a cold load's early calls.
    mayAnnounce: () =>
      selectToken(store.getState()) === null || selectAccountConfirmed(store.getState()),
  });
}

type AppProviderProps = { children: ReactNode; store?: AppStore };

export function AppProvider({ children, store = appStore }: AppProviderProps) {
  return (
    <ErrorBoundary fallback={<AppErrorFallback />}>
      <ReduxProvider store={store}>
        <SWRConfig value={swrConfig}>
          {children}
          {/* The toasts, for the sign-in app and the router's app alike. */}
          <Notices />
        </SWRConfig>
      </ReduxProvider>
    </ErrorBoundary>
  );
}
