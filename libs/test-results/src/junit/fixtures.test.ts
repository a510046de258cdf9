import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestFramework } from '../types';
import { parseJUnit } from './parse-junit';

/** testsuite, classname, name, computedName, outcome, duration, file attribute, first line of the message. */
type Row = [string, string, string, string, string, number | null, string | null, string | null];

function parseFixture(path: string) {
  return parseJUnit(path, readFileSync(join(__dirname, 'fixtures', path), 'utf8'));
}

// Durations are the runners' own (see fixtures/README.md): regenerating the fixtures changes them.
const fixtures: [string, TestFramework, Row[]][] = [
  [
    'go/junit.xml',
    'go',
    [
      [
        'example.com/calculator',
        'example.com/calculator',
        'TestDivide/a_third',
        'example.com/calculator::TestDivide/a_third',
        'failure',
        0,
        null,
        '=== RUN   TestDivide/a_third',
      ],
      [
        'example.com/calculator',
        'example.com/calculator',
        'TestDivide',
        'example.com/calculator::TestDivide',
        'failure',
        0,
        null,
        '=== RUN   TestDivide',
      ],
      [
        'example.com/calculator',
        'example.com/calculator',
        'TestComplex',
        'example.com/calculator::TestComplex',
        'skip',
        0,
        null,
        null,
      ],
      [
        'example.com/calculator',
        'example.com/calculator',
        'TestAdd',
        'example.com/calculator::TestAdd',
        'pass',
        0,
        null,
        null,
      ],
      [
        'example.com/calculator',
        'example.com/calculator',
        'TestSlowAnswer',
        'example.com/calculator::TestSlowAnswer',
        'pass',
        0.12,
        null,
        null,
      ],
      [
        'example.com/calculator',
        'example.com/calculator',
        'TestDivide/non-zero',
        'example.com/calculator::TestDivide/non-zero',
        'pass',
        0,
        null,
        null,
      ],
      [
        'example.com/calculator',
        'example.com/calculator',
        'TestDivide/by_zero',
        'example.com/calculator::TestDivide/by_zero',
        'pass',
        0,
        null,
        null,
      ],
      [
        'example.com/calculator/strings',
        'example.com/calculator/strings',
        'TestUpper',
        'example.com/calculator/strings::TestUpper',
        'pass',
        0,
        null,
        null,
      ],
    ],
  ],
  [
    'gradle/TEST-com.example.CalculatorTest.xml',
    null,
    [
      [
        'com.example.CalculatorTest',
        'com.example.CalculatorTest',
        'adds numbers()',
        'com.example.CalculatorTest::adds numbers()',
        'pass',
        0.012,
        null,
        null,
      ],
      [
        'com.example.CalculatorTest',
        'com.example.CalculatorTest',
        'divides by a non-zero number()',
        'com.example.CalculatorTest::divides by a non-zero number()',
        'pass',
        0.001,
        null,
        null,
      ],
      [
        'com.example.CalculatorTest',
        'com.example.CalculatorTest',
        'rounds a third()',
        'com.example.CalculatorTest::rounds a third()',
        'failure',
        0.004,
        null,
        'org.opentest4j.AssertionFailedError: expected: <0.34> but was: <0.33>',
      ],
      [
        'com.example.CalculatorTest',
        'com.example.CalculatorTest',
        'supports complex numbers()',
        'com.example.CalculatorTest::supports complex numbers()',
        'skip',
        0,
        null,
        null,
      ],
    ],
  ],
  [
    'jest/junit.xml',
    'jest',
    [
      [
        'calculator',
        'calculator adds numbers',
        'calculator adds numbers',
        'calculator adds numbers',
        'pass',
        0.001,
        null,
        null,
      ],
      [
        'calculator',
        'calculator waits for a slow answer',
        'calculator waits for a slow answer',
        'calculator waits for a slow answer',
        'pass',
        0.121,
        null,
        null,
      ],
      [
        'calculator',
        'calculator division divides by a non-zero number',
        'calculator division divides by a non-zero number',
        'calculator division divides by a non-zero number',
        'pass',
        0,
        null,
        null,
      ],
      [
        'calculator',
        'calculator division rounds a third',
        'calculator division rounds a third',
        'calculator division rounds a third',
        'failure',
        0.003,
        null,
        'assert.strictEqual(received, expected)',
      ],
      [
        'calculator',
        'calculator supports complex numbers',
        'calculator supports complex numbers',
        'calculator supports complex numbers',
        'skip',
        0,
        null,
        null,
      ],
      [
        'calculator',
        ' throws from the code under test',
        ' throws from the code under test',
        'throws from the code under test',
        'failure',
        0.001,
        null,
        "SyntaxError: Expected property name or '}' in JSON at position 1 (line 1 column 2)",
      ],
      [
        'strings',
        'strings upper-cases',
        'strings upper-cases',
        'strings upper-cases',
        'pass',
        0.004,
        null,
        null,
      ],
      [
        'strings',
        'strings trims unicode spaces',
        'strings trims unicode spaces',
        'strings trims unicode spaces',
        'pass',
        0,
        null,
        null,
      ],
    ],
  ],
  [
    'node/junit.xml',
    'node',
    [
      [
        'calculator',
        'calculator',
        'adds numbers',
        'calculator > adds numbers',
        'pass',
        0.000679,
        '/project/calculator.test.mjs',
        null,
      ],
      [
        'calculator',
        'calculator',
        'waits for a slow answer',
        'calculator > waits for a slow answer',
        'pass',
        0.123534,
        '/project/calculator.test.mjs',
        null,
      ],
      [
        'division',
        'calculator.division',
        'divides by a non-zero number',
        'calculator > division > divides by a non-zero number',
        'pass',
        0.002195,
        '/project/calculator.test.mjs',
        null,
      ],
      [
        'division',
        'calculator.division',
        'rounds a third',
        'calculator > division > rounds a third',
        'failure',
        0.000854,
        '/project/calculator.test.mjs',
        'Error [ERR_TEST_FAILURE]: Expected values to be strictly equal:',
      ],
      [
        'calculator',
        'calculator',
        'supports complex numbers',
        'calculator > supports complex numbers',
        'skip',
        0.000139,
        '/project/calculator.test.mjs',
        null,
      ],
      [
        '',
        'test',
        'throws from the code under test',
        'throws from the code under test',
        'failure',
        0.000138,
        '/project/calculator.test.mjs',
        "[Error [ERR_TEST_FAILURE]: Expected property name or '}' in JSON at position 1 (line 1 column 2)] {",
      ],
    ],
  ],
  [
    'phpunit/junit.xml',
    'phpunit',
    [
      [
        'Tests\\Unit\\CalculatorTest',
        'Tests.Unit.CalculatorTest',
        'testAddsNumbers',
        'Tests.Unit.CalculatorTest::testAddsNumbers',
        'pass',
        0.001071,
        '/project/tests/Unit/CalculatorTest.php',
        null,
      ],
      [
        'Tests\\Unit\\CalculatorTest',
        'Tests.Unit.CalculatorTest',
        'testRoundsAThird',
        'Tests.Unit.CalculatorTest::testRoundsAThird',
        'failure',
        0.003354,
        '/project/tests/Unit/CalculatorTest.php',
        'Tests\\Unit\\CalculatorTest::testRoundsAThird',
      ],
      [
        'Tests\\Unit\\CalculatorTest',
        'Tests.Unit.CalculatorTest',
        'testReadsTheDatabase',
        'Tests.Unit.CalculatorTest::testReadsTheDatabase',
        'failure',
        0.000912,
        '/project/tests/Unit/CalculatorTest.php',
        'Tests\\Unit\\CalculatorTest::testReadsTheDatabase',
      ],
      [
        'Tests\\Unit\\CalculatorTest',
        'Tests.Unit.CalculatorTest',
        'testSupportsComplexNumbers',
        'Tests.Unit.CalculatorTest::testSupportsComplexNumbers',
        'skip',
        0.000402,
        '/project/tests/Unit/CalculatorTest.php',
        null,
      ],
      [
        'Tests\\Unit\\CalculatorTest::testDivides',
        'Tests.Unit.CalculatorTest',
        'testDivides with data set #0',
        'Tests.Unit.CalculatorTest::testDivides with data set #0',
        'pass',
        0.004203,
        '/project/tests/Unit/CalculatorTest.php',
        null,
      ],
      [
        'Tests\\Unit\\CalculatorTest::testDivides',
        'Tests.Unit.CalculatorTest',
        'testDivides with data set #1',
        'Tests.Unit.CalculatorTest::testDivides with data set #1',
        'pass',
        0.004271,
        '/project/tests/Unit/CalculatorTest.php',
        null,
      ],
    ],
  ],
  [
    'pytest/junit-xunit1.xml',
    'pytest',
    [
      [
        'pytest',
        'tests.test_calculator',
        'test_adds_numbers',
        'tests/test_calculator.py::test_adds_numbers',
        'pass',
        0,
        'tests/test_calculator.py',
        null,
      ],
      [
        'pytest',
        'tests.test_calculator',
        'test_waits_for_a_slow_answer',
        'tests/test_calculator.py::test_waits_for_a_slow_answer',
        'pass',
        0.121,
        'tests/test_calculator.py',
        null,
      ],
      [
        'pytest',
        'tests.test_calculator',
        'test_uses_the_database',
        'tests/test_calculator.py::test_uses_the_database',
        'failure',
        0,
        'tests/test_calculator.py',
        '@pytest.fixture',
      ],
      [
        'pytest',
        'tests.test_calculator.TestDivision',
        'test_divides_by_a_non_zero_number',
        'tests/test_calculator.py::TestDivision::test_divides_by_a_non_zero_number',
        'pass',
        0,
        'tests/test_calculator.py',
        null,
      ],
      [
        'pytest',
        'tests.test_calculator.TestDivision',
        'test_rounds_a_third',
        'tests/test_calculator.py::TestDivision::test_rounds_a_third',
        'failure',
        0,
        'tests/test_calculator.py',
        'self = <tests.test_calculator.TestDivision object at 0x7f0000000000>',
      ],
      [
        'pytest',
        'tests.test_calculator.TestDivision',
        'test_supports_complex_numbers',
        'tests/test_calculator.py::TestDivision::test_supports_complex_numbers',
        'skip',
        0,
        'tests/test_calculator.py',
        null,
      ],
    ],
  ],
  [
    'pytest/junit.xml',
    'pytest',
    [
      [
        'pytest',
        'tests.test_calculator',
        'test_adds_numbers',
        'tests.test_calculator::test_adds_numbers',
        'pass',
        0,
        null,
        null,
      ],
      [
        'pytest',
        'tests.test_calculator',
        'test_waits_for_a_slow_answer',
        'tests.test_calculator::test_waits_for_a_slow_answer',
        'pass',
        0.121,
        null,
        null,
      ],
      [
        'pytest',
        'tests.test_calculator',
        'test_uses_the_database',
        'tests.test_calculator::test_uses_the_database',
        'failure',
        0,
        null,
        '@pytest.fixture',
      ],
      [
        'pytest',
        'tests.test_calculator.TestDivision',
        'test_divides_by_a_non_zero_number',
        'tests.test_calculator.TestDivision::test_divides_by_a_non_zero_number',
        'pass',
        0,
        null,
        null,
      ],
      [
        'pytest',
        'tests.test_calculator.TestDivision',
        'test_rounds_a_third',
        'tests.test_calculator.TestDivision::test_rounds_a_third',
        'failure',
        0,
        null,
        'self = <tests.test_calculator.TestDivision object at 0x7f0000000000>',
      ],
      [
        'pytest',
        'tests.test_calculator.TestDivision',
        'test_supports_complex_numbers',
        'tests.test_calculator.TestDivision::test_supports_complex_numbers',
        'skip',
        0,
        null,
        null,
      ],
    ],
  ],
  [
    'rspec/rspec.xml',
    null,
    [
      [
        'rspec',
        'spec.calculator_spec',
        'Calculator adds numbers',
        'spec.calculator_spec::Calculator adds numbers',
        'pass',
        0.000812,
        './spec/calculator_spec.rb',
        null,
      ],
      [
        'rspec',
        'spec.calculator_spec',
        'Calculator division divides by a non-zero number',
        'spec.calculator_spec::Calculator division divides by a non-zero number',
        'pass',
        0.000344,
        './spec/calculator_spec.rb',
        null,
      ],
      [
        'rspec',
        'spec.calculator_spec',
        'Calculator division rounds a third',
        'spec.calculator_spec::Calculator division rounds a third',
        'failure',
        0.019921,
        './spec/calculator_spec.rb',
        'Failure/Error: expect((1.0 / 3).round(2)).to eq(0.34)',
      ],
      [
        'rspec',
        'spec.calculator_spec',
        'Calculator supports complex numbers',
        'spec.calculator_spec::Calculator supports complex numbers',
        'skip',
        0.000021,
        './spec/calculator_spec.rb',
        null,
      ],
    ],
  ],
  [
    'surefire/TEST-com.example.CalculatorTest.xml',
    null,
    [
      [
        'com.example.CalculatorTest',
        'com.example.CalculatorTest',
        'addsNumbers',
        'com.example.CalculatorTest::addsNumbers',
        'pass',
        0.002,
        null,
        null,
      ],
      [
        'com.example.CalculatorTest',
        'com.example.CalculatorTest',
        'roundsAThird',
        'com.example.CalculatorTest::roundsAThird',
        'failure',
        0.011,
        null,
        'org.opentest4j.AssertionFailedError: expected: <0.34> but was: <0.33>',
      ],
      [
        'com.example.CalculatorTest',
        'com.example.CalculatorTest',
        'readsTheDatabase',
        'com.example.CalculatorTest::readsTheDatabase',
        'failure',
        0.004,
        null,
        'java.sql.SQLException: database unavailable',
      ],
      [
        'com.example.CalculatorTest',
        'com.example.CalculatorTest',
        'supportsComplexNumbers',
        'com.example.CalculatorTest::supportsComplexNumbers',
        'skip',
        0,
        null,
        null,
      ],
      [
        'com.example.CalculatorTest',
        'com.example.CalculatorTest',
        'retriesTheNetwork',
        'com.example.CalculatorTest::retriesTheNetwork',
        'pass',
        0.117,
        null,
        null,
      ],
    ],
  ],
  [
    'vitest/junit.xml',
    'vitest',
    [
      [
        'src/calculator.test.js',
        'src/calculator.test.js',
        'calculator > adds numbers',
        'src/calculator.test.js > calculator > adds numbers',
        'pass',
        0.000637273,
        null,
        null,
      ],
      [
        'src/calculator.test.js',
        'src/calculator.test.js',
        'calculator > waits for a slow answer',
        'src/calculator.test.js > calculator > waits for a slow answer',
        'pass',
        0.120351494,
        null,
        null,
      ],
      [
        'src/calculator.test.js',
        'src/calculator.test.js',
        'calculator > division > divides by a non-zero number',
        'src/calculator.test.js > calculator > division > divides by a non-zero number',
        'pass',
        0.000191243,
        null,
        null,
      ],
      [
        'src/calculator.test.js',
        'src/calculator.test.js',
        'calculator > division > rounds a third',
        'src/calculator.test.js > calculator > division > rounds a third',
        'failure',
        0.005512193,
        null,
        'AssertionError: Expected values to be strictly equal:',
      ],
      [
        'src/calculator.test.js',
        'src/calculator.test.js',
        'calculator > supports complex numbers',
        'src/calculator.test.js > calculator > supports complex numbers',
        'skip',
        0,
        null,
        null,
      ],
      [
        'src/calculator.test.js',
        'src/calculator.test.js',
        'throws from the code under test',
        'src/calculator.test.js > throws from the code under test',
        'failure',
        0.000388696,
        null,
        "SyntaxError: Expected property name or '}' in JSON at position 1 (line 1 column 2)",
      ],
    ],
  ],
];

