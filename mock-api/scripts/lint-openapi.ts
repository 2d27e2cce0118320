/**
 * Lints the mock API's OpenAPI document, as GET /docs/json serves it, with Spectral and the
 * ruleset in ../.spectral.yaml (`spectral:oas`): a warning fails, as an error does.
 *
 *   npm run lint:openapi -w mock-api          (the root `npm test` runs it, before the unit tests)
 *
 * Spectral reads a file, so the document is written to a temporary folder first; it is kept when
 * the lint fails, so the line numbers of the report can be looked up. No network is used.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOpenApiDocument } from '../src/openapi-types.js';

const ruleset = fileURLToPath(new URL('../.spectral.yaml', import.meta.url));
const folder = await mkdtemp(join(tmpdir(), 'restpoint-openapi-'));
const file = join(folder, 'openapi.json');
await writeFile(file, `${JSON.stringify(await readOpenApiDocument(), null, 2)}\n`, 'utf8');

// `spectral` is on the PATH of npm scripts (the root's node_modules/.bin).
const lint = spawnSync(
  'spectral',
  ['lint', file, '--ruleset', ruleset, '--fail-severity', 'warn', '--format', 'text'],
  { stdio: 'inherit' },
);
if (lint.status === 0) {
  await rm(folder, { recursive: true, force: true });
  console.log('The OpenAPI document passes Spectral (spectral:oas) with no warnings.');
} else {
  console.error(
    lint.error
      ? `Could not run spectral: ${lint.error.message}`
      : `The OpenAPI document has Spectral findings (above); it is kept at ${file}.`,
  );
  process.exitCode = 1;
}
