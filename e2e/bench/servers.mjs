// What the benches in this folder serve: the built mock API and one or more builds of the console
// behind the repository's nginx (scripts/serve-console.sh), on ports of their own so that they do
// not collide with the e2e harness (13000/18080) or a dev stack (3000/8080). They build nothing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

export { CHROMIUM_PATH };

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = path.dirname(E2E_DIR);
export const WEB_DIST = path.join(REPO_DIR, 'web', 'dist');
export const MOCK_API_SERVER = path.join(REPO_DIR, 'mock-api', 'dist', 'server.js');
export const ADMIN = { email: 'admin@example.com', password: 'password123' };
export const TOKEN_KEY = 'bullet_token';
/** The account's kept role and permissions (web/src/lib/storage.ts). */
export const ACCESS_KEY = 'bullet_access';

/** Why the benches cannot run here (no browser, no nginx, no builds), or null. */
export function missingTools({ dists = [WEB_DIST] } = {}) {
  if (!existsSync(CHROMIUM_PATH)) return `no Chromium at ${CHROMIUM_PATH} (set CHROME_PATH)`;
  const nginx = process.env.NGINX ?? spawnSync('sh', ['-c', 'command -v nginx']).stdout.toString();
  if (!nginx.trim() && !existsSync('/usr/sbin/nginx')) return 'no nginx (apt-get install nginx)';
  for (const dist of dists) {
    if (!existsSync(path.join(dist, 'index.html'))) {
      return `${path.relative(REPO_DIR, dist)} is not built (npm run build)`;
    }
  }
  if (!existsSync(MOCK_API_SERVER)) return 'mock-api/dist is not built (npm run build)';
  return null;
}

const children = new Set();
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

function start(name, command, args, env) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  child.on('exit', (code) => {
    children.delete(child);
    if (code) process.stderr.write(`${name} exited with ${code}:\n${log}\n`);
  });
  children.add(child);
  return child;
}

async function waitFor(url, child, name) {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`${name} stopped before it answered ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer ${url} within 30 s`);
}

/** The built mock API on `port`, seeded as in e2e, allowing the given console origins. */
export async function startApi(port, origins) {
  const url = `http://localhost:${port}`;
  const child = start('mock-api', process.execPath, [MOCK_API_SERVER], {
    MOCK_API_PORT: String(port),
    MOCK_API_HOST: 'localhost',
    MOCK_ENABLE_RESET: 'true',
    MOCK_CORS_ORIGINS: origins.join(','),
    MOCK_LATENCY_MS: '0',
    MOCK_LOG_LEVEL: 'warn',
    MOCK_SEED: '',
    MOCK_FAULTS: '',
  });
  await waitFor(`${url}/health`, child, 'mock-api');
  return url;
}

/** `dist` behind the repository's nginx on `port`, talking to `apiUrl`; writes under `dir`. */
export async function startConsole({ port, apiUrl, dist = WEB_DIST, dir, apiUpstream }) {
  const child = start('nginx', 'bash', [path.join(E2E_DIR, 'scripts', 'serve-console.sh')], {
    E2E_CONSOLE_PORT: String(port),
    E2E_API_URL: apiUrl,
    E2E_WEB_DIST: dist,
    E2E_SERVE_DIR: dir,
    ...(apiUpstream ? { E2E_API_UPSTREAM: apiUpstream } : {}),
  });
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/config.js`, child, 'nginx');
  return url;
}

/** A fresh admin token (POST /adminlogin), after the API's data is reset to its seed. */
export async function adminToken(apiUrl) {
  await resetApi(apiUrl);
  const response = await fetch(`${apiUrl}/adminlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = (await response.json())?.body?.token;
  if (!response.ok || typeof token !== 'string') {
    throw new Error(`POST /adminlogin answered ${response.status}`);
  }
  return token;
}

export async function resetApi(apiUrl) {
  const response = await fetch(`${apiUrl}/__reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`POST /__reset answered ${response.status}`);
}

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
