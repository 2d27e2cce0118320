/** Web unit and component tests: jsdom + Testing Library, TypeScript compiled by SWC. */
export default {
  testEnvironment: '<rootDir>/src/testing/jsdom-environment.cjs',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  // Screens render the whole router, SWR and Formik; on a loaded 2-core machine (load average 8)
  // one interaction-heavy test took over 5 s. Limits are generous here, once, instead of per test.
  testTimeout: 30_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@/lib/env-source$': '<rootDir>/src/testing/env-source.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': '<rootDir>/src/testing/style-stub.ts',
  },
};
