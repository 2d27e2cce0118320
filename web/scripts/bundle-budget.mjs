// Speed goals as bytes: what a browser must download (gzipped) before each screen can show,
// read from the Vite manifest of the production build. Run `npm run bench` after `npm run build`.
// Exits 1 when a screen is over its budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Every file a chunk needs before it runs: itself, its static imports and their CSS. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const gzipped = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const entry = 'index.html';
const app = 'src/app/index.tsx';
const screens = [
  { name: 'sign-in page', chunks: [entry, app, 'src/features/auth/routes/login.tsx'], budget: 195 },
  {
    name: 'dashboard (signed in)',
    chunks: [
      entry,
      app,
      'src/app/routes/signed-in-area.tsx',
      'src/features/dashboard/routes/dashboard.tsx',
    ],
    budget: 190,
  },
];

let over = false;
console.log('screen                    files  gzipped   budget');
for (const screen of screens) {
  const files = new Set();
  for (const key of screen.chunks) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    closure(key, files);
  }
  const total = [...files].reduce((sum, file) => sum + gzipped(file), 0);
  const ok = total <= screen.budget * 1024;
  over ||= !ok;
  console.log(
    `${screen.name.padEnd(25)} ${String(files.size).padStart(5)}  ${kb(total).padStart(8)}  ${`${screen.budget} kB`.padStart(7)}  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
process.exit(over ? 1 : 0);
