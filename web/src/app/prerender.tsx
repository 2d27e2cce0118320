import { renderToString } from 'react-dom/server';
import { makeStore } from '@/store';
import { SignInApp } from './sign-in-app';

/**
 * The sign-in page's markup for login.html, rendered at build time by
 * web/build/sign-in-page.ts from the element main.tsx hydrates (a signed-out store).
 */
export function renderSignInPage(): string {
  return renderToString(
    <SignInApp
      store={makeStore({
        authSession: { token: null, endedBy: null, access: null, confirmed: false },
      })}
    />,
  );
}
