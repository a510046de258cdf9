import { CorruptReportError } from '../types';
import { coveragePyParser } from './coverage-py';
import { fixture, linesIn, linesOf, matchesJson, parseJson } from './test-support';

const GEOMETRY = 'shapes/geometry.py';

function report(files: Record<string, unknown>, meta: Record<string, unknown> = { version: '7.16.2' }) {
  return { meta, files };
}

describe('coveragePyParser with coverage.py 7.16.2 `--branch` output', () => {
  const input = fixture('coverage-py-branch.json');

  it('is recognised', () => {
    expect(coveragePyParser.matches(input, '{')).toBe(true);
  });

  it('agrees with `coverage report`', () => {
    // coverage report -m:  shapes/geometry.py  Stmts 16  Miss 4  Branch 10  BrPart 3  (missing 4-6, 12, 22->24)
    //                      run.py  Stmts 4  Miss 0;  TOTAL  Stmts 20  Miss 4
    const builder = parseJson(coveragePyParser, input);
    expect(builder.report.files.get(GEOMETRY)!.totals()).toMatchObject({ lines: 16, misses: 4, partials: 3 });
    expect(builder.report.files.get('run.py')!.totals()).toMatchObject({ lines: 4, hits: 4 });
    expect(builder.report.totals()).toMatchObject({ lines: 20, misses: 4 });
    expect(linesIn(builder, GEOMETRY, 'miss')).toEqual([4, 5, 6, 12]);
  });

  it('counts the arcs leaving each branch line', () => {
    const lines = linesOf(parseJson(coveragePyParser, input), GEOMETRY);
    expect(lines[2]).toEqual(['1/2', 'b']);
    expect(lines[4]).toEqual(['0/2', 'b']);
    expect(lines[10]).toEqual(['2/2', 'b']);
    expect(lines[22]).toEqual(['1/2', 'b']);
    expect(lines[3]).toEqual([1]);
    // Excluded lines (`# pragma: no cover`) are no coverage.
    expect(lines[16]).toBeUndefined();
  });

  it('names missing arcs by their destination line', () => {
    const file = parseJson(coveragePyParser, input).report.files.get(GEOMETRY)!;
    expect(file.missingBranches(0, 22)).toEqual(['24']);
    expect(file.missingBranches(0, 4)).toEqual(['5', '6']);
  });

  it('leaves files without statements empty', () => {
    expect(parseJson(coveragePyParser, input).report.files.get('shapes/__init__.py')!.isEmpty()).toBe(true);
  });
});

describe('coveragePyParser with line-only output and contexts', () => {
  const input = fixture('coverage-py-contexts.json');

  it('reads hits and misses and ignores contexts', () => {
    // coverage report -m: shapes/geometry.py  Stmts 16  Miss 4  (missing 4-6, 12)
    const builder = parseJson(coveragePyParser, input);
    expect(builder.report.files.get(GEOMETRY)!.totals()).toMatchObject({
      lines: 16,
      hits: 12,
      misses: 4,
      branches: 0,
    });
  });
});

describe('coveragePyParser details', () => {
  it('lets executed win when a line is listed twice, and skips line 0', () => {
    const json = report({ 'a.py': { executed_lines: [0, 1, 2], missing_lines: [2, 3] } });
    expect(linesOf(parseJson(coveragePyParser, json), 'a.py')).toEqual({ 1: [1], 2: [1], 3: [0] });
  });

  it('keeps exit arcs apart', () => {
    const json = report({
      'a.py': {
        executed_lines: [1],
        missing_lines: [],
        executed_branches: [[1, -1]],
        missing_branches: [[1, 2]],
      },
    });
    const builder = parseJson(coveragePyParser, json);
    expect(linesOf(builder, 'a.py')).toEqual({ 1: ['1/2', 'b'] });
    expect(builder.report.files.get('a.py')!.missingBranches(0, 1)).toEqual(['2']);
  });

  it('skips files that resolve to nothing', () => {
    const builder = parseJson(coveragePyParser, report({ 'a.py': { executed_lines: [1] } }), () => ({
      skip: 'unmatched',
    }));
    expect(builder.report.files.size).toBe(0);
    expect([...builder.unmatched]).toEqual(['a.py']);
  });
});

describe('coveragePyParser recognition', () => {
  it('needs files and a meta with version or show_contexts', () => {
    expect(matchesJson(coveragePyParser, report({}, { show_contexts: false }))).toBe(true);
    expect(matchesJson(coveragePyParser, report({}, { other: 1 }))).toBe(false);
    expect(matchesJson(coveragePyParser, { files: {} })).toBe(false);
    expect(matchesJson(coveragePyParser, { meta: { version: '7' }, files: [] })).toBe(false);
    expect(matchesJson(coveragePyParser, [])).toBe(false);
  });
});

describe('coveragePyParser on broken files', () => {
  it.each([
    ['a negative line', { executed_lines: [-4] }, /line number -4/],
    ['a line that is a string', { missing_lines: ['7'] }, /line number "7"/],
    ['lines that are not a list', { executed_lines: { 1: 1 } }, /executed_lines is an object/],
    ['an arc that is not a pair', { executed_branches: [[1]] }, /not a pair/],
    ['an arc from line 0', { missing_branches: [[0, 2]] }, /line number 0/],
    ['a file that is not an object', null, /is null/],
  ])('rejects %s', (_name, file, message) => {
    const json = report({ 'a.py': file });
    expect(() => parseJson(coveragePyParser, json)).toThrow(CorruptReportError);
    expect(() => parseJson(coveragePyParser, json)).toThrow(message);
  });

  it('rejects a files key that is not an object', () => {
    expect(() => parseJson(coveragePyParser, { meta: { version: '7' }, files: 3 })).toThrow(
      CorruptReportError,
    );
  });
});
