import { CorruptReportError } from '../types';
import { cloverParser } from './clover';
import { fixture, linesOf, parseWith } from './test-helpers';

function clover(files: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<coverage generated="1700000000">
  <project timestamp="1700000000">
${files}
  </project>
</coverage>`;
}

function matches(text: string): boolean {
  return cloverParser.matches({ name: 'clover.xml', text }, text.split('\n')[0] ?? '');
}

describe('cloverParser with istanbul (c8 12) output', () => {
  const text = fixture('clover-c8.xml');

  it('is recognised', () => {
    expect(matches(text)).toBe(true);
  });

  it('agrees with the statement metrics the tool wrote', () => {
    // <metrics statements="35" coveredstatements="31">: 4 lines never ran. Condition lines count
    // as partial when only one outcome was seen, so only misses and the line count compare.
    const totals = parseWith(cloverParser, text).report.totals();
    expect(totals).toMatchObject({ files: 2, lines: 35, misses: 4 });
    expect(totals.hits + totals.partials).toBe(31);
  });

  it('prefers the path attribute and reads conditions as two-way branches', () => {
    const builder = parseWith(cloverParser, text);
    const lines = linesOf(builder, '/tmp/jsfix/lib/pricing.js');
    expect(lines).toMatchObject({ 2: 1, 4: '1/2', 14: '1/2', 15: 0, 21: 0 });
    expect(builder.report.files.get('/tmp/jsfix/lib/pricing.js')?.typeAt(4)).toBe('b');
  });
});

describe('cloverParser rules', () => {
  it('maps true and false counts to 0/2, 1/2 and 2/2', () => {
    const text = clover(`<file name="a.js"><line num="1" type="cond" truecount="0" falsecount="0"/>
      <line num="2" type="cond" truecount="3" falsecount="0"/>
      <line num="3" type="cond" truecount="0" falsecount="1"/>
      <line num="4" type="cond" truecount="2" falsecount="5"/></file>`);
    expect(linesOf(parseWith(cloverParser, text), 'a.js')).toEqual({
      1: '0/2',
      2: '1/2',
      3: '1/2',
      4: '2/2',
    });
  });

  it('reads PHPUnit methods with complexity and drops lines past the file length', () => {
    const text = clover(`<package name="App">
      <file name="/build/src/Cart.php">
        <class name="Cart" namespace="App"><metrics complexity="3" methods="2" coveredmethods="1"/></class>
        <line num="8" type="method" name="total" visibility="public" complexity="2" crap="2" count="4"/>
        <line num="10" type="stmt" count="4"/>
        <line num="14" type="method" name="clear" visibility="public" complexity="1" crap="2" count="0"/>
        <line num="15" type="stmt" count="0"/>
        <line num="40" type="stmt" count="1"/>
        <metrics loc="20" ncloc="18" classes="1" methods="2" statements="2"/>
      </file></package>`);
    const builder = parseWith(cloverParser, text);
    expect(linesOf(builder, '/build/src/Cart.php')).toEqual({ 8: 4, 10: 4, 14: 0, 15: 0 });
    const file = builder.report.files.get('/build/src/Cart.php');
    expect([file?.typeAt(8), file?.complexity[8], file?.complexity[14]]).toEqual(['m', 2, 1]);
    expect(builder.report.totals()).toMatchObject({ methods: 2, complexityTotal: 3 });
  });

  it('keeps lines past the line count for files that are not PHP', () => {
    const text = clover(`<file name="a.js"><metrics loc="2"/><line num="5" type="stmt" count="1"/></file>`);
    expect(linesOf(parseWith(cloverParser, text), 'a.js')).toEqual({ 5: 1 });
  });

  it('skips vendored PHP files and generated names', () => {
    const text = clover(`
      <file name="/app/vendor/lib/X.php"><line num="1" type="stmt" count="1"/></file>
      <file name="vendor/lib/Y.php"><line num="1" type="stmt" count="1"/></file>
      <file name="/app/src/{closure}.php"><line num="1" type="stmt" count="1"/></file>
      <file name="/app/vendor/lib/z.js"><line num="1" type="stmt" count="1"/></file>
      <file name="/app/src/Ok.php"><line num="1" type="stmt" count="2"/><metrics loc="3"/></file>`);
    const builder = parseWith(cloverParser, text);
    expect([...builder.report.files.keys()]).toEqual(['/app/vendor/lib/z.js', '/app/src/Ok.php']);
  });

  it('skips unplaceable line numbers and creates no file without lines', () => {
    const text = clover(`<file name="a.js"><line num="0" type="stmt" count="1"/>
      <line num="x" type="stmt" count="1"/></file><file name="b.js"/>`);
    expect(parseWith(cloverParser, text).report.files.size).toBe(0);
  });

  it('keeps non-ASCII paths', () => {
    const text = clover(
      '<file name="ü.ts" path="/src/donnée/ü.ts"><line num="1" type="stmt" count="1"/></file>',
    );
    expect(linesOf(parseWith(cloverParser, text), '/src/donnée/ü.ts')).toEqual({ 1: 1 });
  });

  it('rejects non-numeric counts with the XML line', () => {
    const text = clover('<file name="a.js">\n<line num="1" type="stmt" count="many"/></file>');
    expect(() => parseWith(cloverParser, text)).toThrow(CorruptReportError);
    expect(() => parseWith(cloverParser, text)).toThrow(/count="many" is not a number \(XML line 5/);
  });

  it.each([
    ['a Clover root', '<coverage generated="1700000000" clover="4.4.1"><project/></coverage>', true],
    ['a Cobertura root', '<coverage line-rate="1"><packages/></coverage>', false],
    ['an empty generated attribute', '<coverage generated=""><project/></coverage>', false],
    ['a JaCoCo root', '<report name="x"/>', false],
  ])('matches %s → %s', (_label, text, expected) => {
    expect(matches(text)).toBe(expected);
  });
});
