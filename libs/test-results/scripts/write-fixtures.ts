/**
 * Regenerates the JUnit fixtures under src/junit/fixtures/<runner>/ by running the real runners on
 * small projects written to a temporary folder: node's test runner, jest with jest-junit, vitest,
 * pytest (xunit2 and xunit1) and go test through gotestsum. Each project has passing, failing,
 * erroring (where the runner tells errors apart), skipped and slow tests.
 *
 * Run from the repository root: `node libs/test-results/scripts/write-fixtures.ts [runner...]`.
 *
 * Only what differs between machines is normalised: the temporary folder becomes /project,
 * dependency paths /repo/node_modules/…, host names "ci", Python object addresses 0x7f0000000000
 * and timestamps 2025-01-01T00:00:00. Durations are the runners' own, so after a regeneration the
 * expected durations in src/junit/fixtures.test.ts change with them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtures = join(root, 'libs/test-results/src/junit/fixtures');
const bin = (name: string) => join(root, 'node_modules/.bin', name);

type Files = Record<string, string>;

function writeProject(files: Files): string {
  const dir = mkdtempSync(join(tmpdir(), 'junit-fixture-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Runs a runner whose failing tests make it exit non-zero; the report is what matters. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  try {
    execFileSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'pipe' });
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status !== 1) throw error;
  }
}

function normalise(xml: string, dir: string): string {
  return xml
    .replaceAll(dir, '/project')
    .replace(/\/[^\s()'"]*?\/node_modules\//g, '/repo/node_modules/')
    .replaceAll(root, '/repo')
    .replace(/hostname="[^"]*"/g, 'hostname="ci"')
    .replace(/timestamp="[^"]*"/g, 'timestamp="2025-01-01T00:00:00"')
    .replace(/ object at 0x[0-9a-f]+/g, ' object at 0x7f0000000000');
}

function keep(runner: string, name: string, dir: string, report: string): void {
  mkdirSync(join(fixtures, runner), { recursive: true });
  writeFileSync(join(fixtures, runner, name), normalise(readFileSync(join(dir, report), 'utf8'), dir));
  console.log(`wrote ${runner}/${name}`);
}

const jsTests = (header: string) => `${header}
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

const runners: Record<string, () => void> = {
  node() {
    const dir = writeProject({
      'calculator.test.mjs': jsTests(
        "import assert from 'node:assert';\nimport { describe, it } from 'node:test';",
      ),
    });
    run(
      process.execPath,
      ['--test', '--test-reporter=junit', '--test-reporter-destination=junit.xml', 'calculator.test.mjs'],
      dir,
    );
    keep('node', 'junit.xml', dir, 'junit.xml');
    rmSync(dir, { recursive: true });
  },

  jest() {
    const dir = writeProject({
      'src/calculator.test.js': jsTests("const assert = require('node:assert');"),
      'src/strings.test.js': `describe('strings', () => {
  test('upper-cases', () => {
    expect('canopy'.toUpperCase()).toBe('CANOPY');
  });
  test.todo('trims unicode spaces');
});
`,
    });
    const config = {
      rootDir: dir,
      testEnvironment: 'node',
      transform: {},
      reporters: ['default', join(root, 'node_modules/jest-junit')],
    };
    run(process.execPath, [bin('jest'), '--ci', '--no-watchman', '--config', JSON.stringify(config)], dir, {
      JEST_JUNIT_OUTPUT_DIR: dir,
      JEST_JUNIT_OUTPUT_NAME: 'junit.xml',
    });
    keep('jest', 'junit.xml', dir, 'junit.xml');
    rmSync(dir, { recursive: true });
  },

  vitest() {
    const dir = writeProject({
      'src/calculator.test.js': jsTests("import assert from 'node:assert';"),
      'vitest.config.mjs': 'export default {};\n',
    });
    run(
      process.execPath,
      [bin('vitest'), 'run', '--globals', '--root', dir, '--reporter=junit', '--outputFile=junit.xml'],
      dir,
    );
    keep('vitest', 'junit.xml', dir, 'junit.xml');
    rmSync(dir, { recursive: true });
  },

  pytest() {
    const dir = writeProject({
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
    });
    const pytest = '/usr/bin/pytest-3';
    const common = ['-p', 'no:cacheprovider', '-q'];
    run(pytest, [...common, '--junitxml=junit.xml'], dir);
    keep('pytest', 'junit.xml', dir, 'junit.xml');
    run(pytest, [...common, '-o', 'junit_family=xunit1', '--junitxml=junit-xunit1.xml'], dir);
    keep('pytest', 'junit-xunit1.xml', dir, 'junit-xunit1.xml');
    rmSync(dir, { recursive: true });
  },

  go() {
    const dir = writeProject({
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
    });
    const cache = mkdtempSync(join(tmpdir(), 'junit-fixture-gocache-'));
    run('/usr/bin/gotestsum', ['--junitfile', 'junit.xml', '--', './...'], dir, {
      GOTOOLCHAIN: 'local',
      GOFLAGS: '-mod=mod',
      GOPROXY: 'off',
      GOCACHE: cache,
      GOPATH: join(cache, 'gopath'),
    });
    keep('go', 'junit.xml', dir, 'junit.xml');
    rmSync(dir, { recursive: true });
    rmSync(cache, { recursive: true, force: true });
  },
};

const wanted = process.argv.slice(2);
for (const [name, write] of Object.entries(runners)) {
  if (wanted.length === 0 || wanted.includes(name)) write();
}
