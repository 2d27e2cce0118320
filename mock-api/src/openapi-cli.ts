/**
 * Writes the console's API types and validation rules from the OpenAPI document:
 *
 *   npm run openapi -w mock-api                  write ../web/src/lib/api-schema.gen.ts and
 *                                                ../web/src/lib/api-limits.gen.ts
 *   npm run openapi -w mock-api -- --check       exit 1 if either differs from a fresh generation
 *   ... --out-dir <folder>                       write (or check) them in another folder
 */
import { readFile, writeFile } from 'node:fs/promises';
import { basename, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_TYPES_FILE } from './openapi.js';
import { GENERATED_LIMITS_FILE, generateApiLimits } from './openapi-limits.js';
import { generateApiTypes, readOpenApiDocument } from './openapi-types.js';

const args = process.argv.slice(2);
const check = args.includes('--check');
const outIndex = args.indexOf('--out-dir');
const outDir = outIndex === -1 ? undefined : args[outIndex + 1];
const unknown = args.filter(
  (arg, i) => arg !== '--check' && !(outIndex !== -1 && (i === outIndex || i === outIndex + 1)),
);
if (unknown.length > 0 || (outIndex !== -1 && !outDir)) {
  console.error('Usage: openapi-cli [--check] [--out-dir <folder>]');
  process.exit(2);
}

const mockApiDir = fileURLToPath(new URL('..', import.meta.url));
const target = (file: string) =>
  outDir ? resolve(outDir, basename(file)) : resolve(mockApiDir, file);
const shown = (path: string) => relative(resolve(mockApiDir, '..'), path) || path;

const document = await readOpenApiDocument();
const outputs = [
  { path: target(GENERATED_TYPES_FILE), text: await generateApiTypes(document) },
  { path: target(GENERATED_LIMITS_FILE), text: generateApiLimits(document) },
];

for (const { path, text } of outputs) {
  if (check) {
    const current = await readFile(path, 'utf8').catch(() => null);
    if (current === text) {
      console.log(`${shown(path)} is up to date with the OpenAPI document.`);
    } else {
      console.error(
        current === null
          ? `${shown(path)} does not exist. Run \`npm run openapi -w mock-api\` and commit it.`
          : `${shown(path)} is out of date with the mock API's OpenAPI document.\n` +
              'Run `npm run openapi -w mock-api` and commit the result.',
      );
      process.exitCode = 1;
    }
  } else {
    await writeFile(path, text, 'utf8');
    console.log(`Wrote ${shown(path)} (${text.split('\n').length} lines).`);
  }
}
