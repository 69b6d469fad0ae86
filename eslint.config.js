// Lint rules that guard the structure (see ARCHITECTURE.md), run by `pnpm lint` and in `npm test`:
// - the component library's tiers: primitives < patterns < features; no feature area imports
//   another; `internal/` is never exported;
// - React's rules of hooks in the library and the app;
// - typescript-eslint's recommended rules in the server and the API client.
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const UI = 'packages/ui/src';
/** The server (sources and API tests) and the typed API client. */
const SERVER_AND_API = ['packages/server/src/**/*.ts', 'packages/server/test/**/*.ts', 'packages/api/src/**/*.ts'];

/** Contract amounts written as decimal strings (`Money`, `Quantity`, `Percentage`). */
const MONEY_FIELDS = '/^(amount|unitprice|price|rate|vat|total|total_outstanding|total_gross|total_net|subtotal|gross|net|revenue)$/';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.gen.ts', 'app/src/.routeTree.build.ts', '**/schema.d.ts', 'storybook-static/**', '.tmp/**'] },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'packages/ui/test/**/*.{ts,tsx}', 'app/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'react-hooks': reactHooks, '@typescript-eslint': tseslint.plugin },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: SERVER_AND_API })),
  {
    files: SERVER_AND_API,
    rules: {
      // `_`-named bindings are left out on purpose (`const { password: _, ...rest } = row`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Money is read digit by digit (@kwartier/api money: hundredthsOf, hundredthsBig, parseMoney),
    // never through a float: no Number()/parseFloat() of a contract amount such as `line.amount`.
    files: [...SERVER_AND_API, 'packages/ui/src/**/*.{ts,tsx}', 'app/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.stories.tsx', 'packages/ui/src/fixtures/**', 'packages/server/src/db/migrations/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.name=/^(Number|parseFloat)$/] > MemberExpression.arguments[property.name=${MONEY_FIELDS}]`,
          message: 'Money through a float: read a contract amount with hundredthsOf/hundredthsBig/parseMoney (@kwartier/api).',
        },
        {
          selector: `CallExpression[callee.name=/^(Number|parseFloat)$/] > Identifier.arguments[name=${MONEY_FIELDS}]`,
          message: 'Money through a float: read a contract amount with hundredthsOf/hundredthsBig/parseMoney (@kwartier/api).',
        },
      ],
    },
  },
  {
    // Kysely's convention: a migration takes `Kysely<any>`, never today's schema type, so it keeps
    // compiling as the schema moves on (and a migration is never edited once written).
    files: ['packages/server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [`${UI}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': [`${UI}/**/*`],
      'boundaries/elements': [
        // Foundations every tier may use: the theme contract, i18n, the save convention.
        { type: 'foundation', pattern: [`${UI}/theme`, `${UI}/i18n`, `${UI}/forms`] },
        { type: 'internal', pattern: `${UI}/internal` },
        { type: 'primitive', pattern: `${UI}/primitives` },
        { type: 'pattern', pattern: `${UI}/patterns` },
        { type: 'feature', pattern: `${UI}/features/*`, capture: ['area'] },
        { type: 'fixtures', pattern: `${UI}/fixtures` },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'A {{ from.element.types.[0] }} must not import a {{ to.element.types.[0] }}: primitives < patterns < features, no feature area imports another (ARCHITECTURE.md).',
          policies: [
            { from: { element: { type: 'foundation' } }, allow: [{ to: { element: { types: { anyOf: ['foundation', 'internal'] } } } }] },
            { from: { element: { type: 'internal' } }, allow: [{ to: { element: { types: { anyOf: ['foundation', 'internal'] } } } }] },
            { from: { element: { type: 'primitive' } }, allow: [{ to: { element: { types: { anyOf: ['foundation', 'internal', 'primitive'] } } } }] },
            { from: { element: { type: 'pattern' } }, allow: [{ to: { element: { types: { anyOf: ['foundation', 'internal', 'primitive', 'pattern'] } } } }] },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['foundation', 'internal', 'primitive', 'pattern', 'fixtures'] } } } },
                // Its own area only.
                { to: { element: { type: 'feature', captured: { area: '{{ from.element.captured.area }}' } } } },
              ],
            },
            { from: { element: { type: 'fixtures' } }, allow: [{ to: { element: { types: { anyOf: ['foundation', 'fixtures'] } } } }] },
          ],
        },
      ],
    },
  },
);
