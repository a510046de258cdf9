import type { PathResolver } from '../../model/report-builder';
import { CorruptReportError } from '../types';
import { coberturaParser } from './cobertura';
import { fixture, linesOf, parseWith } from './test-helpers';

function cobertura(classes: string, sources = ''): string {
  return `<?xml version="1.0" ?>
<coverage version="1" timestamp="1">
  <sources>${sources}</sources>
  <packages><package name="p"><classes>${classes}</classes></package></packages>
</coverage>`;
}

function matches(text: string): boolean {
  return coberturaParser.matches({ name: 'coverage.xml', text }, text.split('\n')[0] ?? '');
}

describe('coberturaParser with coverage.py 7.16.2 output', () => {
  const text = fixture('cobertura-coverage-py.xml');

  it('is recognised', () => {
    expect(matches(text)).toBe(true);
  });

  it('agrees with the totals coverage.py printed', () => {
    // coverage report: 22 statements, 4 missed, 12 branches of which 3 lines partially taken.
    const totals = parseWith(coberturaParser, text).report.totals();
    expect(totals).toMatchObject({ files: 2, lines: 22, misses: 4, partials: 3, hits: 15, branches: 6 });
  });

  it('reads hits, branch lines and missing branch ids', () => {
    const builder = parseWith(coberturaParser, text);
    const lines = linesOf(builder, 'src/shapes/area.py');
    expect(lines).toMatchObject({ 1: 1, 5: '2/2', 7: '1/2', 9: 0, 15: '1/2', 22: 0 });
    const file = builder.report.files.get('src/shapes/area.py');
    expect(file?.typeAt(7)).toBe('b');
    expect(file?.typeAt(9)).toBeUndefined();
    expect(file?.missingBranches(0, 7)).toEqual(['9']);
  });

  it('keeps non-ASCII file names and creates no file for a class without lines', () => {
    const builder = parseWith(coberturaParser, text);
    expect(linesOf(builder, 'src/shapes/größe.py')).toEqual({ 1: 1, 2: '1/2', 3: 0, 4: '2/2', 5: 1, 6: 1 });
    expect(builder.report.files.has('src/shapes/__init__.py')).toBe(false);
  });

  it('hands the <source> directories to path resolution', () => {
    const resolve = jest.fn<ReturnType<PathResolver>, Parameters<PathResolver>>((path) => path);
    parseWith(coberturaParser, text, {}, resolve);
    expect(resolve).toHaveBeenCalledWith('src/shapes/area.py', ['/tmp/pyfix']);
  });
});

describe('coberturaParser with istanbul (c8 12) output', () => {
  const text = fixture('cobertura-c8.xml');

  it('is recognised despite its external DOCTYPE', () => {
    expect(matches(text)).toBe(true);
  });

  it('counts every line the tool counted', () => {
    // lines-valid="35": c8 writes branch lines such as `0% (0/1)` for executed lines, which count
    // as misses here (as in the reference), so only the line count is comparable.
    const totals = parseWith(coberturaParser, text).report.totals();
    expect(totals).toMatchObject({ files: 2, lines: 35, hits: 29, misses: 6, partials: 0 });
  });

  it('merges method lines with the class lines instead of counting them twice', () => {
    const lines = linesOf(parseWith(coberturaParser, text), 'lib/pricing.js');
    expect(Object.keys(lines)).toHaveLength(25);
    expect(lines).toMatchObject({ 3: '1/1', 10: '1/1', 14: '0/1', 21: 0 });
  });
});

