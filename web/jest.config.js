/** Web unit and component tests: jsdom + Testing Library, TypeScript compiled by SWC. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The tests run in UTC, whatever the machine's zone, so times shown in India time (lib/format.ts)
// are proved to be converted rather than to match by luck. Set before the workers start, which
// inherit it; Node applies a changed TZ at once.
process.env.TZ = 'UTC';

/**
 * The ESM-only packages `roots` depend on, directly or not. The Markdown renderer (react-markdown,
 * remark-gfm) pulls in about 90 small ESM-only packages of the unified/micromark family; Jest runs
 * CommonJS, so SWC compiles them like our own code. Read from node_modules, so an upgrade that
 * brings a new one needs no change here.
 */
function esmOnlyDependencies(...roots) {
  const names = new Set();
  const seen = new Set();
  /** Node's lookup: node_modules/<name> in `fromDir`, then in each folder above it. */
  const manifestOf = (name, fromDir) => {
    for (let dir = fromDir; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', name, 'package.json');
      if (existsSync(candidate)) return candidate;
      if (path.dirname(dir) === dir) return null;
    }
  };
  const visit = (name, fromDir) => {
    const manifestPath = manifestOf(name, fromDir);
    if (!manifestPath || seen.has(manifestPath)) return;
    seen.add(manifestPath);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    if (manifest.type === 'module') names.add(name);
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      visit(dependency, path.dirname(manifestPath));
    }
  };
  for (const root of roots) visit(root, import.meta.dirname);
  return [...names];
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const transformedPackages = esmOnlyDependencies('react-markdown', 'remark-gfm').map(escape);

const swc = (parser) => [
  '@swc/jest',
  {
    jsc: {
      parser,
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

export default {
  testEnvironment: '<rootDir>/src/testing/jsdom-environment.cjs',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  // Screens render the whole router, SWR and Formik; on a loaded 2-core machine (load average 8)
  // one interaction-heavy test took over 5 s. Limits are generous here, once, instead of per test.
  testTimeout: 30_000,
  transform: {
    '/node_modules/.+\\.js$': swc({ syntax: 'ecmascript' }),
    '^.+\\.(t|j)sx?$': swc({ syntax: 'typescript', tsx: true }),
  },
  // node_modules are not transformed, except the ESM-only packages above. The pattern looks at
  // the innermost node_modules folder of a path only.
  transformIgnorePatterns: [
    `/node_modules/(?!(${transformedPackages.join('|')})/)(?!.*/node_modules/)`,
  ],
  moduleNameMapper: {
    '^@/lib/env-source$': '<rootDir>/src/testing/env-source.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': '<rootDir>/src/testing/style-stub.ts',
    // A canvas chart cannot draw in jsdom; the stand-in records what it was given.
    '^uplot$': '<rootDir>/src/testing/uplot-stub.ts',
  },
};
