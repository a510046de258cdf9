import type { PathResolver } from '../../model/report-builder';
import { CorruptReportError } from '../types';
import { jacocoParser } from './jacoco';
import { fixture, linesOf, parseWith } from './test-helpers';

function jacoco(packages: string, name = 'app'): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<!DOCTYPE report PUBLIC "-//JACOCO//DTD Report 1.1//EN" "report.dtd">
<report name="${name}"><sessioninfo id="h" start="1" dump="2"/>
${packages}
</report>`;
}

function spyResolver() {
  return jest.fn<ReturnType<PathResolver>, Parameters<PathResolver>>((path) => path);
}

describe('jacocoParser with JaCoCo 0.8.6 output', () => {
  const text = fixture('jacoco-0.8.6.xml');

  it('is recognised', () => {
    expect(jacocoParser.matches({ name: 'jacoco.xml', text }, text.slice(0, 80))).toBe(true);
  });

  it('agrees with the LINE, METHOD and COMPLEXITY counters JaCoCo wrote', () => {
    // Report counters: LINE missed 4 covered 9, METHOD 6, COMPLEXITY missed 5 covered 5.
    // JaCoCo counts a partly covered line as covered; here it is a partial.
    const totals = parseWith(jacocoParser, text).report.totals();
    expect(totals).toMatchObject({
      files: 2,
      lines: 13,
      misses: 4,
      hits: 7,
      partials: 2,
      methods: 6,
      complexity: 5,
      complexityTotal: 10,
    });
  });

  it('reads lines, branches and method complexity', () => {
    const builder = parseWith(jacocoParser, text);
    const path = 'com/example/shop/Pricing.java';
    expect(linesOf(builder, path)).toEqual({
      3: 0,
      5: '3/4',
      6: 4,
      8: 2,
      12: '2/3',
      14: 2,
      16: 0,
      18: 2,
      23: 0,
    });
    const file = builder.report.files.get(path);
    expect(file?.typeAt(5)).toBe('m');
    expect(file?.complexity[5]).toEqual([2, 3]);
    expect(file?.typeAt(6)).toBeUndefined();
    expect(file?.complexity[23]).toEqual([0, 1]);
  });

  it('passes the package path with the project and Maven layouts as bases', () => {
    const resolve = spyResolver();
    parseWith(jacocoParser, text, {}, resolve);
    expect(resolve).toHaveBeenCalledWith('com/example/shop/Main.java', [
      'shop',
      'shop/src/main/java',
      'src/main/java',
    ]);
  });
});

describe('jacocoParser rules', () => {
  const pkg = `<package name="org/x">
    <class name="org/x/A" sourcefilename="A.java">
      <method name="f" desc="()V" line="3"><counter type="INSTRUCTION" missed="0" covered="4"/>
        <counter type="COMPLEXITY" missed="1" covered="2"/></method>
      <counter type="COMPLEXITY" missed="9" covered="9"/>
    </class>
    <class name="org/x/A$Inner" sourcefilename="A.java">
      <method name="g" desc="()V" line="10"><counter type="COMPLEXITY" missed="0" covered="1"/></method>
    </class>
    <class name="org/x/A$1">
      <method name="h" desc="()V" line="10"><counter type="COMPLEXITY" missed="1" covered="0"/></method>
    </class>
    <sourcefile name="A.java">
      <line nr="3" mi="0" ci="4" mb="0" cb="0"/>
      <line nr="4" mi="1" ci="2" mb="1" cb="1"/>
      <line nr="5" mi="0" ci="3" mb="0" cb="2"/>
      <line nr="6" mi="3" ci="0" mb="2" cb="0"/>
      <line nr="7" mi="2" ci="0" mb="0" cb="0"/>
      <line nr="0" mi="0" ci="1" mb="0" cb="0"/>
      <line nr="10" mi="0" ci="1" mb="0" cb="0"/>
      <counter type="LINE" missed="2" covered="3"/>
    </sourcefile>
    <sourcefile name="Empty.java"><counter type="LINE" missed="0" covered="0"/></sourcefile>
  </package>`;

  it('applies the line rule: missed branches, covered branches, then covered instructions', () => {
    const builder = parseWith(jacocoParser, jacoco(pkg));
    expect(linesOf(builder, 'org/x/A.java')).toEqual({ 3: 4, 4: '1/2', 5: '2/2', 6: '0/2', 7: 0, 10: 1 });
    const file = builder.report.files.get('org/x/A.java');
    expect([file?.typeAt(4), file?.typeAt(5), file?.typeAt(6), file?.typeAt(7)]).toEqual([
      'b',
      'b',
      'b',
      undefined,
    ]);
  });

  it('attaches method complexity of every class of the source file, adding methods that share a line', () => {
    const file = parseWith(jacocoParser, jacoco(pkg)).report.files.get('org/x/A.java');
    expect(file?.typeAt(3)).toBe('m');
    expect(file?.complexity[3]).toEqual([2, 3]);
    expect(file?.complexity[10]).toEqual([1, 2]);
  });

  it('creates no file for a source file without lines', () => {
    const builder = parseWith(jacocoParser, jacoco(pkg));
    expect([...builder.report.files.keys()]).toEqual(['org/x/A.java']);
  });

  it('turns partial branch lines into hits with partials_as_hits', () => {
    const builder = parseWith(jacocoParser, jacoco(pkg), { jacoco: { partials_as_hits: true } });
    expect(linesOf(builder, 'org/x/A.java')).toMatchObject({ 4: 1, 5: '2/2', 6: '0/2' });
  });

  it('does not use a report name with spaces as a directory', () => {
    const resolve = spyResolver();
    parseWith(jacocoParser, jacoco(pkg, 'My Project'), {}, resolve);
    expect(resolve).toHaveBeenCalledWith('org/x/A.java', ['src/main/java']);
  });

  it('keeps the lines of a file found through its bases and skips unmatched ones', () => {
    const resolve: PathResolver = (path, bases = []) =>
      path === 'org/x/A.java' && bases.includes('app/src/main/java')
        ? 'app/src/main/java/org/x/A.java'
        : { skip: 'unmatched' };
    const builder = parseWith(
      jacocoParser,
      jacoco(`${pkg}<package name="org/y"><sourcefile name="B.java">
      <line nr="1" mi="0" ci="1" mb="0" cb="0"/></sourcefile></package>`),
      {},
      resolve,
    );
    expect([...builder.report.files.keys()]).toEqual(['app/src/main/java/org/x/A.java']);
    expect([...builder.unmatched]).toEqual(['org/y/B.java']);
  });

  it('handles the default package, Kotlin files and non-ASCII names', () => {
    const text = jacoco(`<package name="">
      <class name="ÜtilKt" sourcefilename="Ütil.kt">
        <method name="run" desc="()V" line="2"><counter type="COMPLEXITY" missed="0" covered="1"/></method>
      </class>
      <sourcefile name="Ütil.kt"><line nr="2" mi="0" ci="3" mb="0" cb="0"/></sourcefile>
    </package>`);
    const builder = parseWith(jacocoParser, text);
    expect(linesOf(builder, 'Ütil.kt')).toEqual({ 2: 3 });
    expect(builder.report.files.get('Ütil.kt')?.complexity[2]).toEqual([1, 1]);
  });

  it('rejects non-numeric counters with the XML line', () => {
    const text = jacoco(
      '<package name="p"><sourcefile name="A.java">\n<line nr="1" mi="0" ci="x" mb="0" cb="0"/></sourcefile></package>',
    );
    expect(() => parseWith(jacocoParser, text)).toThrow(CorruptReportError);
    expect(() => parseWith(jacocoParser, text)).toThrow(/ci="x" is not a number \(XML line 5/);
  });

  it.each([
    ['a JaCoCo root', '<report name="x"><sessioninfo/></report>', true],
    ['a Cobertura root', '<coverage><packages/></coverage>', false],
    ['JSON', '{"report": 1}', false],
  ])('matches %s → %s', (_label, text, expected) => {
    expect(jacocoParser.matches({ name: '', text }, text)).toBe(expected);
  });
});