describe('coberturaParser rules', () => {
  it('skips line numbers that are zero, negative or "undefined"', () => {
    const text = cobertura(`<class filename="a.py"><lines>
      <line number="0" hits="1"/><line number="-2" hits="1"/><line number="undefined" hits="1"/>
      <line number="3" hits="2"/></lines></class>`);
    expect(linesOf(parseWith(coberturaParser, text), 'a.py')).toEqual({ 3: 2 });
  });

  it('uses hits when the branch data is missing or not "true", and clamps odd counts', () => {
    const text = cobertura(`<class filename="a.py"><lines>
      <line number="1" hits="1" branch="false" condition-coverage="50% (1/2)"/>
      <line number="2" hits="0" branch="true"/>
      <line number="3" hits="-4"/>
      <line number="4" hits="7.0"/>
      <line number="5" hits="1" branch="true" condition-coverage="50% (1/2)"/></lines></class>`);
    expect(linesOf(parseWith(coberturaParser, text), 'a.py')).toEqual({ 1: 1, 2: 0, 3: 0, 4: 7, 5: '1/2' });
  });

  it('rejects non-numeric hits with the XML line', () => {
    const text = cobertura('<class filename="a.py"><lines>\n<line number="1" hits="lots"/></lines></class>');
    expect(() => parseWith(coberturaParser, text)).toThrow(CorruptReportError);
    expect(() => parseWith(coberturaParser, text)).toThrow(/hits="lots" is not a number \(XML line 5/);
  });

  it('names missing branches from <condition> children when they account for the branches not taken', () => {
    const text = cobertura(`<class filename="A.java"><lines>
      <line number="4" hits="1" branch="true" condition-coverage="50% (1/2)">
        <conditions><condition number="0" type="jump" coverage="50%"/></conditions>
      </line>
      <line number="5" hits="1" branch="true" condition-coverage="50% (2/4)">
        <conditions>
          <condition number="0" type="jump" coverage="100%"/>
          <condition number="1" type="switch" coverage="33%"/>
        </conditions>
      </line></lines></class>`);
    const file = parseWith(coberturaParser, text).report.files.get('A.java');
    expect(file?.lines().slice(4)).toEqual(['1/2', '2/4']);
    expect(file?.missingBranches(0, 4)).toEqual(['0:jump']);
    // One condition short of the two branches not taken: the ids would understate what is missing.
    expect(file?.missing.has(5)).toBe(false);
  });

  it('pads missing condition ids when asked to', () => {
    const text = cobertura(`<class filename="A.java"><lines>
      <line number="4" hits="0" branch="true" condition-coverage="0% (0/3)">
        <conditions><condition number="0" type="jump" coverage="0%"/></conditions>
      </line></lines></class>`);
    const plain = parseWith(coberturaParser, text).report.files.get('A.java');
    expect(plain?.missing.has(4)).toBe(false);
    const padded = parseWith(coberturaParser, text, { cobertura: { handle_missing_conditions: true } });
    expect(padded.report.files.get('A.java')?.missingBranches(0, 4)).toEqual(['0:jump', '1', '2']);
  });

  it('keeps repeated missing-branches ids distinct', () => {
    const text = cobertura(`<class filename="a.py"><lines>
      <line number="2" hits="1" branch="true" condition-coverage="33% (1/3)" missing-branches="exit,exit"/>
      </lines></class>`);
    const file = parseWith(coberturaParser, text).report.files.get('a.py');
    expect(file?.missingBranches(0, 2)).toEqual(['exit', 'exit#2']);
  });

  it('turns partial branch lines into hits with partials_as_hits', () => {
    const text = cobertura(`<class filename="a.py"><lines>
      <line number="1" hits="1" branch="true" condition-coverage="50% (1/2)" missing-branches="3"/>
      <line number="2" hits="1" branch="true" condition-coverage="100% (2/2)"/>
      <line number="3" hits="0" branch="true" condition-coverage="0% (0/2)"/></lines></class>`);
    const builder = parseWith(coberturaParser, text, { cobertura: { partials_as_hits: true } });
    expect(linesOf(builder, 'a.py')).toEqual({ 1: 1, 2: '2/2', 3: '0/2' });
    expect(builder.report.files.get('a.py')?.missing.size).toBe(0);
  });

  it('merges a file listed under several classes', () => {
    const text = cobertura(`
      <class name="A" filename="A.java"><lines><line number="1" hits="0"/><line number="2" hits="1"/></lines></class>
      <class name="A$1" filename="A.java"><lines><line number="1" hits="3"/></lines></class>`);
    expect(linesOf(parseWith(coberturaParser, text), 'A.java')).toEqual({ 1: 3, 2: 1 });
  });

  it('tries installed-package source directories last and resolves relative to sources', () => {
    const text = cobertura(
      '<class filename="pkg/mod.py"><lines><line number="1" hits="1"/></lines></class>',
      '<source>/venv/lib/python3.11/site-packages</source><source> /ci/work/src </source><source/>',
    );
    const repository = new Set(['src/pkg/mod.py']);
    const resolve: PathResolver = (path, bases = []) => {
      for (const base of bases) {
        const candidate = `${base.replace(/^\/ci\/work\//, '')}/${path}`;
        if (repository.has(candidate)) return candidate;
      }
      return repository.has(path) ? path : { skip: 'unmatched' };
    };
    const spy = jest.fn(resolve);
    const builder = parseWith(coberturaParser, text, {}, spy);
    expect(spy).toHaveBeenCalledWith('pkg/mod.py', ['/ci/work/src', '/venv/lib/python3.11/site-packages']);
    expect(linesOf(builder, 'src/pkg/mod.py')).toEqual({ 1: 1 });
  });

  it('skips classes whose path does not resolve, and classes without a filename', () => {
    const text = cobertura(`
      <class filename="gone.py"><lines><line number="1" hits="1"/><line number="2" hits="1"/></lines></class>
      <class name="anonymous"><lines><line number="1" hits="1"/></lines></class>
      <class filename="kept.py"><lines><line number="1" hits="1"/></lines></class>`);
    const resolve = jest.fn<ReturnType<PathResolver>, Parameters<PathResolver>>((path) =>
      path === 'kept.py' ? path : { skip: 'unmatched' },
    );
    const builder = parseWith(coberturaParser, text, {}, resolve);
    expect([...builder.report.files.keys()]).toEqual(['kept.py']);
    expect([...builder.unmatched]).toEqual(['gone.py']);
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('reads scoverage statements', () => {
    const text = `<scoverage statement-count="3"><packages><package name="p"><classes>
      <class name="p.A" filename="src/main/scala/p/A.scala"><methods><method name="f"><statements>
        <statement line="3" method="f" branch="false" invocation-count="2" ignored="false"/>
        <statement line="4" method="f" branch="true" invocation-count="0" ignored="false"/>
        <statement line="5" method="f" branch="false" invocation-count="9" ignored="true"/>
      </statements></method></methods></class></classes></package></packages></scoverage>`;
    expect(matches(text)).toBe(true);
    const builder = parseWith(coberturaParser, text);
    const file = builder.report.files.get('src/main/scala/p/A.scala');
    expect(linesOf(builder, 'src/main/scala/p/A.scala')).toEqual({ 3: 2, 4: 0 });
    expect([file?.typeAt(3), file?.typeAt(4)]).toEqual(['m', 'b']);
  });

  it('keeps paths with non-ASCII characters and entities', () => {
    const text = cobertura(
      '<class filename="src/日本語/ファイル &amp; co.ts"><lines><line number="1" hits="1"/></lines></class>',
    );
    expect(linesOf(parseWith(coberturaParser, text), 'src/日本語/ファイル & co.ts')).toEqual({ 1: 1 });
  });

  it('parses a generated 5 MB report', () => {
    const lines = Array.from({ length: 200 }, (_, i) => {
      const n = i + 1;
      return n % 10 === 0
        ? `<line number="${n}" hits="1" branch="true" condition-coverage="50% (1/2)"/>`
        : `<line number="${n}" hits="${n % 7 === 0 ? 0 : n}"/>`;
    }).join('\n');
    const classes: string[] = [];
    let size = 0;
    for (let i = 0; size < 5 * 1024 * 1024; i++) {
      const block = `<class name="C${i}" filename="src/module${i % 50}/file${i}.py"><lines>${lines}</lines></class>\n`;
      classes.push(block);
      size += block.length;
    }
    const totals = parseWith(coberturaParser, cobertura(classes.join(''))).report.totals();
    // Per file: 200 lines, 20 partial branch lines, 26 misses (multiples of 7 that are not of 10).
    expect(totals).toMatchObject({
      files: classes.length,
      lines: 200 * classes.length,
      partials: 20 * classes.length,
      misses: 26 * classes.length,
    });
  });
});

describe('coberturaParser.matches', () => {
  it.each([
    ['a Cobertura root', '<coverage line-rate="1"><packages/></coverage>', true],
    ['a scoverage root', '<?xml version="1.0"?><scoverage/>', true],
    ['a Clover root', '<coverage generated="1" clover="3.2.0"><project/></coverage>', false],
    ['a JaCoCo root', '<report name="x"/>', false],
    ['LCOV', 'TN:\nSF:a.c\n', false],
  ])('%s → %s', (_label, text, expected) => {
    expect(matches(text)).toBe(expected);
  });
});
