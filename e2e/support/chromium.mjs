// Debian's Chromium and the flags it needs here, for the e2e suite (playwright.config.ts) and the
// benches (bench/*.mjs) alike. Plain JavaScript so that the benches, run by plain Node, can import
// it too; chromium.d.mts gives the suite its types. Playwright's own browser downloads are never used.
export const CHROMIUM_PATH =
  process.env.CHROME_PATH ?? process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless flags: no sandbox, GPU or /dev/shm here, and no background downloads. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
