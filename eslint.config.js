// One lint config for every workspace: the TypeScript rules everywhere, React's hook rules in web/,
// and the console's layering (app -> features -> components/lib/store) enforced on imports.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = './web/src';

/** Each feature may import only itself and the shared layers, never another feature. */
const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `${web}/features/${feature}`,
  from: `${web}/features`,
  except: [`./${feature}`],
  message: 'A feature does not import another feature: move what both need to lib/ or components/.',
}));

/**
 * The folders whose text all comes from the message catalogs (issue 25): text written in JSX
 * there fails the lint. A folder joins the list once its text has moved to its catalogs.
 */
const TRANSLATED = [
  'web/src/components/layout/**/*.tsx',
  'web/src/components/ui/preference-*.tsx',
  'web/src/features/auth/**/*.tsx',
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'e2e/output/**', 'e2e/.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the files it follows (for cycles): TypeScript with its parser.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['web', 'mock-api', 'e2e'].map((dir) => `${root}/${dir}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Runtime cycles, in the editor too; it skips type-only imports, which `npm run lint:cycles`
      // (dpdm) checks as well. Packages never import our files back: following them only costs time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...featureZones,
            {
              target: [`${web}/components`, `${web}/lib`, `${web}/store`],
              from: [`${web}/features`, `${web}/app`],
              message: 'Shared code (components/, lib/, store/) does not import features/ or app/.',
            },
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'Features do not import the app shell; the app composes the features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: TRANSLATED,
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      // Text and the attributes people read or hear (labels, titles, alternatives).
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['^aria-label$', '^title$', '^alt$', '^placeholder$', '^label$', '^hint$'],
          },
          // No letter of either language: symbols such as the pressed mark.
          words: { exclude: ['^[^A-Za-z\\u0900-\\u097F]*$'] },
        },
      ],
    },
  },
);
