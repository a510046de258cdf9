/**
 * The coverage set-up guides (reference §9.3) and the snippets they hand out, as plain text built from the
 * repository's real values. No token is ever written into a snippet: they read it from the CI's secret.
 */

import { isGitHub } from '@canopy/auth';

export type GuideId = 'github-actions' | 'circle-ci' | 'other-ci';

export interface Guide {
  id: GuideId;
  label: string;
  /** The segment under `/new` ('' is `/new` itself). */
  path: '' | 'circle-ci' | 'other-ci';
}

const GITHUB_ACTIONS: Guide = { id: 'github-actions', label: 'Using GitHub Actions', path: '' };
const CIRCLE_CI: Guide = { id: 'circle-ci', label: 'Using Circle CI', path: 'circle-ci' };
const OTHER_CI: Guide = { id: 'other-ci', label: "Using Codecov's CLI", path: 'other-ci' };

/** The guides offered for a git service, in the reference's order: GitHub Actions only on GitHub hosts. */
export function guidesFor(service: string): Guide[] {
  return isGitHub(service) ? [GITHUB_ACTIONS, CIRCLE_CI, OTHER_CI] : [CIRCLE_CI, OTHER_CI];
}

/**
 * The guide of a path under `/new`: `/new` is GitHub Actions on GitHub and the CLI elsewhere; null for a
 * path that names no guide.
 */
export function guideAt(service: string, segment: string): Guide | null {
  const guide = segment.replace(/\/+$/, '');
  if (guide === '') return isGitHub(service) ? GITHUB_ACTIONS : OTHER_CI;
  if (guide === CIRCLE_CI.path) return CIRCLE_CI;
  if (guide === OTHER_CI.path) return OTHER_CI;
  return null;
}

export type FrameworkId = 'jest' | 'vitest' | 'pytest' | 'go';

export interface Framework {
  id: FrameworkId;
  label: string;
  runtime: 'node' | 'python' | 'go';
  /** Adds the test runner and its coverage plugin; null when the toolchain has it built in. */
  install: string | null;
  /** Runs the tests and writes `report`. */
  run: string;
  /** The coverage report the run writes, relative to the project root. */
  report: string;
}

export const FRAMEWORKS: readonly Framework[] = [
  {
    id: 'jest',
    label: 'Jest',
    runtime: 'node',
    install: 'npm install --save-dev jest',
    run: 'npx jest --coverage',
    report: 'coverage/lcov.info',
  },
  {
    id: 'vitest',
    label: 'Vitest',
    runtime: 'node',
    install: 'npm install --save-dev vitest @vitest/coverage-v8',
    run: 'npx vitest run --coverage.enabled --coverage.reporter=lcov',
    report: 'coverage/lcov.info',
  },
  {
    id: 'pytest',
    label: 'Pytest',
    runtime: 'python',
    install: 'pip install pytest pytest-cov',
    run: 'pytest --cov --cov-report=xml',
    report: 'coverage.xml',
  },
  {
    id: 'go',
    label: 'Go',
    runtime: 'go',
    install: null,
    run: 'go test -coverprofile=coverage.txt ./...',
    report: 'coverage.txt',
  },
];

/** The repository's own values every snippet is filled with. */
export interface SetupValues {
  /** Where uploaders reach this Canopy, without a trailing slash. */
  url: string;
  /** `owner/repo`. */
  slug: string;
  /** The long git service name uploaders take (`github`, `gitlab`, …). */
  service: string;
  defaultBranch: string;
}

/** The name of the CI secret: Codecov's tools read it under this name. */
export const TOKEN_SECRET = 'CODECOV_TOKEN';

// Kept out of template literals: `${{` would start an interpolation.
const ACTIONS_SECRET = '${{ secrets.' + TOKEN_SECRET + ' }}';

/** A YAML scalar, quoted only when it has to be. */
function yamlScalar(value: string): string {
  return /^[A-Za-z0-9._/-]+$/.test(value) && !/^[-.]/.test(value) ? value : JSON.stringify(value);
}

