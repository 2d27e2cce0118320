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
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.gen.ts', 'web/src/testing/**'],
    plugins: { i18next },
    rules: {
      // The console's text comes from the message catalogs (issue 25). Any string a person could
      // read fails here: one with a capital letter or a Devanagari letter.
      // Lower-case strings are keys, classes, paths and values; all-capital ones are constants.
      // The plugin lets any string in an UPPER_CASE constant pass; text there is caught here.
      'no-restricted-syntax': [
        'error',
        ...['Literal', 'TemplateElement'].map((node) => ({
          selector: `VariableDeclarator[id.name=/^[A-Z][A-Z0-9_]*$/] ${node}[${
            node === 'Literal' ? 'value' : 'value.raw'
          }=/[A-Z].*\\s|\\s.*[A-Z]|^[A-Z][a-z-]+$/]`,
          message: 'Text people read comes from the message catalogs (messages.en.json).',
        })),
        // What the plugin's rule above lets through as lower-case: text between JSX tags, the
        // attributes people read or hear, and the nouns the ui kit builds sentences around.
        ...[
          // Code samples (<code>, <kbd>) are not text to translate.
          'JSXText[value=/[A-Za-z]/]:not(JSXElement[openingElement.name.name=/^(code|kbd)$/] > JSXText)',
          // A call's argument (a catalog key) is not text.
          'JSXAttribute[name.name=/^(aria-label|title|alt|placeholder|label|hint)$/] Literal[value=/[A-Za-z]/]:not(CallExpression > Literal, BinaryExpression > Literal)',
          // A parameter's default, which the plugin's rule skips.
          'AssignmentPattern > Literal[value=/[A-Z][a-z]/]',
          ':matches(Property[key.name=/^(noun|kind|what)$/], JSXAttribute[name.name=/^(noun|kind|what)$/]) Literal[value=/[A-Za-z]/]:not(CallExpression > Literal, BinaryExpression > Literal)',
        ].map((selector) => ({
          selector,
          message: 'Text people read comes from the message catalogs (messages.en.json).',
        })),
      ],
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'all',
          'should-validate-template': true,
          words: {
            exclude: [
              '^[^A-Z\\u0900-\\u097F]*$',
              '^[A-Z0-9_]+$',
              '^/\\S*$',
              // camelCase names (store slices, chunk names) and HTTP header names.
              '^[a-z]+([A-Z][a-z0-9]*)+$',
              '^[A-Z][a-z]+(-[A-Z][a-z]+)+$',
            ],
          },
          callees: {
            exclude: [
              't',
              'require',
              'addEventListener',
              'removeEventListener',
              'dispatch',
              'includes',
              'startsWith',
              'endsWith',
              'console\\.\\w+',
              'get',
              'post',
              'has',
              'set',
              'headers\\.\\w+',
              'Error',
              'ApiError',
              'Intl\\.\\w+',
              'matchMedia',
              'querySelector(All)?',
              'getByRole',
            ],
          },
          'jsx-attributes': {
            exclude: [
              'className',
              'style',
              'type',
              'key',
              'id',
              'to',
              'href',
              'as',
              'variant',
              'name',
              'autoComplete',
              'inputMode',
              'lang',
              'role',
              'data-.*',
              'controlId',
              'htmlFor',
              'aria-controls',
              'aria-describedby',
              'aria-labelledby',
              'size',
              'bg',
              'placement',
              'align',
            ],
          },
        },
      ],
    },
  },
);
