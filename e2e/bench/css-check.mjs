// Proof that the purged Bootstrap CSS (web/build/purge-bootstrap.ts) changes nothing on screen: every screen
// of the console and its open states (a '⋯' menu, a confirm dialog, a toast, validation errors,
// the phone menu), at 1440 and 390 px wide, signed in as admin, shot from two builds served side
// by side by the repository's nginx, one mock API behind both, and compared pixel by pixel
// (pixelmatch, threshold 0: any changed pixel fails). A verification tool, not part of `npm test`.
//
//   npm run build && npm run check:css -w e2e            (builds the unpurged reference itself)
//   node e2e/bench/css-check.mjs --reference /path/to/other/dist   (compares web/dist with it)
//   ... --only 'drivers|toast'                    (only the states whose name@width matches)
//   ... --keep                                     (also keeps every shot of web/dist)
//
// Exit 1 on any difference; the two shots and a diff image go to e2e/output/css-check/.
import { spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import {
  CHROME_FLAGS,
  CHROMIUM_PATH,
  E2E_DIR,
  REPO_DIR,
  TOKEN_KEY,
  WEB_DIST,
  adminToken,
  missingTools,
  resetApi,
  startApi,
  startConsole,
} from './servers.mjs';

const PORTS = { api: 28180, reference: 23101, candidate: 23102 };
const OUT = path.join(E2E_DIR, 'output', 'css-check');
const TMP = path.join(E2E_DIR, '.tmp', 'css-check');

const argIndex = process.argv.indexOf('--reference');
const onlyIndex = process.argv.indexOf('--only');
const keep = process.argv.includes('--keep');
const only = onlyIndex > 0 ? new RegExp(process.argv[onlyIndex + 1]) : null;
let reference = argIndex > 0 ? path.resolve(process.argv[argIndex + 1]) : null;
const missing = missingTools();
if (missing) {
  console.error(`css-check: cannot run: ${missing}.`);
  process.exit(1);
}
if (!reference) {
  reference = path.join(TMP, 'reference-dist');
  console.log('css-check: building the reference (RESTPOINT_PURGE_CSS=off)...');
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', reference, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: path.join(REPO_DIR, 'web'),
      env: { ...process.env, RESTPOINT_PURGE_CSS: 'off' },
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) process.exit(1);
}

/** Waits until the screen has its data: no spinner, no loading placeholder, no busy region. */
async function settled(page) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.spinner-border, .placeholder-glow, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
  await page.evaluate('document.fonts.ready');
}

/** The first link in the first row of the screen's table (a record's own page). */
async function openFirstRecord(page) {
  await page.locator('table tbody tr a').first().click();
  await page.waitForURL(/\/view\//);
  await page.locator('h1').first().waitFor();
  await settled(page);
}

/** The first driver row's '⋯' menu. */
async function openRowMenu(page) {
  await page
    .getByRole('button', { name: /^More actions for / })
    .first()
    .click();
}

/** The first driver row's delete confirmation. */
async function openDeleteDialog(page) {
  await openRowMenu(page);
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
}

const signedIn = [
  ['dashboard', '/app/dashbord'],
  ['drivers', '/app/users'],
  ['driver-detail', '/app/users', openFirstRecord],
  ['checkins', '/app/checkin-list'],
  ['resting-points', '/app/resting-points'],
  ['resting-point-detail', '/app/resting-points', openFirstRecord],
  ['resting-point-add', '/app/resting-points/add'],
  ['sub-admins', '/app/sub-Admin'],
  ['sub-admin-add', '/app/sub-Admin/add'],
  ['activity', '/app/activity'],
  ['states', '/app/state'],
  ['state-add', '/app/state/add'],
  ['cities', '/app/city'],
  ['city-add', '/app/city/add'],
  ['companies', '/app/company'],
  ['company-detail', '/app/company', openFirstRecord],
  ['company-add', '/app/add-edit-company'],
  ['cms', '/app/cms'],
  ['police', '/app/cms/police'],
  ['policies', '/app/policys'],
  ['profile', '/app/profile'],
  ['broadcast', '/app/brodcast'],
  ['settings', '/app/setting'],
  [
    'form-errors',
    '/app/state/add',
    async (page) => {
      await page.locator('form button[type="submit"]').first().click();
      await page.locator('.invalid-feedback').first().waitFor();
    },
  ],
  [
    'row-menu',
    '/app/users',
    async (page) => {
      await openRowMenu(page);
      await page.locator('.dropdown-menu.show').waitFor();
    },
  ],
  [
    'confirm-dialog',
    '/app/users',
    async (page) => {
      await openDeleteDialog(page);
      await page.locator('.modal.show').waitFor();
    },
  ],
  [
    'toast',
    '/app/users',
    async (page) => {
      await openDeleteDialog(page);
      await page.locator('.modal.show button.btn-danger').click();
      await page.locator('.toast.show').waitFor();
      await page.locator('.modal').waitFor({ state: 'detached' });
      await settled(page);
    },
  ],
  [
    'phone-menu',
    '/app/dashbord',
    async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('.sidebar.show').waitFor();
    },
    { phoneOnly: true },
  ],
].map(([name, url, act, options]) => ({ name, url, act, signedIn: true, ...options }));

