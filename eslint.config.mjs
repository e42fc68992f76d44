// ESLint (flat config), `pnpm lint`. Syntax-only typescript-eslint (no type information, so it
// stays fast), the rules of hooks, and the project's import boundaries (eslint/boundaries.mjs,
// described in docs/CONVENTIONS.md). Layout is Prettier's (`pnpm format`; `pnpm lint` checks it), so
// eslint-config-prettier, last, turns off every rule that would argue with it.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import sqw from './eslint/boundaries.mjs';

const typedDatabase = {
  selector: 'TSTypeReference[typeName.name=/^(Kysely|Transaction)$/] > TSTypeParameterInstantiation > TSAnyKeyword',
  message: "Type the database: Kysely<YourDB> (a service's DB extends KitTables); Kysely<any> is for migrations only.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      '**/*.tsbuildinfo',
      'shell/public/config.json',
      'tmp/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'warn' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    plugins: { sqw },
    rules: {
      'sqw/boundaries': 'error',
      'sqw/file-names': 'error',
      // Stylistic or too noisy for this codebase; TypeScript (strict) checks the rest.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Kysely<any> in migrations, loose fixtures in tests: a warning elsewhere, nothing there.
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**', '**/migrations.ts', '**/migrations/**', '**/*-migration.ts', '**/*-migrations.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Queries are typed over the service's own database (its db.ts, which extends the kit's
    // KitTables), tests included. A migration runs before those types describe the schema, so
    // Kysely hands it a Kysely<any>: only migrations may name one.
    files: ['**/*.{ts,tsx,mts,cts}'],
    ignores: ['**/migrations.ts', '**/migrations/**', '**/*-migration.ts', '**/*-migrations.ts'],
    rules: {
      'no-restricted-syntax': ['error', typedDatabase],
    },
  },
  {
    // A page's server-composed HTML must not take input before the app is there to keep it:
    // @sqw/ui's Form keeps its controls disabled until then, so every form of the apps is one.
    files: ['shell/src/**/*.tsx', 'remotes/*/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        typedDatabase,
        ...[
          "JSXOpeningElement[name.name='form']",
          "JSXAttribute[name.name='as'][value.value='form']",
          "MemberExpression[object.name='styled'][property.name='form']",
        ].map((selector) => ({
          selector,
          message: "Use @sqw/ui's Form (or `as={Form}`), which keeps a composed page's form off until the app has hydrated it.",
        })),
      ],
    },
  },
  {
    // jest.isolateModules hands back fresh modules through require().
    files: ['**/test/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
