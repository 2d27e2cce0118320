import { StrictMode, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { SignInPage, type SignInValues } from '@/features/auth/components/sign-in-page';
import { readSignInPageState, signedInLanding } from '@/lib/auth';
import { store as appStore, useAppSelector, type AppStore } from '@/store';
import { selectToken } from '@/store/auth-session';
import { AppProvider, connectApiClient } from './provider';
import { preloadFirstScreen } from './route-preload';

connectApiClient(appStore);

/** The console with its router and the signed-in area: fetched once the form is in use. */
const loadRouterApp = () => import('.');

const noSubscription = () => () => undefined;
const readSearch = () => window.location.search;
/**
 * Sent here because the session expired or was replaced: the router's redirect keeps that in its
 * location state, which react-router stores in history.state under `usr`, so it survives a
 * reload too.
 */
const readSessionEnded = () =>
  readSignInPageState((window.history.state as { usr?: unknown } | null)?.usr).sessionEnded ?? null;

const redirectToOf = (search: string) => new URLSearchParams(search).get('redirectTo');

/**
 * Starts fetching the router and the first signed-in screen once someone uses the form (focus, a
 * key, a tap), not before: loading the page and making the form work come first, and a visitor
 * who never signs in (or Lighthouse) does not pay for it. Typing an e-mail address and a password
 * takes seconds; those chunks take about half a second on a slow phone link.
 */
function usePrefetchOnIntent() {
  useEffect(() => {
    const events = ['focusin', 'pointerdown', 'keydown', 'input'] as const;
    const start = () => {
      stop();
      loadRouterApp().catch(() => undefined); // a failure shows when the chunk is needed
      void preloadFirstScreen(signedInLanding(redirectToOf(readSearch())), true);
    };
    const stop = () => events.forEach((name) => document.removeEventListener(name, start, true));
    // Typed into the prerendered form before the script came: the intent is already there.
    if (document.activeElement instanceof HTMLInputElement) start();
    else events.forEach((name) => document.addEventListener(name, start, true));
    return stop;
  }, []);
}

/** What was typed into the prerendered form (login.html) before the script came. */
export function typedBeforeHydration(container: HTMLElement): SignInValues {
  const value = (name: string) =>
    container.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  return { email: value('email'), password: value('password') };
}

/**
 * The sign-in page without the router. Once the form has signed the user in (a token in the
 * store), the address becomes redirectTo and the console with its router takes over, inside the
 * same providers.
 */
function SignInShell({ typed }: { typed?: SignInValues }) {
  const token = useAppSelector(selectToken);
  // The server (login.html) knows neither: both are read after hydration, so that the markup
  // matches the prerendered page, then the page renders again with them.
  const search = useSyncExternalStore(noSubscription, readSearch, () => '');
  const sessionEnded = useSyncExternalStore(noSubscription, readSessionEnded, () => null);
  const [RouterApp, setRouterApp] = useState<ComponentType | null>(null);
  usePrefetchOnIntent();

  useEffect(() => {
    if (!token) return;
    let current = true;
    const landing = signedInLanding(redirectToOf(readSearch()));
    loadRouterApp().then(
      (loaded) => {
        if (!current) return;
        window.history.replaceState(null, '', landing);
        setRouterApp(() => loaded.RouterApp);
      },
      // The chunk could not be fetched: load the page there instead (the token is stored).
      () => window.location.replace(landing),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (RouterApp) return <RouterApp />;
  return (
    <SignInPage
      redirectTo={redirectToOf(search)}
      sessionEnded={sessionEnded}
      initialValues={typed}
    />
  );
}

/**
 * What main.tsx renders at `/` and `/auth/login` for a visitor with no stored token, and what the
 * build prerenders into login.html (web/build/sign-in-page.ts): the same element both times,
 * so that hydration finds the markup it expects.
 */
export function SignInApp({ store = appStore, typed }: { store?: AppStore; typed?: SignInValues }) {
  return (
    <StrictMode>
      <AppProvider store={store}>
        <SignInShell typed={typed} />
      </AppProvider>
    </StrictMode>
  );
}
