import { renderToString } from 'react-dom/server';
import { activateLanguage, type Language } from '@/lib/i18n';
import { makeStore } from '@/store';
import { SignInApp } from './sign-in-app';

/**
 * The sign-in page's markup in `language` (login.html, login.hi.html), rendered at build time by
 * web/build/sign-in-page.ts from the element main.tsx hydrates (a signed-out store).
 */
export async function renderSignInPage(language: Language): Promise<string> {
  await activateLanguage(language);
  return renderToString(
    <SignInApp
      store={makeStore({
        authSession: { token: null, endedBy: null, access: null, confirmed: false },
      })}
    />,
  );
}
