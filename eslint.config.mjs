import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import prettier from 'eslint-config-prettier';
import { builtinModules } from 'node:module';
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

/** Code that runs only under test: tests, their helpers and fixtures, the browser and security suites, tools. */
const testCode = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/testing/**',
  '**/*test-utils.ts',
  '**/*test-utils.tsx',
  '**/test-support.ts',
  '**/test-helpers.ts',
  '**/*-test-data.ts',
  'apps/api/src/security/**',
  'apps/e2e/**',
  'tools/**',
  '**/scripts/**',
  '**/codegen.ts',
];

/** Code the browser runs (and the pure coverage and bundle models, which do no I/O). */
const browserCode = [
  'apps/shell',
  'apps/*-mfe',
  'libs/api-client',
  'libs/auth',
  'libs/ui-kit',
  'libs/coverage',
  'libs/bundle-analysis',
  'libs/test-results',
  'libs/graphql-schema',
].flatMap((folder) => [`${folder}/src/**/*.ts`, `${folder}/src/**/*.tsx`]);

const testHelpers = {
  group: [
    '@canopy/*/testing',
    '@canopy/*/testing/*',
    '**/testing',
    '**/testing/*',
    '**/*test-utils',
    '**/test-support',
    '**/test-helpers',
    '**/*-test-data',
  ],
  message: 'Test helpers and mock data belong to tests; production code never imports them.',
};
const nodeBuiltins = {
  paths: builtinModules
    .filter((name) => !name.startsWith('_'))
    .map((name) => ({ name, message: 'Browser code cannot use Node built-ins.' })),
  patterns: [{ group: ['node:*'], message: 'Browser code cannot use Node built-ins.' }],
};

// The core rule is left to per-folder rules (ui-kit's data ban, page rooms); these two bans use the
// typescript-eslint twin, so neither set of settings replaces the other.
const restrictedImports = ({ browser }) => [
  'error',
  {
    paths: browser ? nodeBuiltins.paths : [],
    patterns: [testHelpers, ...(browser ? nodeBuiltins.patterns : [])],
  },
];

/**
 * The rooms of repo-mfe (ADR 015): routed pages live in `features/<page>/` and may not import another page; pieces
 * used by several pages live in named shared folders, which import no page. Only `features/repo/` (the router)
 * and `remote-entry.tsx` reach into pages.
 */
export const repoPages = [
  'owner',
  'analytics',
  'overview',
  'blob',
  'commits',
  'commit',
  'pulls',
  'pull',
  'branches',
  'flags',
  'components',
];
const pageImports = (pages) =>
  pages.flatMap((page) => [`../${page}/*`, `../../${page}/*`, `**/features/${page}/*`]);
const roomRule = (pages, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: pageImports(pages), message }] }],
});
const repoRooms = [
  ...repoPages.map((page) => ({
    files: [`apps/repo-mfe/src/features/${page}/**/*.{ts,tsx}`],
    rules: roomRule(
      repoPages.filter((other) => other !== page),
      'A page does not import another page: move what both use into a shared folder of features/.',
    ),
  })),
  {
    files: ['apps/repo-mfe/src/features/**/*.{ts,tsx}'],
    ignores: [...repoPages, 'repo'].map((page) => `apps/repo-mfe/src/features/${page}/**`),
    rules: roomRule(
      repoPages,
      'A shared folder imports no page; only features/repo (the router) routes to pages.',
    ),
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
    files: ['**/*.ts', '**/*.tsx'],
    ignores: testCode,
    rules: { '@typescript-eslint/no-restricted-imports': restrictedImports({ browser: false }) },
  },
  {
    files: browserCode,
    ignores: testCode,
    rules: { '@typescript-eslint/no-restricted-imports': restrictedImports({ browser: true }) },
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
              group: [
                '@canopy/api-client',
                '@canopy/api-client/*',
                '@canopy/repo-data-access',
                '@canopy/repo-data-access/*',
                '@canopy/account-data-access',
                '@canopy/account-data-access/*',
                '@canopy/admin-data-access',
                '@canopy/admin-data-access/*',
                '@canopy/bundles-data-access',
                '@canopy/bundles-data-access/*',
                '@canopy/tests-data-access',
                '@canopy/tests-data-access/*',
                '@canopy/plan-data-access',
                '@canopy/plan-data-access/*',
                '@canopy/auth',
                '@canopy/auth/*',
              ],
              message:
                'ui-kit takes data and session state as props; bind them in the app or in @canopy/auth.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shell's first load (the shell and @canopy/auth, which it provides): the data views are the remotes' own
    // entry of the UI kit, kept out of that load (libs/ui-kit/README.md).
    files: ['apps/shell/src/**/*.{ts,tsx}', 'libs/auth/src/**/*.{ts,tsx}'],
    // The owner-yaml entry of @canopy/auth loads with the remotes, not the shell (libs/auth/README.md).
    ignores: ['libs/auth/src/owner-yaml.ts', 'libs/auth/src/owner-yaml/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@canopy/ui-kit/data-views',
              message:
                "The data views load with the remotes; the shell's first load imports only @canopy/ui-kit.",
            },
          ],
        },
      ],
    },
  },
  ...repoRooms,

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
    // The modules a remote exposes: its routes, and the sections other remotes embed.
    files: ['**/src/remote-entry.tsx', '**/src/remote-entry.ts', '**/src/*-section-entry.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
