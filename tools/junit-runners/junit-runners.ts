/**
 * Small test projects run by real test runners, which write JUnit XML: node's test runner, jest with jest-junit,
 * vitest, pytest (Debian's) and go test through gotestsum (Debian's). Each project has passing, failing, skipped
 * and slow tests, and errors where the runner tells them apart. Used to write the parser's fixtures and by the
 * server's tests, which upload what the runners wrote and compare Canopy's figures with the runners' own.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** The monorepo's root (where nx.json is), found from the working folder: jest and node both run inside it. */
function findRoot(from: string): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No nx.json above ${from}`);
  }
}

export const repoRoot = findRoot(process.cwd());
const bin = (name: string) => join(repoRoot, 'node_modules/.bin', name);

export type JUnitRunner = 'node' | 'jest' | 'vitest' | 'pytest' | 'go';
export const JUNIT_RUNNERS: readonly JUnitRunner[] = ['node', 'jest', 'vitest', 'pytest', 'go'];

/** What the runner itself said it ran, read from its own summary line. */
export interface RunnerCounts {
  passed: number;
  /** Failures and errors. */
  failed: number;
  skipped: number;
}

export interface RunnerReport {
  runner: JUnitRunner;
  /** The project folder; the reports are inside it. */
  dir: string;
  /** The JUnit files written, relative to `dir`. */
  reports: string[];
  /** The runner's own counts. */
  counts: RunnerCounts;
  /** Everything the runner printed. */
  output: string;
  remove(): void;
}

type Files = Record<string, string>;

function writeProject(files: Files): string {
  const dir = mkdtempSync(join(tmpdir(), 'junit-runner-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Runs a runner whose failing tests make it exit 1; what it printed is kept. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((done, fail) => {
    execFile(
      command,
      args,
      { cwd, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env }, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => {
        const output = `${stdout}\n${stderr}`;
        if (error && error.code !== 1)
          fail(new Error(`${command} failed (${String(error.code)}):\n${output}`));
        else done(output);
      },
    );
  });
}

const number = (output: string, pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);

export const jsTests = (header: string) => `${header}
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

describe('calculator', () => {
  it('adds numbers', () => {
    assert.strictEqual(1 + 2, 3);
  });

  it('waits for a slow answer', async () => {
    await sleep(120);
    assert.strictEqual(2 * 2, 4);
  });

  describe('division', () => {
    it('divides by a non-zero number', () => {
      assert.strictEqual(6 / 3, 2);
    });

    it('rounds a third', () => {
      assert.strictEqual(Math.round((1 / 3) * 100) / 100, 0.34);
    });
  });

  it.skip('supports complex numbers', () => {});
});

it('throws from the code under test', () => {
  JSON.parse('{not json');
});
`;

const PYTEST_PROJECT: Files = {
  'tests/__init__.py': '',
  'tests/test_calculator.py': `import time

import pytest


@pytest.fixture
def broken_database():
    raise ConnectionError("database unavailable")


def test_adds_numbers():
    assert 1 + 2 == 3


def test_waits_for_a_slow_answer():
    time.sleep(0.12)
    assert 2 * 2 == 4


def test_uses_the_database(broken_database):
    assert broken_database


class TestDivision:
    def test_divides_by_a_non_zero_number(self):
        assert 6 / 3 == 2

    def test_rounds_a_third(self):
        assert round(1 / 3, 2) == 0.34

    @pytest.mark.skip(reason="complex numbers come later")
    def test_supports_complex_numbers(self):
        pass
`,
};

const GO_PROJECT: Files = {
  'go.mod': 'module example.com/calculator\n\ngo 1.19\n',
  'calculator.go': `package calculator

import "errors"

// Divide returns a / b, refusing b == 0.
func Divide(a, b float64) (float64, error) {
	if b == 0 {
		return 0, errors.New("division by zero")
	}
	return a / b, nil
}
`,
  'calculator_test.go': `package calculator

import (
	"testing"
	"time"
)

func TestAdd(t *testing.T) {
	if 1+2 != 3 {
		t.Fatal("1 + 2 is not 3")
	}
}

func TestSlowAnswer(t *testing.T) {
	time.Sleep(120 * time.Millisecond)
}

func TestDivide(t *testing.T) {
	t.Run("non-zero", func(t *testing.T) {
		if got, _ := Divide(6, 3); got != 2 {
			t.Errorf("Divide(6, 3) = %v, want 2", got)
		}
	})
	t.Run("by zero", func(t *testing.T) {
		if _, err := Divide(1, 0); err == nil {
			t.Error("Divide(1, 0) gave no error")
		}
	})
	t.Run("a third", func(t *testing.T) {
		if got, _ := Divide(1, 3); got != 0.34 {
			t.Errorf("Divide(1, 3) = %v, want 0.34", got)
		}
	})
}

func TestComplex(t *testing.T) {
	t.Skip("complex numbers come later")
}
`,
  'strings/strings_test.go': `package strings

import "testing"

