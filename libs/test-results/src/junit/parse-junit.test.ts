import { CorruptReportError } from '@canopy/coverage';
import { FAILURE_MESSAGE_LIMIT } from '../types';
import { SUITE_DEPTH_LIMIT, TRIMMED_SUFFIX, parseJUnit, parseSeconds } from './parse-junit';

describe('parseJUnit', () => {
  it('reads suites, cases, outcomes, durations and messages', () => {
    const parsed = parseJUnit(
      'results/junit.xml',
      `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="all">
  <testsuite name="outer" time="2.5">
    <testsuite time="1.25">
      <testcase classname="a.B" name="passes" time="0.5"/>
      <testcase classname="a.B" name="no time"/>
    </testsuite>
    <testcase classname="a.B" name="fails" time="0.1"><failure message="expected 1 &amp; 2">  AssertionError: 1 != 2
    at a.B (a.js:1)  </failure><system-out>noise</system-out></testcase>
    <testcase classname="a.B" name="errors"><error message="boom" type="Error"/></testcase>
    <testcase classname="a.B" name="empty failure"><failure/></testcase>
    <testcase classname="a.B" name="skips"><skipped message="later"/></testcase>
  </testsuite>
  <testsuite name="">
    <testcase classname="c" name="unnamed suite"/>
  </testsuite>
</testsuites>`,
    );
    expect(parsed.filename).toBe('results/junit.xml');
    expect(parsed.framework).toBeNull();
    expect(parsed.warnings).toEqual([]);
    expect(
      parsed.runs.map(({ testsuite, name, outcome, durationSeconds, failureMessage, computedName }) => ({
        testsuite,
        name,
        outcome,
        durationSeconds,
        failureMessage,
        computedName,
      })),
    ).toEqual([
      {
        testsuite: 'outer',
        name: 'passes',
        outcome: 'pass',
        durationSeconds: 0.5,
        failureMessage: null,
        computedName: 'a.B::passes',
      },
      {
        testsuite: 'outer',
        name: 'no time',
        outcome: 'pass',
        durationSeconds: 1.25,
        failureMessage: null,
        computedName: 'a.B::no time',
      },
      {
        testsuite: 'outer',
        name: 'fails',
        outcome: 'failure',
        durationSeconds: 0.1,
        failureMessage: 'AssertionError: 1 != 2\n    at a.B (a.js:1)',
        computedName: 'a.B::fails',
      },
      {
        testsuite: 'outer',
        name: 'errors',
        outcome: 'failure',
        durationSeconds: 2.5,
        failureMessage: 'boom',
        computedName: 'a.B::errors',
      },
      {
        testsuite: 'outer',
        name: 'empty failure',
        outcome: 'failure',
        durationSeconds: 2.5,
        failureMessage: null,
        computedName: 'a.B::empty failure',
      },
      {
        testsuite: 'outer',
        name: 'skips',
        outcome: 'skip',
        durationSeconds: 2.5,
        failureMessage: null,
        computedName: 'a.B::skips',
      },
      {
        testsuite: '',
        name: 'unnamed suite',
        outcome: 'pass',
        durationSeconds: null,
        failureMessage: null,
        computedName: 'c::unnamed suite',
      },
    ]);
  });

  it('reads a lone <testsuite> root and keeps the file attribute', () => {
    const parsed = parseJUnit(
      'TEST-x.xml',
      '<testsuite name="S"><testcase name="t" classname="C" file="src/x.ts"/></testsuite>',
    );
    expect(parsed.runs).toEqual([
      {
        testsuite: 'S',
        classname: 'C',
        name: 't',
        computedName: 'C::t',
        outcome: 'pass',
        durationSeconds: null,
        failureMessage: null,
        filename: 'src/x.ts',
        framework: null,
      },
    ]);
  });

  it('guesses the framework from <testsuites name> and from each case', () => {
    expect(
      parseJUnit(
        'a.xml',
        '<testsuites name="jest tests"><testsuite name="x"><testcase name="n"/></testsuite></testsuites>',
      ).framework,
    ).toBe('jest');
    expect(parseJUnit('a.xml', '<testsuites name="vitest tests"/>').framework).toBe('vitest');
    expect(parseJUnit('a.xml', '<testsuites name="jester"/>').framework).toBeNull();
    const pytest = parseJUnit(
      'a.xml',
      '<testsuites><testsuite name="pytest"><testcase classname="t.test_a" name="test_x"/></testsuite></testsuites>',
    );
    expect(pytest.framework).toBe('pytest');
    const php = parseJUnit(
      'a.xml',
      '<testsuite name="App"><testcase classname="CalcTest" name="testAdd" file="/src/tests/CalcTest.php"/></testsuite>',
    );
    expect(php.runs[0]?.framework).toBe('phpunit');
    expect(php.runs[0]?.computedName).toBe('CalcTest::testAdd');
  });

  it('trims long failure messages and says so', () => {
    const long = 'x'.repeat(FAILURE_MESSAGE_LIMIT * 3);
    const parsed = parseJUnit(
      'a.xml',
      `<testsuite><testcase name="t"><failure>${long}</failure></testcase></testsuite>`,
    );
    const message = parsed.runs[0]?.failureMessage ?? '';
    expect(message).toHaveLength(FAILURE_MESSAGE_LIMIT);
    expect(message.endsWith(TRIMMED_SUFFIX)).toBe(true);
  });

  it('skips a test case with an oversized attribute and says where', () => {
    const parsed = parseJUnit(
      'a.xml',
      `<testsuite name="s">\n<testcase name="${'n'.repeat(1001)}"><failure>x</failure></testcase>\n<testcase name="ok"/></testsuite>`,
    );
    expect(parsed.runs.map((run) => run.name)).toEqual(['ok']);
    expect(parsed.warnings).toEqual([
      'Skipped the test case at line 2, column 1020: its name attribute is longer than 1000 characters',
    ]);
  });

  it.each([
    [
      'a test case without a name',
      '<testsuite>\n  <testcase classname="c"/></testsuite>',
      'Error parsing JUnit XML in bad.xml at line 2, column 28: a <testcase> has no name attribute',
    ],
    [
      'a file that is not JUnit',
      '<coverage line-rate="1"/>',
      'Error parsing JUnit XML in bad.xml at line 1, column 26: this is not JUnit XML: the root element is <coverage>, where <testsuites> or <testsuite> was expected',
    ],
    [
      'malformed XML',
      '<testsuite><testcase name="a">',
      'Error parsing JUnit XML in bad.xml at line 1, column 31: malformed XML: unclosed tag: testcase',
    ],
    [
      'an empty file',
      '',
      'Error parsing JUnit XML in bad.xml at line 1, column 1: malformed XML: document must contain a root element.',
    ],
  ])('refuses %s with a CorruptReportError that says where', (_label, xml, message) => {
    expect(() => parseJUnit('bad.xml', xml)).toThrow(new CorruptReportError(message));
  });

  it('refuses entity declarations (billion laughs)', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE testsuites [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><testsuites><testsuite name="&b;"/></testsuites>`;
    expect(() => parseJUnit('bomb.xml', bomb)).toThrow(
      /^Error parsing JUnit XML in bomb\.xml at line 1, column \d+: XML DOCTYPE declares entities/,
    );
  });

  it('refuses suites nested beyond the limit', () => {
    const deep =
      '<testsuite name="s">'.repeat(SUITE_DEPTH_LIMIT + 1) + '</testsuite>'.repeat(SUITE_DEPTH_LIMIT + 1);
    expect(() => parseJUnit('deep.xml', deep)).toThrow(
      `test suites are nested deeper than ${SUITE_DEPTH_LIMIT} levels`,
    );
    const fine =
      '<testsuite name="s">'.repeat(SUITE_DEPTH_LIMIT) +
      '<testcase name="t"/>' +
      '</testsuite>'.repeat(SUITE_DEPTH_LIMIT);
    expect(parseJUnit('ok.xml', fine).runs).toHaveLength(1);
  });

  it('reads 50,000 test cases in one pass', () => {
    const cases = Array.from({ length: 50_000 }, (_, i) =>
      i % 10 === 0
        ? `<testcase classname="pkg.C${i % 97}" name="test_${i}" time="0.01"><failure message="m">trace ${i}</failure></testcase>`
        : `<testcase classname="pkg.C${i % 97}" name="test_${i}" time="0.01"/>`,
    ).join('\n');
    const parsed = parseJUnit(
      'big.xml',
      `<testsuites><testsuite name="big">${cases}</testsuite></testsuites>`,
    );
    expect(parsed.runs).toHaveLength(50_000);
    expect(parsed.runs.filter((run) => run.outcome === 'failure')).toHaveLength(5_000);
    expect(parsed.runs[49_990]?.failureMessage).toBe('trace 49990');
  });
});

describe('parseSeconds', () => {
  it.each([
    ['0.012', 0.012],
    ['3', 3],
    ['1,234.5', 1234.5],
    ['0,25', 0.25],
    ['', null],
    ['-1', null],
    ['NaN', null],
    [undefined, null],
  ])('reads %p as %p', (text, seconds) => {
    expect(parseSeconds(text)).toBe(seconds);
  });
});
