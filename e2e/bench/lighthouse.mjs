// Lighthouse figures for the speed goals: the production build (web/dist) behind the
// repository's nginx (scripts/serve-console.sh) and the built mock API, on ports of their own
// (23000/28080), measured with Lighthouse's mobile default: simulated throttling (150 ms RTT,
// 1.6 Mbps, 4x CPU slowdown) on a Moto G-sized screen. Median of N runs per page (default 3),
// the pages interleaved so that a busy moment of a shared machine does not land on one page only.
// Prints FCP, LCP and TBT against the goals and marks the misses. Builds nothing; not part of
// `npm test` (a timed measurement). Run after `npm run build`:
//
//   npm run bench -w e2e                 (or the root `npm run bench`, which runs it last)
//   node e2e/bench/lighthouse.mjs --runs 5 [--dist DIR] [--against DIR]
//
// The build is measured twice, as it can be deployed: with the API on its own origin (npm start,
// the e2e suite: every call pays a CORS preflight and a new connection) and with the API behind
// the same nginx under /api/ (docker-compose.yml: no preflight, the page's own connections).
//
// Exits 0 with a note when it cannot run here (no Chromium, no nginx, no build); exits 0 with the
// misses marked unless LIGHTHOUSE_STRICT=1 (then 1 on a miss). The browser is the system's
// Chromium (CHROME_PATH, default /usr/bin/chromium): nothing is downloaded.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  ADMIN,
  CHROME_FLAGS,
  CHROMIUM_PATH,
  E2E_DIR,
  TOKEN_KEY,
  ACCESS_KEY,
  WEB_DIST,
  missingTools,
  startApi,
  startConsole,
} from './servers.mjs';

const PORTS = { console: 23000, api: 28080 };
const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 3;
const distIndex = process.argv.indexOf('--dist');
const dist = distIndex > 0 ? path.resolve(process.argv[distIndex + 1]) : WEB_DIST;
// --against DIR: a second build (e.g. main's) served beside the first on the next port and
// measured in the same interleaved runs, for a before/after that shares the machine's moments.
const againstIndex = process.argv.indexOf('--against');
const builds = [
  { label: 'this build, API on its own origin', dist, port: PORTS.console },
  {
    label: 'this build, API under /api/ (as docker compose)',
    dist,
    port: PORTS.console + 2,
    proxy: true,
  },
];
if (againstIndex > 0) {
  const against = path.resolve(process.argv[againstIndex + 1]);
  builds.push({
    label: path.basename(path.dirname(against)) + '/' + path.basename(against),
    dist: against,
    port: PORTS.console + 1,
  });
}
const OUT = path.join(E2E_DIR, 'output', 'lighthouse');

const pages = [
  { name: 'sign-in', path: '/auth/login', signedIn: false, goals: { lcp: 1500, tbt: 200 } },
  { name: 'dashboard', path: '/app/dashbord', signedIn: true, goals: { lcp: 2500, tbt: 200 } },
  { name: 'drivers list', path: '/app/users', signedIn: true, goals: { lcp: 2500, tbt: 200 } },
];

const missing = missingTools({ dists: builds.map((build) => build.dist) });
if (missing) {
  console.log(`lighthouse: skipped: ${missing}.`);
  process.exit(0);
}

for (const build of builds) build.origin = `http://localhost:${build.port}`;
const apiUrl = await startApi(
  PORTS.api,
  builds.map((build) => build.origin),
);
for (const build of builds) {
  await startConsole({
    port: build.port,
    apiUrl,
    dist: build.dist,
    dir: path.join(E2E_DIR, '.tmp', `lighthouse-${build.port}`),
    apiUpstream: build.proxy ? apiUrl : undefined,
  });
}

const login = await fetch(`${apiUrl}/adminlogin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(ADMIN),
});
const token = (await login.json())?.body?.token;
if (typeof token !== 'string') throw new Error(`POST /adminlogin answered ${login.status}`);

const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
});

/**
 * One Lighthouse run of `page` from a cold cache. Lighthouse's own storage reset is off (it would
 * also clear the token), so this does what it would do: the HTTP cache is cleared, and the token is
 * stored (with the kept access) for a signed-in page or removed for the sign-in page (where a token would redirect).
 */
async function measure(target, origin) {
  const tab = await browser.newPage();
  try {
    await tab.goto(`${origin}/config.js`);
    // A returning admin: the token and the access its last profile answer left (role only).
    for (const [key, value] of [
      [TOKEN_KEY, token],
      [ACCESS_KEY, JSON.stringify({ role: 1 })],
    ]) {
      await tab.evaluate(
        (k, v) => (v ? localStorage.setItem(k, v) : localStorage.removeItem(k)),
        key,
        target.signedIn ? value : null,
      );
    }
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      `${origin}${target.path}`,
      { logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      undefined,
      tab,
    );
    const { audits } = result.lhr;
    const finalUrl = result.lhr.finalDisplayedUrl;
    if (new URL(finalUrl).pathname !== target.path) {
      throw new Error(`${target.path} ended on ${finalUrl}: is the sign-in right?`);
    }
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return {
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      lcpElement:
        audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    };
  } finally {
    await tab.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const samples = new Map();
const key = (build, target) => `${build.port} ${target.name}`;
for (const build of builds) for (const target of pages) samples.set(key(build, target), []);
console.log(
  `lighthouse: ${RUNS} runs per page, mobile, simulated throttling (150 ms RTT, 1.6 Mbps, 4x CPU)`,
);
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const target of pages) {
      for (const build of builds) {
        samples.get(key(build, target)).push(await measure(target, build.origin));
      }
    }
  }
} finally {
  await browser.close();
}

const ms = (value) => `${Math.round(value)} ms`.padStart(8);
const summary = [];
let misses = 0;
for (const build of builds) {
  console.log(`${build.label} (${path.relative(process.cwd(), build.dist) || build.dist})`);
  console.log('page            FCP       LCP       TBT   goals (LCP / TBT)');
  for (const target of pages) {
    const runs = samples.get(key(build, target));
    const row = {
      build: build.dist,
      page: target.name,
      path: target.path,
      fcp: median(runs.map((r) => r.fcp)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      runs,
    };
    const missed = [
      row.lcp > target.goals.lcp ? 'LCP' : null,
      row.tbt > target.goals.tbt ? 'TBT' : null,
    ].filter(Boolean);
    if (build.dist === dist) misses += missed.length;
    summary.push({ ...row, goals: target.goals, missed });
    console.log(
      `${target.name.padEnd(13)}${ms(row.fcp)}  ${ms(row.lcp)}  ${ms(row.tbt)}   ` +
        `≤ ${target.goals.lcp} / ≤ ${target.goals.tbt} ms  ` +
        (missed.length ? `MISSED: ${missed.join(', ')}` : 'ok'),
    );
  }
}
const lcpElements = summary
  .slice(0, pages.length)
  .map((row) => `${row.page}: ${row.runs[0].lcpElement ?? '?'}`);
console.log(`LCP element (first run) — ${lcpElements.join('; ')}`);
await mkdir(OUT, { recursive: true });
await writeFile(path.join(OUT, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(`medians of ${RUNS}; every run in ${path.relative(process.cwd(), OUT)}/summary.json`);
process.exit(misses > 0 && process.env.LIGHTHOUSE_STRICT === '1' ? 1 : 0);
