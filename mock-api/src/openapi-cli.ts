/**
 * Writes the console's API types from the OpenAPI document:
 *
 *   npm run openapi -w mock-api                  write ../web/src/lib/api-schema.gen.ts
 *   npm run openapi -w mock-api -- --check       exit 1 if that file differs from a fresh generation
 *   ... --out <file>                             use another file (relative to the current folder)
 */
import { readFile, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_TYPES_FILE } from './openapi.js';
import { generateApiTypes, readOpenApiDocument } from './openapi-types.js';

const args = process.argv.slice(2);
const check = args.includes('--check');
const outIndex = args.indexOf('--out');
const outArg = outIndex === -1 ? undefined : args[outIndex + 1];
const unknown = args.filter(
  (arg, i) => arg !== '--check' && !(outIndex !== -1 && (i === outIndex || i === outIndex + 1)),
);
if (unknown.length > 0 || (outIndex !== -1 && !outArg)) {
  console.error('Usage: openapi-cli [--check] [--out <file>]');
  process.exit(2);
}

const mockApiDir = fileURLToPath(new URL('..', import.meta.url));
const target = outArg ? resolve(outArg) : resolve(mockApiDir, GENERATED_TYPES_FILE);
const shown = relative(resolve(mockApiDir, '..'), target) || target;

const fresh = await generateApiTypes(await readOpenApiDocument());

if (check) {
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current === fresh) {
    console.log(`${shown} is up to date with the OpenAPI document.`);
  } else {
    console.error(
      current === null
        ? `${shown} does not exist. Run \`npm run openapi -w mock-api\` and commit it.`
        : `${shown} is out of date with the mock API's OpenAPI document.\n` +
            'Run `npm run openapi -w mock-api` and commit the result.',
    );
    process.exitCode = 1;
  }
} else {
  await writeFile(target, fresh, 'utf8');
  console.log(`Wrote ${shown} (${fresh.split('\n').length} lines).`);
}
