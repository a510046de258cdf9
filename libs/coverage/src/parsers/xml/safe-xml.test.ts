import fc from 'fast-check';
import { CorruptReportError } from '../types';
import { type XmlAttributes, invalidContent, streamXml, xmlRootElement } from './safe-xml';

interface Event {
  kind: 'open' | 'close' | 'text';
  name: string;
  depth?: number;
  attributes?: XmlAttributes;
}

function events(text: string, withText = false): Event[] {
  const seen: Event[] = [];
  streamXml(text, {
    open: (name, attributes, depth) =>
      seen.push({ kind: 'open', name, depth, attributes: { ...attributes } }),
    close: (name) => seen.push({ kind: 'close', name }),
    ...(withText ? { text: (value: string) => seen.push({ kind: 'text', name: value }) } : {}),
  });
  return seen;
}

function corruptMessage(run: () => void): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CorruptReportError);
    return (error as Error).message;
  }
  throw new Error('expected a CorruptReportError');
}

describe('streamXml', () => {
  it('reports elements in order with depth, decoded attributes and self-closing elements closed', () => {
    const seen = events('<?xml version="1.0"?><a x="1 &amp; 2"><b y=\'&#x41;\'/><c></c></a>');
    expect(seen).toEqual([
      { kind: 'open', name: 'a', depth: 0, attributes: { x: '1 & 2' } },
      { kind: 'open', name: 'b', depth: 1, attributes: { y: 'A' } },
      { kind: 'close', name: 'b' },
      { kind: 'open', name: 'c', depth: 1, attributes: {} },
      { kind: 'close', name: 'c' },
      { kind: 'close', name: 'a' },
    ]);
  });

  it('delivers text and CDATA only to visitors that ask for it', () => {
    const seen = events('<a><s> /src &lt;x&gt; </s><s><![CDATA[/lib]]></s></a>', true);
    const text = seen.filter((e) => e.kind === 'text').map((e) => e.name);
    expect(text.join('')).toBe(' /src <x> /lib');
  });

  it('accepts a DOCTYPE that only names an external DTD, without fetching it', () => {
    const doc = '<!DOCTYPE coverage SYSTEM "http://example.invalid/coverage-04.dtd"><coverage/>';
    expect(events(doc).map((e) => e.name)).toEqual(['coverage', 'coverage']);
  });

  it('keeps characters intact across the 1 MB slices it feeds', () => {
    // Astral characters (surrogate pairs) and CRLF placed so that some straddle slice boundaries.
    const filler = 'x'.repeat((1 << 20) - 20);
    const value = '😀日本\r\n😀'.repeat(10);
    const doc = `<r><p v="${filler}"/><q v="${value}"/>\r\n<q v="${value}"/></r>`;
    const values = events(doc)
      .filter((e) => e.name === 'q' && e.kind === 'open')
      .map((e) => e.attributes?.['v']);
    // Attribute value normalisation turns line breaks into spaces.
    const expected = value.replace(/\r\n/g, ' ');
    expect(values).toEqual([expected, expected]);
  });

  it('refuses a DOCTYPE declaring entities (entity expansion bomb)', () => {
    const bomb = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE coverage [',
      ' <!ENTITY lol "lol">',
      ' <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">',
      ' <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">',
      ']>',
      '<coverage>&lol2;</coverage>',
    ].join('\n');
    expect(corruptMessage(() => events(bomb))).toMatch(/DOCTYPE declares entities.*line 6/);
  });

  it('refuses external entities instead of reading local files', () => {
    const xxe = '<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><r a="&xxe;">&xxe;</r>';
    expect(corruptMessage(() => events(xxe))).toMatch(/entities/);
  });

  it('treats references to undeclared entities as malformed, with their position', () => {
    expect(corruptMessage(() => events('<r>\n  <l v="&nope;"/>\n</r>'))).toMatch(
      /^Malformed XML at line 2, column \d+: undefined entity/,
    );
  });

  it.each([
    ['truncated', '<coverage><packages><package name="a">'],
    ['empty', ''],
    ['not XML', 'SF:foo.c\nDA:1,1\nend_of_record\n'],
    ['binary junk', '\u0000\u0001\u00ff\ufffe<\u0007>'],
    ['two roots', '<a/><b/>'],
    ['mismatched tags', '<a><b></a></b>'],
    ['duplicate attributes', '<a x="1" x="2"/>'],
  ])('turns %s input into a CorruptReportError', (_label, text) => {
    expect(corruptMessage(() => events(text))).toMatch(/^Malformed XML at line \d+, column \d+: /);
  });

  it('adds the position to content errors raised by the visitor', () => {
    const run = () =>
      streamXml('<r>\n\n<bad/></r>', {
        open: (name) => {
          if (name === 'bad') invalidContent('bad element');
        },
      });
    expect(corruptMessage(run)).toMatch(/^bad element \(XML line 3, column \d+\)$/);
  });

  it('lets programming errors of the visitor through unchanged', () => {
    const run = () =>
      streamXml('<r/>', {
        open: () => {
          throw new RangeError('bug');
        },
      });
    expect(run).toThrow(RangeError);
  });

  it('throws nothing but CorruptReportError on arbitrary input', () => {
    const xmlish = fc.stringMatching(/^[<>/="'a-z &;#!?[\]\-\n\u00e9]{0,60}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), xmlish), (text) => {
        try {
          streamXml(text, { open: () => undefined, close: () => undefined, text: () => undefined });
        } catch (error) {
          if (!(error instanceof CorruptReportError)) throw error;
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('xmlRootElement', () => {
  it('skips the BOM, declaration, comments, processing instructions and DOCTYPE', () => {
    const text = [
      '\ufeff<?xml version="1.0" encoding="UTF-8"?>',
      '<!-- generated <coverage> -->',
      '<?xml-stylesheet href="a.xsl"?>',
      '<!DOCTYPE report PUBLIC "-//JACOCO//DTD Report 1.1//EN" "report.dtd" [ <!-- > --> <!ATTLIST a b CDATA "]>"> ]>',
      '<report name="my &amp; app" other=\'x\'><sessioninfo/></report>',
    ].join('\n');
    expect(xmlRootElement(text)).toEqual({ name: 'report', attributes: { name: 'my & app', other: 'x' } });
  });

  it('reads self-closing and attribute-less roots', () => {
    expect(xmlRootElement('<coverage/>')).toEqual({ name: 'coverage', attributes: {} });
    expect(xmlRootElement('  <coverage\n generated = "1" >')).toEqual({
      name: 'coverage',
      attributes: { generated: '1' },
    });
  });

  it.each([
    ['JSON', '{"coverage": 1}'],
    ['text', 'mode: set\n'],
    ['an unterminated comment', '<!-- <coverage>'],
    ['an unterminated root tag', '<coverage generated="1"'],
    ['an unquoted attribute', '<coverage generated=1>'],
    ['empty text', ''],
  ])('is undefined for %s', (_label, text) => {
    expect(xmlRootElement(text)).toBeUndefined();
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        xmlRootElement(`<${text}`);
        xmlRootElement(text);
      }),
      { numRuns: 500 },
    );
  });
});
