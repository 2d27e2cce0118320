// Jest compiles TypeScript (and the ESM-only dependencies faker and typebox) to CommonJS with SWC.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  // Each file builds the app with its full seed: about 0.5 s idle, but over 15 s was seen while a
  // full `npm test` ran in a second clone on this 2-core machine. A real hang still fails.
  testTimeout: 60_000,
  transform: {
    '^.+\\.(ts|js|mjs)$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // node_modules are not transformed, except the ESM-only packages loaded through require()
  // (tinypool, and marked: a reader in the stored-text test).
  // The pattern looks at the innermost node_modules folder of a path only.
  transformIgnorePatterns: [
    '/node_modules/(?!(@faker-js/faker|typebox|marked|tinypool)/)(?!.*/node_modules/)',
  ],
  // Source uses NodeNext-style `./file.js` imports of `.ts` files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
};
