import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import prettier from 'eslint-config-prettier';
import path from 'node:path';

/** Files and folders are kebab-case: `repo-list.tsx`, `use-owner.ts`, `owner-page.test.tsx`. */
const kebabCaseFilenames = {
  meta: { type: 'suggestion', schema: [], messages: { kebab: 'File names are kebab-case: "{{name}}".' } },
  create(context) {
    const relative = path.relative(import.meta.dirname, context.filename);
    const parts = relative.split(path.sep).filter((p) => p !== '..' && p !== '.');
    const bad = parts.find((p) => !/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(p));
    return {
      Program(node) {
        if (bad) context.report({ node, messageId: 'kebab', data: { name: bad } });
      },
    };
  },
};
const canopy = { rules: { 'kebab-case-filenames': kebabCaseFilenames } };

const browserScopes = ['shell', 'repo', 'account', 'plan', 'admin', 'bundles', 'tests'];

/** Who may import whom. A project must satisfy the rule of each of its two tags. */
export const depConstraints = [
  ...browserScopes.map((scope) => ({
    sourceTag: `scope:${scope}`,
    onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'],
    bannedExternalImports: [
      'fastify',
      '@fastify/*',
      'mercurius',
      'kysely',
      'pg',
      '@electric-sql/*',
      'node:*',
    ],
  })),
  {
    sourceTag: 'scope:server',
    onlyDependOnLibsWithTags: ['scope:server', 'type:util'],
    bannedExternalImports: ['react', 'react-dom', 'react-router', '@mantine/*', 'urql', '@tanstack/*'],
  },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib', 'type:util'] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:util'] },
  {
    sourceTag: 'type:util',
    onlyDependOnLibsWithTags: ['type:util'],
    bannedExternalImports: ['react', 'react-dom', '@mantine/*'],
  },
];

const MODULE_INDEX = 'Import another server module through its index.ts (../<area>), not its files.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.nx/**',
      '{apps,libs}/*/coverage/**',
      'tools/coverage/**',
      '**/generated/**',
      '**/*.cjs',
      '**/*.mjs',
      '**/*.js',
      'tools/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { canopy, '@nx': nx, 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      'canopy/kebab-case-filenames': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints,
          checkDynamicDependenciesExceptions: [],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@tanstack/query/exhaustive-deps': 'error',
      '@tanstack/query/no-rest-destructuring': 'error',
      '@tanstack/query/stable-query-client': 'error',
      '@tanstack/query/no-unstable-deps': 'error',
      '@tanstack/query/infinite-query-property-order': 'error',
      '@tanstack/query/no-void-query-fn': 'error',
      '@tanstack/query/mutation-property-order': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message:
            'Use named exports; only a remote-entry module has a default export (React.lazy needs one).',
        },
      ],
    },
  },
  {
    // The UI kit takes its data as props: it never reads the data layer or the session itself.
    files: ['libs/ui-kit/**/*.ts', 'libs/ui-kit/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@canopy/api-client', '@canopy/api-client/*', '@canopy/auth', '@canopy/auth/*'],
              message:
                'ui-kit takes data and session state as props; bind them in the app or in @canopy/auth.',
            },
          ],
        },
      ],
    },
  },
  // Server area modules (docs/adr/014): a module's index.ts is its public surface; its other files are its own.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/**', '**/*.test.ts', 'apps/api/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/[^/]+/.', message: MODULE_INDEX }] },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./[^./][^/]*/.', message: MODULE_INDEX }] },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/*/*/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./\\.\\./[^./][^/]*/.', message: MODULE_INDEX }] },
      ],
    },
  },
  {
    files: ['**/src/remote-entry.tsx', '**/src/remote-entry.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