const signedOut = [
  { name: 'sign-in', url: '/auth/login' },
  {
    name: 'sign-in-errors',
    url: '/auth/login',
    act: async (page) => {
      await page.locator('form button[type="submit"]').first().click();
      await page.locator('.invalid-feedback').first().waitFor();
    },
  },
  { name: 'register', url: '/auth/register' },
  { name: 'not-found', url: '/no-such-page' },
];

const viewports = [
  { label: '1440', width: 1440, height: 900 },
  { label: '390', width: 390, height: 844, isMobile: true, hasTouch: true },
];

async function shoot(browser, baseURL, apiUrl, state, viewport) {
  const token = state.signedIn ? await adminToken(apiUrl) : (await resetApi(apiUrl), null);
  const { label: _label, ...size } = viewport;
  const context = await browser.newContext({
    baseURL,
    viewport: { width: size.width, height: size.height },
    isMobile: size.isMobile,
    hasTouch: size.hasTouch,
    reducedMotion: 'reduce',
  });
  if (token) {
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [TOKEN_KEY, token],
    );
  }
  const page = await context.newPage();
  try {
    await page.goto(state.url);
    await settled(page);
    if (state.act) await state.act(page);
    await settled(page);
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

function compare(a, b) {
  const one = PNG.sync.read(a);
  const two = PNG.sync.read(b);
  if (one.width !== two.width || one.height !== two.height) {
    return { differing: -1, size: `size ${one.width}×${one.height} vs ${two.width}×${two.height}` };
  }
  const diff = new PNG({ width: one.width, height: one.height });
  const differing = pixelmatch(one.data, two.data, diff.data, one.width, one.height, {
    threshold: 0,
  });
  return { differing, diff: PNG.sync.write(diff), size: `${one.width}×${one.height}` };
}

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
const consoles = {
  reference: `http://localhost:${PORTS.reference}`,
  candidate: `http://localhost:${PORTS.candidate}`,
};
const apiUrl = await startApi(PORTS.api, Object.values(consoles));
await startConsole({
  port: PORTS.reference,
  apiUrl,
  dist: reference,
  dir: path.join(TMP, 'reference'),
});
await startConsole({
  port: PORTS.candidate,
  apiUrl,
  dist: WEB_DIST,
  dir: path.join(TMP, 'candidate'),
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
});

console.log(
  `css-check: ${path.relative(REPO_DIR, WEB_DIST)} against ${path.relative(REPO_DIR, reference) || reference}`,
);
let failures = 0;
let checked = 0;
try {
  for (const viewport of viewports) {
    for (const state of [...signedOut, ...signedIn]) {
      if (state.phoneOnly && viewport.width > 500) continue;
      const name = `${state.name}@${viewport.label}`;
      if (only && !only.test(name)) continue;
      let result;
      let shots;
      // Both builds are shot back to back on fresh data, so a clock-relative text ("2 min ago")
      // can differ only across a minute boundary: one retry tells that apart from a real change.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          shots = {
            reference: await shoot(browser, consoles.reference, apiUrl, state, viewport),
            candidate: await shoot(browser, consoles.candidate, apiUrl, state, viewport),
          };
          result = compare(shots.reference, shots.candidate);
        } catch (error) {
          result = { differing: -1, size: `not shot: ${error.message.split('\n')[0]}` };
          shots = null;
        }
        if (result.differing === 0) break;
      }
      checked += 1;
      if (keep && shots) await writeFile(path.join(OUT, `${name}.png`), shots.candidate);
      if (result.differing === 0) {
        console.log(`  same       ${name.padEnd(30)} ${result.size}`);
        continue;
      }
      failures += 1;
      const what = result.differing < 0 ? result.size : `${result.differing} pixels`;
      console.log(`  DIFFERENT  ${name.padEnd(30)} ${what}`);
      if (!shots) continue;
      await writeFile(path.join(OUT, `${name}.reference.png`), shots.reference);
      await writeFile(path.join(OUT, `${name}.candidate.png`), shots.candidate);
      if (result.diff) await writeFile(path.join(OUT, `${name}.diff.png`), result.diff);
    }
  }
} finally {
  await browser.close();
}
console.log(
  failures === 0
    ? `css-check: ${checked} screenshots pixel-identical.`
    : `css-check: ${failures} of ${checked} differ: see ${path.relative(REPO_DIR, OUT)}/.`,
);
process.exit(failures === 0 ? 0 : 1);
