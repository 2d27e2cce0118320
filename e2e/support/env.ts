// Where the e2e harness runs things. Ports differ from the dev/compose ones (3000/8080) so a
// running dev stack does not get in the way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_DIR = path.dirname(E2E_DIR);
export const OUTPUT_DIR = path.join(E2E_DIR, 'output');

/** What `npm run build` produces and the harness serves. */
export const WEB_DIST = path.join(REPO_DIR, 'web', 'dist');
export const MOCK_API_SERVER = path.join(REPO_DIR, 'mock-api', 'dist', 'server.js');

// E2E_PORT_OFFSET moves all of them, so two checkouts on one machine can run the suite side by side.
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const CONSOLE_PORT = 13000 + PORT_OFFSET;
export const API_PORT = 18080 + PORT_OFFSET;
/** The console, served by nginx exactly as in the web image (e2e/scripts/serve-console.sh). */
export const CONSOLE_URL = `http://localhost:${CONSOLE_PORT}`;
/** The built mock API, with MOCK_ENABLE_RESET=true. */
export const API_URL = `http://localhost:${API_PORT}`;

/**
 * Every variable the mock API reads, empty (which it takes as "default"): the names
 * `.env.example` shows, which mock-api/test/config-docs.test.ts keeps equal to the mock API's
 * schema (ENV in mock-api/src/config.ts). A developer's .env then cannot change the e2e data.
 */
export function mockApiDefaults(): Record<string, string> {
  const example = readFileSync(path.join(REPO_DIR, '.env.example'), 'utf8');
  return Object.fromEntries(
    [...example.matchAll(/^(MOCK_[A-Z0-9_]+)=/gm)].map(([, name]) => [name, '']),
  );
}
