// The smoke of the container bundle (smoke.spec.ts): run by e2e/scripts/docker-smoke.sh, which
// builds the images and starts docker-compose.yml first; it starts no server of its own.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { OUTPUT_DIR } from '../support/env';

const baseURL = process.env.SMOKE_URL;
if (!baseURL) {
  throw new Error('SMOKE_URL is not set: run the smoke with `npm run test:docker`.');
}

export default defineConfig({
  testDir: '.',
  testMatch: 'smoke.spec.ts',
  outputDir: path.join(OUTPUT_DIR, 'docker', 'test-results'),
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous: on a loaded 2-core machine the first screens of a fresh stack take seconds.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
