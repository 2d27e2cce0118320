import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ConfigError } from '@/components/errors/config-error';
import { requestAccountEarly } from '@/lib/auth';
import { loadEnv } from '@/lib/env';
import { applyLanguage, storedLanguage } from '@/lib/language';
import { warmUpIntl } from '@/lib/intl-warm-up';
import { storage } from '@/lib/storage';
import { store } from '@/store';
import { connectApiClient } from './app/provider';
import { isSignInPage, preloadFirstScreen } from './app/route-preload';

const container = document.getElementById('root')!;
const config = loadEnv();

if (!config.ok) {
  createRoot(container).render(<ConfigError issues={config.issues} />);
} else if (isSignInPage(window.location.pathname) && storage.getToken() === null) {
  // The sign-in page without the router (its chunks are modulepreloaded by login.html, so they
  // come with this one). nginx serves / and /auth/login as login.html, prerendered from the same
  // component: hydrate it, keeping what was typed before the script came. The dev server and a
  // misconfigured server send index.html (its loading view): render it then.
  // The page is hydrated in the language it was prerendered in (nginx picks login.hi.html by the
  // language cookie), then speaks the one this browser chose, should they differ.
  const prerendered = container.firstElementChild && !container.querySelector('[data-app-loading]');
  const language = prerendered && container.dataset.lang === 'hi' ? 'hi' : storedLanguage();
  void Promise.all([import('./app/sign-in-app'), applyLanguage(language)]).then(
    async ([{ SignInApp, typedBeforeHydration }]) => {
      await applyLanguage(language); // the sign-in page's own Hindi, once its code is here
      if (prerendered) {
        // Hydrating sets each input to its value in the form's state: start that state from
        // what was typed into the prerendered form meanwhile.
        hydrateRoot(container, <SignInApp typed={typedBeforeHydration(container)} />);
        if (storedLanguage() !== language) void applyLanguage(storedLanguage());
      } else createRoot(container).render(<SignInApp />);
    },
  );
} else {
  warmUpIntl();
  // The account is asked for now, beside the app's chunks (lib/auth's requestAccountEarly).
  connectApiClient(store);
  requestAccountEarly();
  // Loaded only with a valid configuration: the API client reads it when the app module runs. The
  // app chunk and the first screen's chunks are asked for together (one round) and rendered once
  // they have all come: one render of the screen, not a loading view and then a second render;
  // index.html's own loading view shows meanwhile. The chunk's evaluation, the router's start and
  // that render are separate tasks, and the render is a transition (React renders it in slices):
  // one 150-200 ms task on a phone was three, so a tap in between is handled. A signed-in visitor
  // to / gets login.html's markup: the app replaces it (its router sends them on to the dashboard).
  const root = createRoot(container);
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  // Hindi's shared catalog comes in the same round as the chunks.
  void Promise.all([
    import('./app'),
    preloadFirstScreen(window.location.pathname),
    applyLanguage(storedLanguage()),
  ]).then(async ([{ App, startRouter }]) => {
    await applyLanguage(storedLanguage()); // the first screen's Hindi, once its code is here
    await nextTask();
    startRouter();
    await nextTask();
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
}
