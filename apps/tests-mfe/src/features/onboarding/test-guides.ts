/**
 * The test analytics set-up guides and the snippets they hand out, as plain text built from this install's URL.
 * No token is ever written into a snippet: they read it from the CI's secret.
 */

export type FrameworkId = 'pytest' | 'jest' | 'vitest' | 'phpunit' | 'go' | 'node';

export interface TestFramework {
  id: FrameworkId;
  label: string;
  runtime: 'python' | 'node' | 'php' | 'go';
  /** Adds what writes the JUnit XML file; null when the runner has it built in. */
  install: string | null;
  /** A configuration file to add, when the command line alone does not do it. */
  config: { file: string; code: string } | null;
  /** Runs the tests and writes `junit.xml`. */
  run: string;
}

export const JUNIT_FILE = 'junit.xml';

export const TEST_FRAMEWORKS: readonly TestFramework[] = [
  {
    id: 'pytest',
    label: 'Pytest',
    runtime: 'python',
    install: 'pip install pytest',
    config: null,
    // The legacy family keeps the `file` attribute, from which test names are given their file path.
    run: `pytest --junit-xml=${JUNIT_FILE} -o junit_family=legacy`,
  },
  {
    id: 'jest',
    label: 'Jest',
    runtime: 'node',
    install: 'npm install --save-dev jest-junit',
    config: {
      file: 'jest.config.js',
      code: [
        'module.exports = {',
        `  reporters: ['default', ['jest-junit', { outputName: '${JUNIT_FILE}' }]],`,
        '};',
        '',
      ].join('\n'),
    },
    run: 'npx jest --ci',
  },
  {
    id: 'vitest',
    label: 'Vitest',
    runtime: 'node',
    install: null,
    config: null,
    run: `npx vitest run --reporter=junit --outputFile=${JUNIT_FILE}`,
  },
  {
    id: 'phpunit',
    label: 'PHPUnit',
    runtime: 'php',
    install: null,
    config: null,
    run: `./vendor/bin/phpunit --log-junit ${JUNIT_FILE}`,
  },
  {
    id: 'go',
    label: 'Go',
    runtime: 'go',
    install: 'go install gotest.tools/gotestsum@latest',
    config: null,
    // gotestsum runs `go test ./...` and writes the JUnit file beside its usual output.
    run: `gotestsum --junitfile ${JUNIT_FILE}`,
  },
  {
    id: 'node',
    label: 'Node test runner',
    runtime: 'node',
    install: null,
    config: null,
    // Two reporters: the usual one on the console, and the JUnit one into the file.
    run: `node --test --test-reporter=spec --test-reporter-destination=stdout --test-reporter=junit --test-reporter-destination=${JUNIT_FILE}`,
  },
];

/** The name of the CI secret: Codecov's tools and canopy-cli read the token under this name. */
export const TOKEN_SECRET = 'CODECOV_TOKEN';

// Kept out of template literals: `${{` would start an interpolation.
const ACTIONS_SECRET = '${{ secrets.' + TOKEN_SECRET + ' }}';
const NOT_CANCELLED = '${{ !cancelled() }}';

/** canopy-cli's test results upload to this Canopy, reading the token from the environment variable. */
export function canopyCliTestResults(url: string): string {
  return `canopy-cli test-results --url ${url} --token $${TOKEN_SECRET}`;
}

/** The same upload naming the file and tagging it with a flag. */
export function canopyCliTestResultsWithOptions(url: string): string {
  return `${canopyCliTestResults(url)} --file ${JUNIT_FILE} --flag unit`;
}

/** Installs Codecov's CLI. */
export const CODECOV_CLI_INSTALL = 'pip install codecov-cli';

/** codecov-cli's test results upload to this Canopy. */
export function codecovCliTestResults(url: string): string {
  return `codecovcli --url ${url} do-upload --report-type test_results -t $${TOKEN_SECRET}`;
}

/** The workflow step that uploads the results, also when tests failed (but not when the run was cancelled). */
export function uploadStep(url: string): string {
  return [
    '      - name: Upload test results to Canopy',
    `        if: ${NOT_CANCELLED}`,
    `        run: npx canopy-cli test-results --url ${url} --token ${ACTIONS_SECRET}`,
    '',
  ].join('\n');
}

function setupSteps(framework: TestFramework): string[] {
  switch (framework.runtime) {
    case 'node':
      return [
        '      - uses: actions/setup-node@v4',
        '        with:',
        '          node-version: 22',
        '      - run: npm ci',
      ];
    case 'python':
      return [
        '      - uses: actions/setup-python@v5',
        '        with:',
        "          python-version: '3.12'",
        '      - run: pip install -r requirements.txt',
      ];
    case 'php':
      return [
        '      - uses: shivammathur/setup-php@v2',
        '        with:',
        "          php-version: '8.3'",
        '      - run: composer install --no-interaction',
      ];
    case 'go':
      return ['      - uses: actions/setup-go@v5', '        with:', '          go-version: stable'];
  }
}

/** `.github/workflows/tests.yml`: the tests write `junit.xml`, then canopy-cli uploads it to this Canopy. */
export function githubActionsWorkflow(url: string, framework: TestFramework): string {
  const install =
    framework.install && framework.runtime !== 'node' ? [`      - run: ${framework.install}`] : [];
  return [
    'name: Tests',
    '',
    'on:',
    '  push:',
    '  pull_request:',
    '',
    'jobs:',
    '  test:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    ...setupSteps(framework),
    ...install,
    '      - name: Run the tests',
    `        run: ${framework.run}`,
    uploadStep(url),
  ].join('\n');
}
