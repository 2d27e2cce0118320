// Shared fixtures for browser tests: `import { test, expect } from '../support/fixtures'`.
// Every test that uses this `test` starts from the mock API's seeded data (POST /__reset).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API_URL, CONSOLE_URL, OUTPUT_DIR } from './env';

export { expect };

export type Role = 'admin' | 'subadmin';

/** The mock API's demo accounts. */
export const ACCOUNTS: Record<Role, { email: string; password: string; role: number }> = {
  admin: { email: 'admin@example.com', password: 'password123', role: 1 },
  subadmin: { email: 'subadmin@example.com', password: 'password123', role: 2 },
};

/** localStorage key under which the console keeps the session token. */
export const TOKEN_KEY = 'bullet_token';

/** Restores the mock API's seeded data and drops every session and injected fault. */
export async function resetApi(request: APIRequestContext, apiUrl = API_URL): Promise<void> {
  const response = await request.post(`${apiUrl}/__reset`);
  expect(response.ok(), `POST ${apiUrl}/__reset (is MOCK_ENABLE_RESET=true?)`).toBe(true);
}

export interface Session {
  token: string;
  user: Record<string, unknown>;
}

/** A demo account, or any other account's e-mail and password (e.g. one a test made). */
export type Account = Role | { email: string; password: string };

/** Signs in through the API (POST /adminlogin) and returns the session it answers with. */
export async function signInThroughApi(
  request: APIRequestContext,
  account: Account,
  apiUrl = API_URL,
): Promise<Session> {
  const { email, password } = typeof account === 'string' ? ACCOUNTS[account] : account;
  const response = await request.post(`${apiUrl}/adminlogin`, { data: { email, password } });
  expect(response.status(), `POST /adminlogin as ${email}`).toBe(200);
  const json = (await response.json()) as { body?: { token?: unknown; user?: unknown } };
  const token = json.body?.token;
  expect(typeof token, 'POST /adminlogin answers body.token').toBe('string');
  return { token: token as string, user: (json.body?.user ?? {}) as Record<string, unknown> };
}

/** A company row as `GET /company_list` answers it (the fields the edit tests read). */
export type CompanyRow = {
  company_id: number;
  company_name: string;
  version: number;
  updated_by: string;
};

/** The first page of companies, read straight from the API with `token`. */
export async function companiesThroughApi(
  request: APIRequestContext,
  apiUrl: string,
  token: string,
): Promise<CompanyRow[]> {
  const response = await request.get(`${apiUrl}/company_list`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { body: CompanyRow[] }).body;
}

/**
 * Signs `page` in as `account` without the login form (that is tested on its own): gets a token from
 * the API and stores it under localStorage `bullet_token` before the console's scripts run on the
 * next navigation. The token is seeded once per tab, so signing out (which removes it) sticks
 * across reloads.
 */
export async function loginAs(page: Page, account: Account): Promise<Session> {
  const session = await signInThroughApi(page.request, account);
  await page.addInitScript(
    ({ key, token, origin }) => {
      if (window.location.origin !== origin) return;
      const seeded = '__e2e_token_seeded';
      if (window.sessionStorage.getItem(seeded) === '1') return;
      window.localStorage.setItem(key, token);
      window.sessionStorage.setItem(seeded, '1');
    },
    { key: TOKEN_KEY, token: session.token, origin: new URL(CONSOLE_URL).origin },
  );
  return session;
}

export interface PageProblems {
  /** Content-Security-Policy violations reported by the page ("directive: blocked URI"). */
  cspViolations: string[];
  /** console.error() messages, including the browser's own (failed loads, CSP reports). */
  consoleErrors: string[];
  /** Uncaught exceptions and unhandled rejections. */
  pageErrors: string[];
  /** Everything above, one list, for `expect(problems.all()).toEqual([])`. */
  all(): string[];
}

/** Starts recording what went wrong on `page`; call it before the first navigation. */
export async function watchPage(page: Page): Promise<PageProblems> {
  const problems: PageProblems = {
    cspViolations: [],
    consoleErrors: [],
    pageErrors: [],
    all: () => [
      ...problems.cspViolations.map((v) => `CSP violation: ${v}`),
      ...problems.consoleErrors.map((m) => `console.error: ${m}`),
      ...problems.pageErrors.map((e) => `page error: ${e}`),
    ],
  };
  await page.exposeFunction('__e2eReportCspViolation', (violation: string) => {
    problems.cspViolations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, ((v: string) => void) | undefined>)
        .__e2eReportCspViolation;
      report?.(`${event.effectiveDirective}: ${event.blockedURI || '(inline)'}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  return problems;
}

/**
 * Picks an action from a row's "⋯" menu, as a user does: opens "More actions for <row>", then
 * clicks "<action> <row>" (e.g. "Delete Goa") in it. `scope`: the page, or the row.
 */
export async function chooseRowAction(
  scope: Page | Locator,
  row: string,
  action: string,
): Promise<void> {
  await scope.getByRole('button', { name: `More actions for ${row}`, exact: true }).click();
  await scope.getByRole('button', { name: `${action} ${row}`, exact: true }).click();
}

/** Saves a full-page screenshot to e2e/output/screenshots/<name>.png and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(OUTPUT_DIR, 'screenshots');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The API's 400 for a field an operation does not declare (mock-api/src/http/errors.ts). */
const NOT_ALLOWED = /^(Request body property|Query string parameter) `[^`]+` is not allowed$/;

/**
 * Records every answer of the API to `page` that refuses a field the operation does not declare,
 * as "METHOD path: message": the console must send only what the contract declares.
 */
function watchUndeclaredFields(page: Page): () => Promise<string[]> {
  const checks: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.status() !== 400) return;
    if (!(response.headers()['content-type'] ?? '').startsWith('application/json')) return;
    const request = response.request();
    checks.push(
      response
        .json()
        .then((json: { message?: unknown }) =>
          typeof json.message === 'string' && NOT_ALLOWED.test(json.message)
            ? `${request.method()} ${new URL(response.url()).pathname}: ${json.message}`
            : null,
        )
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(checks)).filter((found) => found !== null);
}

export const test = base.extend<{
  /** Base URL of the mock API (the console's VITE_APP_API_URL in e2e). */
  apiUrl: string;
  /** Runs before every test: resetApi(). */
  apiReset: void;
  /** watchPage(page), started before the test navigates. */
  pageProblems: PageProblems;
}>({
  apiUrl: [API_URL, { option: true }],
  apiReset: [
    async ({ request, apiUrl }, use) => {
      await resetApi(request, apiUrl);
      await use();
    },
    { auto: true },
  ],
  pageProblems: async ({ page }, use) => {
    await use(await watchPage(page));
  },
  // Every browser test also proves the console sent no field the API does not declare.
  page: async ({ page }, use) => {
    const undeclared = watchUndeclaredFields(page);
    await use(page);
    expect(await undeclared(), 'fields the console sent that the API does not declare').toEqual([]);
  },
});