function installAndRunSteps(framework: Framework): string[] {
  const install = framework.runtime === 'node' ? 'npm ci' : framework.install;
  return [install, framework.run]
    .filter((line): line is string => !!line)
    .map((line) => `      - run: ${line}`);
}

function setupActionSteps(framework: Framework): string[] {
  switch (framework.runtime) {
    case 'node':
      return ['      - uses: actions/setup-node@v4', '        with:', '          node-version: 22'];
    case 'python':
      return ['      - uses: actions/setup-python@v5', '        with:', "          python-version: '3.12'"];
    case 'go':
      return ['      - uses: actions/setup-go@v5', '        with:', '          go-version: stable'];
  }
}

/** `.github/workflows/coverage.yml`: the tests, then codecov-action pointed at this Canopy. */
export function githubActionsWorkflow(values: SetupValues, framework: Framework): string {
  return [
    'name: Coverage',
    '',
    'on:',
    '  push:',
    `    branches: [${yamlScalar(values.defaultBranch)}]`,
    '  pull_request:',
    '',
    'jobs:',
    '  coverage:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    ...setupActionSteps(framework),
    ...installAndRunSteps(framework),
    '      - name: Upload coverage to Canopy',
    '        uses: codecov/codecov-action@v5',
    '        with:',
    `          url: ${values.url}`,
    `          token: ${ACTIONS_SECRET}`,
    `          files: ${framework.report}`,
    '          fail_ci_if_error: true',
    '',
  ].join('\n');
}

const CIRCLE_IMAGES: Record<Framework['runtime'], string> = {
  node: 'cimg/node:lts',
  python: 'cimg/python:3.12',
  go: 'cimg/go:1.23',
};

/** `.circleci/config.yml`: the tests, then the Codecov orb pointed at this Canopy (its `enterprise_url`). */
export function circleCiConfig(values: SetupValues, framework: Framework): string {
  return [
    'version: 2.1',
    '',
    'orbs:',
    '  codecov: codecov/codecov@5',
    '',
    'jobs:',
    '  test:',
    '    docker:',
    `      - image: ${CIRCLE_IMAGES[framework.runtime]}`,
    '    steps:',
    '      - checkout',
    ...installAndRunSteps(framework),
    '      - codecov/upload:',
    `          enterprise_url: ${values.url}`,
    `          files: ${framework.report}`,
    '',
    'workflows:',
    '  coverage:',
    '    jobs:',
    '      - test',
    '',
  ].join('\n');
}

/** Installs Codecov's CLI. */
export const CODECOV_CLI_INSTALL = 'pip install codecov-cli';

/** codecov-cli's upload, after the tests, to this Canopy. */
export function codecovCliUpload(values: SetupValues, framework: Framework): string {
  return [
    `codecovcli --url ${values.url} upload-process`,
    `--git-service ${values.service}`,
    `-r ${values.slug}`,
    `-t $${TOKEN_SECRET}`,
    `-f ${framework.report}`,
  ].join(' ');
}

/** canopy-cli's upload (apps/cli): the same protocol, with the same flags where they overlap. */
export function canopyCliUpload(values: SetupValues, framework: Framework): string {
  return [
    `canopy-cli upload --url ${values.url}`,
    `--git-service ${values.service}`,
    `-r ${values.slug}`,
    `-t $${TOKEN_SECRET}`,
    `-f ${framework.report}`,
  ].join(' ');
}

/**
 * A starting `codecov.yml`: the project may not lose more than 1% coverage, and new code should be 80%
 * covered; the pull request comment shows the changes. Canopy reads it from the repository at each commit.
 */
export const STARTER_CODECOV_YML = [
  'coverage:',
  '  status:',
  '    project:',
  '      default:',
  '        target: auto',
  '        threshold: 1%',
  '    patch:',
  '      default:',
  '        target: 80%',
  '',
  'comment:',
  '  layout: "condensed_header, diff, flags, files"',
  '',
].join('\n');
