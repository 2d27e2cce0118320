import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import {
  API_PORT,
  API_URL,
  CONSOLE_PORT,
  CONSOLE_URL,
  MOCK_API_SERVER,
  mockApiDefaults,
  OUTPUT_DIR,
  REPO_DIR,
  WEB_DIST,
} from './support/env';

// The harness runs what ships: the built mock API and web/dist behind real nginx.
const missing = [path.join(WEB_DIST, 'index.html'), MOCK_API_SERVER].filter((f) => !existsSync(f));
if (missing.length > 0) {
  throw new Error(
    `e2e needs the builds, missing: ${missing.map((f) => path.relative(REPO_DIR, f)).join(', ')}.\n` +
      'Run `npm run build` at the repository root first (`npm test` does it for you).',
  );
}

export default defineConfig({
  testDir: 'tests',
  outputDir: path.join(OUTPUT_DIR, 'test-results'),
  // 2 cores: one worker, and tests that do not depend on order or timing instead of retries.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { outputFolder: path.join(OUTPUT_DIR, 'report'), open: 'never' }]],
  use: {
    baseURL: CONSOLE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      name: 'mock-api',
      command: `node ${JSON.stringify(MOCK_API_SERVER)}`,
      url: `${API_URL}/health`,
      // The mock API also reads the repository's .env, but never over a variable that is set, and
      // an empty value means "default": every variable is set here, so a developer's .env or
      // shell cannot change the e2e data. Throttling keeps its defaults (5 failed sign-ins per
      // account and address, 20 sign-ins per address a minute): every test starts with
      // POST /__reset, which clears the counts.
      env: {
        ...mockApiDefaults(),
        MOCK_API_PORT: String(API_PORT),
        MOCK_API_HOST: 'localhost',
        MOCK_ENABLE_RESET: 'true',
        MOCK_CORS_ORIGINS: CONSOLE_URL,
        MOCK_LATENCY_MS: '0',
        MOCK_LOG_LEVEL: 'warn',
        // The cheap password hash (1.6 ms, not the shipped 0.4 s): the suite signs in hundreds of
        // times on a shared machine. mock-api/test/password-hashing.test.ts covers the default.
        MOCK_PASSWORD_HASH_COST: '10',
      },
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
    {
      name: 'console',
      command: 'bash scripts/serve-console.sh',
      url: `${CONSOLE_URL}/config.js`,
      env: { E2E_CONSOLE_PORT: String(CONSOLE_PORT), E2E_API_URL: API_URL },
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
  ],
});