describe.each(fixtures)('the %s fixture', (path, framework, rows) => {
  it('reads every test case with its outcome, names, duration and message', () => {
    const parsed = parseFixture(path);
    expect(parsed.framework).toBe(framework);
    expect(parsed.warnings).toEqual([]);
    expect(
      parsed.runs.map((run): Row => [
        run.testsuite,
        run.classname,
        run.name,
        run.computedName,
        run.outcome,
        run.durationSeconds,
        run.filename,
        run.failureMessage?.split('\n')[0] ?? null,
      ]),
    ).toEqual(rows);
    expect(parsed.runs.every((run) => run.framework === framework)).toBe(true);
  });
});

describe('failure messages from real runners', () => {
  const message = (path: string, name: string) =>
    parseFixture(path).runs.find((run) => run.name === name)?.failureMessage;

  it('keeps the whole trace, trimmed, with entities decoded', () => {
    expect(message('vitest/junit.xml', 'calculator > division > rounds a third')).toBe(
      [
        'AssertionError: Expected values to be strictly equal:',
        '',
        '0.33 !== 0.34',
        '',
        '',
        '- Expected',
        '+ Received',
        '',
        '- 0.34',
        '+ 0.33',
        '',
        ' ❯ src/calculator.test.js:20:14',
      ].join('\n'),
    );
    expect(message('go/junit.xml', 'TestDivide/a_third')).toBe(
      '=== RUN   TestDivide/a_third\n    calculator_test.go:31: Divide(1, 3) = 0.3333333333333333, want 0.34\n    --- FAIL: TestDivide/a_third (0.00s)',
    );
    expect(message('surefire/TEST-com.example.CalculatorTest.xml', 'readsTheDatabase')).toBe(
      'java.sql.SQLException: database unavailable\n\tat com.example.CalculatorTest.readsTheDatabase(CalculatorTest.java:31)',
    );
    expect(message('pytest/junit.xml', 'test_uses_the_database')).toContain(
      'E       ConnectionError: database unavailable\n\ntests/test_calculator.py:8: ConnectionError',
    );
  });

  it('prefers the element text to the message attribute', () => {
    const rspec = message('rspec/rspec.xml', 'Calculator division rounds a third');
    expect(rspec).toMatch(/^Failure\/Error: expect\(\(1\.0 \/ 3\)\.round\(2\)\)\.to eq\(0\.34\)\n/);
    expect(rspec).toMatch(/in `block \(3 levels\) in <top \(required\)>'$/);
  });
});

describe('runner behaviour the fixtures pin', () => {
  it('reads a Surefire flakyFailure (passed on rerun) as a pass', () => {
    const run = parseFixture('surefire/TEST-com.example.CalculatorTest.xml').runs.at(-1);
    expect([run?.name, run?.outcome, run?.failureMessage]).toEqual(['retriesTheNetwork', 'pass', null]);
  });

  it('reads a jest todo as a pass, because jest-junit writes it as a plain test case', () => {
    const run = parseFixture('jest/junit.xml').runs.at(-1);
    expect([run?.name, run?.outcome]).toEqual(['strings trims unicode spaces', 'pass']);
  });

  it('counts outcomes per runner', () => {
    const counts = (path: string) => {
      const tally: Record<string, number> = {};
      for (const run of parseFixture(path).runs) tally[run.outcome] = (tally[run.outcome] ?? 0) + 1;
      return tally;
    };
    expect(counts('node/junit.xml')).toEqual({ pass: 3, failure: 2, skip: 1 });
    expect(counts('go/junit.xml')).toEqual({ pass: 5, failure: 2, skip: 1 });
    expect(counts('pytest/junit.xml')).toEqual({ pass: 3, failure: 2, skip: 1 });
  });
});
