// Speed goals as bytes and request rounds: what a browser must download (gzipped JS+CSS) before
// each screen can show, and in how many rounds one after another, read from the Vite manifest of
// the production build. Run `npm run bench` after `npm run build`. Exits 1 when a screen is over
// one of its budgets. Deterministic (no timing): the same build always gives the same figures.
//
// Rounds: index.html is round 0. What its tags ask for is round 1: the entry chunk, its static
// imports and its CSS, and the signed-in chunk (build/signed-in-preload.ts). What main.tsx then
// asks for with import() is round 2: the first screen's chunks (src/app/route-preload.ts) and
// their CSS.
//
// The sign-in page is its own file, login.html (prerendered at build time; nginx serves it at / and
// /auth/login): it paints once its CSS is there (round 1), before any script runs, and its form
// works once the entry and the sign-in app (src/app/sign-in-app.tsx, no router) have run. Those
// are asked for by web/public/after-paint.js after that paint, all together (round 2); anything of
// the sign-in app it does not name would come one round later, from the entry's import().
//
// "network" is a model, not a measurement: the rounds times a mobile round trip plus the bytes
// over a mobile link, like Lighthouse's simulated throttling (150 ms RTT, 1.6 Mbps). nginx serves
// the console over HTTP/1.1 (no TLS, so no HTTP/2): a browser asks for at most 6 files at once
// from it, one after another on each connection, so a round of n files takes ceil(n / 6) round
// trips (Lighthouse simulates it the same way). It leaves out parsing, running the scripts and the
// API calls; it only shows what the chain of files costs. Hence the budget on files too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const RTT_MS = 150;
const BYTES_PER_MS = 1.6e6 / 8 / 1000;
const CONNECTIONS = 6;

/** Every file a chunk needs before it runs: itself, its static imports and their CSS. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const sizes = new Map();
const gzipped = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return sizes.get(file);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

// What every signed-in screen needs (the app, its router, frame and kit): one chunk, the
// codeSplitting group 'signed-in' (vite.config.ts), which index.html asks for with its own tags.
const signedIn = Object.keys(manifest).find((key) => manifest[key].name === 'signed-in');
if (!signedIn) throw new Error('the build manifest has no signed-in chunk');
const screens = [
  {
    name: 'sign-in (login.html)',
    html: 'login.html',
    chunks: ['src/app/sign-in-app.tsx'],
    budget: { kB: 140, rounds: 2, files: 10 },
  },
  {
    name: 'dashboard',
    html: 'index.html',
    chunks: [signedIn, 'src/features/dashboard/routes/dashboard.tsx'],
    // 190 kB until the console spoke Hindi (issue 25): Lingui's runtime (2.2 kB), the shell's
    // English and the language menu measured +3.1 kB; every screen's text moving to the catalogs
    // (the kit's, the error screens', lib's and the dashboard's English, with their keys) +4.7 kB.
    // The Hindi (31 kB in 22 files) loads only when Hindi is chosen.
    budget: { kB: 199, rounds: 2, files: 8 },
  },
  {
    name: 'drivers list',
    html: 'index.html',
    chunks: [signedIn, 'src/features/drivers/routes/driver-list.tsx'],
    // 195 kB until every screen's text moved to the catalogs (issue 25): +5.5 kB of English.
    budget: { kB: 200, rounds: 2, files: 9 },
  },
];

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
let over = false;
console.log(
  'screen                  files     JS gz    CSS gz     total  rounds  network*  budget (kB / rounds / files)',
);
/**
 * The files a page asks for: its HTML's own tags first (round 1), then what after-paint.js asks
 * for once the page has painted (its data-entry and data-preload, round 2).
 */
function askedBy(html) {
  const text = readFileSync(path.join(dist, html), 'utf8');
  const assets = (pattern) =>
    new Set(
      [...text.matchAll(pattern)]
        .flatMap((match) => match[1].split(' '))
        .map((file) => file.replace(/^\//, ''))
        .filter((file) => /^assets\/.+\.(js|css)$/.test(file)),
    );
  return [assets(/ (?:src|href)="([^"]+)"/g), assets(/ data-(?:entry|preload)="([^"]+)"/g)];
}

for (const screen of screens) {
  const files = closure(entry);
  for (const key of screen.chunks) closure(key, files);
  const byRound = new Map();
  const asked = askedBy(screen.html).filter((round) => round.size > 0);
  asked.forEach((roundFiles, index) => byRound.set(index + 1, roundFiles));
  const later = [...files].filter((file) => !asked.some((roundFiles) => roundFiles.has(file)));
  if (later.length > 0) byRound.set(asked.length + 1, new Set(later));
  for (const file of asked.flatMap((roundFiles) => [...roundFiles])) files.add(file);
  const list = [...files];
  const js = list.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipped(f), 0);
  const css = list.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipped(f), 0);
  const chain = byRound.size;
  // index.html's round trip, then each round: one trip and its bytes.
  let network = RTT_MS;
  for (const roundFiles of byRound.values()) {
    const trips = Math.ceil(roundFiles.size / CONNECTIONS);
    network += trips * RTT_MS + [...roundFiles].reduce((s, f) => s + gzipped(f), 0) / BYTES_PER_MS;
  }
  const ok =
    js + css <= screen.budget.kB * 1024 &&
    chain <= screen.budget.rounds &&
    files.size <= screen.budget.files;
  over ||= !ok;
  console.log(
    [
      screen.name.padEnd(22),
      String(files.size).padStart(6),
      kb(js).padStart(10),
      kb(css).padStart(9),
      kb(js + css).padStart(10),
      String(chain).padStart(7),
      `${Math.round(network)} ms`.padStart(10),
      `  ${screen.budget.kB} / ${screen.budget.rounds} / ${screen.budget.files}`,
      ok ? ' ok' : ' OVER BUDGET',
    ].join(''),
  );
}
const all = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]);
const allBytes = [...new Set(all)]
  .filter((f) => /\.(js|css)$/.test(f))
  .reduce((s, f) => s + gzipped(f), 0);
console.log(`all JS+CSS ${kb(allBytes)}`);
console.log(
  `* network: ${RTT_MS} ms per round trip (index.html included; a round of n files over ${CONNECTIONS} ` +
    `HTTP/1.1 connections takes ceil(n / ${CONNECTIONS}) trips) + bytes at 1.6 Mbps; no CPU, no API.`,
);
process.exit(over ? 1 : 0);