func TestUpper(t *testing.T) {}
`,
};

export interface RunnerOptions {
  /** jest only: add a `test.todo`, which jest counts apart and jest-junit writes as a test case. */
  withTodo?: boolean;
  /** pytest only: also write `junit-xunit2.xml` in pytest's default format (`junit.xml` is xunit1, with `file`). */
  withXunit2?: boolean;
}

type Written = Omit<RunnerReport, 'runner' | 'remove'>;

const RUNNERS: Record<JUnitRunner, (options: RunnerOptions) => Promise<Written>> = {
  async node() {
    const dir = writeProject({
      'calculator.test.mjs': jsTests(
        "import assert from 'node:assert';\nimport { describe, it } from 'node:test';",
      ),
    });
    const output = await run(
      process.execPath,
      [
        '--test',
        '--test-reporter=junit',
        '--test-reporter-destination=junit.xml',
        '--test-reporter=tap',
        '--test-reporter-destination=stdout',
        'calculator.test.mjs',
      ],
      dir,
    );
    const counts = {
      passed: number(output, /^# pass (\d+)$/m),
      failed: number(output, /^# fail (\d+)$/m),
      skipped: number(output, /^# skipped (\d+)$/m),
    };
    return { dir, reports: ['junit.xml'], counts, output };
  },

  async jest({ withTodo }) {
    const strings = withTodo ? "  test.todo('trims unicode spaces');\n" : '';
    const dir = writeProject({
      'src/calculator.test.js': jsTests("const assert = require('node:assert');"),
      'src/strings.test.js': `describe('strings', () => {
  test('upper-cases', () => {
    expect('canopy'.toUpperCase()).toBe('CANOPY');
  });
${strings}});
`,
    });
    const config = {
      rootDir: dir,
      testEnvironment: 'node',
      transform: {},
      reporters: ['default', join(repoRoot, 'node_modules/jest-junit')],
    };
    const output = await run(
      process.execPath,
      [bin('jest'), '--ci', '--no-watchman', '--config', JSON.stringify(config)],
      dir,
      { JEST_JUNIT_OUTPUT_DIR: dir, JEST_JUNIT_OUTPUT_NAME: 'junit.xml' },
    );
    const line = /^Tests:(.*)$/m.exec(output)?.[1] ?? '';
    const counts = {
      passed: number(line, /(\d+) passed/),
      failed: number(line, /(\d+) failed/),
      skipped: number(line, /(\d+) skipped/),
    };
    return { dir, reports: ['junit.xml'], counts, output };
  },

  async vitest() {
    const dir = writeProject({
      'src/calculator.test.js': jsTests("import assert from 'node:assert';"),
      'vitest.config.mjs': 'export default {};\n',
    });
    const output = await run(
      process.execPath,
      [
        bin('vitest'),
        'run',
        '--globals',
        '--root',
        dir,
        '--reporter=junit',
        '--outputFile.junit=junit.xml',
        '--reporter=default',
      ],
      dir,
    );
    const line = /^\s*Tests\s+(.*)$/m.exec(output)?.[1] ?? '';
    const counts = {
      passed: number(line, /(\d+) passed/),
      failed: number(line, /(\d+) failed/),
      skipped: number(line, /(\d+) skipped/),
    };
    return { dir, reports: ['junit.xml'], counts, output };
  },

  async pytest({ withXunit2 }) {
    const dir = writeProject(PYTEST_PROJECT);
    const pytest = (args: string[]) =>
      run('/usr/bin/pytest-3', ['-p', 'no:cacheprovider', '-q', ...args], dir);
    if (withXunit2) await pytest(['--junitxml=junit-xunit2.xml']);
    const output = await pytest(['-o', 'junit_family=xunit1', '--junitxml=junit.xml']);
    // The last line: "2 failed, 3 passed, 1 skipped, 1 error in 0.15s".
    const line =
      output
        .trim()
        .split('\n')
        .filter((text) => / in [\d.]+s/.test(text))
        .pop() ?? '';
    const counts = {
      passed: number(line, /(\d+) passed/),
      failed: number(line, /(\d+) failed/) + number(line, /(\d+) errors?/),
      skipped: number(line, /(\d+) skipped/),
    };
    return { dir, reports: withXunit2 ? ['junit.xml', 'junit-xunit2.xml'] : ['junit.xml'], counts, output };
  },

  async go() {
    const dir = writeProject(GO_PROJECT);
    const cache = join(dir, '.gocache');
    const output = await run('/usr/bin/gotestsum', ['--junitfile', 'junit.xml', '--', './...'], dir, {
      GOTOOLCHAIN: 'local',
      GOFLAGS: '-mod=mod',
      GOPROXY: 'off',
      GOCACHE: cache,
      GOPATH: join(cache, 'gopath'),
    });
    // "DONE 9 tests, 1 skipped, 3 failures in 0.4s".
    const line = /^DONE (.*)$/m.exec(output)?.[1] ?? '';
    const total = number(line, /(\d+) tests?/);
    const failed = number(line, /(\d+) failures?/);
    const skipped = number(line, /(\d+) skipped/);
    return {
      dir,
      reports: ['junit.xml'],
      counts: { passed: total - failed - skipped, failed, skipped },
      output,
    };
  },
};

/** Runs one runner on its project; the caller removes the folder when done. */
export async function runJUnitRunner(
  runner: JUnitRunner,
  options: RunnerOptions = {},
): Promise<RunnerReport> {
  const written = await RUNNERS[runner](options);
  return { runner, ...written, remove: () => rmSync(written.dir, { recursive: true, force: true }) };
}

/** The text of one report. */
export const readReport = (report: RunnerReport, name = report.reports[0]!) =>
  readFileSync(join(report.dir, name), 'utf8');
