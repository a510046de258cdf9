import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { CorruptReportError } from '../types';
import { invalidContent, streamXml } from './safe-xml';
import type { XmlAttributes, XmlPosition, XmlTag, XmlVisitor } from './xml-visitor';

/** Attribute names the documents below use, read one by one by visitors that read on demand. */
const ASKED = [
  'a',
  'b',
  'line',
  'x:y',
  'a-b.c',
  'x',
  'y',
  'v',
  'constructor',
  '__proto__',
  'toString',
  'number',
];

/** What a visitor sees, with text pieces joined: the scanner may split character data differently. */
function record(parse: (visitor: XmlVisitor) => void, failOn?: string, onDemand = false): string[] {
  const seen: string[] = [];
  let text = '';
  const flush = () => {
    if (text !== '') seen.push(`text ${JSON.stringify(text)}`);
    text = '';
  };
  try {
    const opened = (name: string, attributes: string, depth: number, position: () => XmlPosition) => {
      flush();
      seen.push(`open ${name} ${depth} ${attributes}`);
      if (name === failOn) {
        const { line, column } = position();
        seen.push(`at ${line}:${column}`);
        invalidContent(`refused ${name}`);
      }
    };
    parse({
      ...(onDemand
        ? {
            openTag: (name: string, tag: XmlTag, depth: number, position: () => XmlPosition) =>
              opened(
                name,
                JSON.stringify(ASKED.map((key) => [tag.get(key), tag.digits(key)])),
                depth,
                position,
              ),
          }
        : {
            open: (name: string, attributes: XmlAttributes, depth: number, position: () => XmlPosition) =>
              opened(name, JSON.stringify({ ...attributes }), depth, position),
          }),
      close(name) {
        flush();
        seen.push(`close ${name}`);
      },
      text(value) {
        text += value;
      },
    });
    flush();
  } catch (error) {
    flush();
    if (!(error instanceof CorruptReportError)) throw error;
    seen.push(`error ${error.message}`);
  }
  return seen;
}

/** The document read by saxes alone, the way streamXml read every document before the scanner. */
function saxesOnly(text: string, visitor: XmlVisitor): void {
  const parser = new SaxesParser({ xmlns: false, position: true });
  let depth = 0;
  const where = () => `line ${parser.line}, column ${parser.column + 1}`;
  parser.on('error', (error) => {
    throw new CorruptReportError(`Malformed XML at ${where()}: ${error.message.replace(/^\d+:\d+: /, '')}`);
  });
  parser.on('doctype', (doctype) => {
    if (/<!\s*ENTITY/i.test(doctype))
      throw new CorruptReportError(`XML DOCTYPE declares entities, which are not accepted (${where()})`);
  });
  parser.on('opentag', (tag) => {
    const position = () => ({ line: parser.line, column: parser.column + 1 });
    if (visitor.openTag) {
      const attributes = tag.attributes;
      const digits = (name: string) => {
        const value = attributes[name];
        return value !== undefined && /^[0-9]{1,15}$/.test(value) ? Number(value) : -1;
      };
      visitor.openTag(tag.name, { get: (name) => attributes[name], digits }, depth, position);
    } else visitor.open?.(tag.name, tag.attributes, depth, position);
    depth += 1;
  });
  parser.on('closetag', (tag) => {
    depth -= 1;
    visitor.close?.(tag.name);
  });
  parser.on('text', (value) => visitor.text?.(value));
  parser.on('cdata', (value) => visitor.text?.(value));
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof Error && error.name === 'XmlContentError')
      throw new CorruptReportError(`${error.message} (XML ${where()})`);
    throw error;
  }
}

function expectSameAsSaxes(text: string, failOn?: string): void {
  for (const onDemand of [false, true]) {
    expect(record((visitor) => streamXml(text, visitor), failOn, onDemand)).toEqual(
      record((visitor) => saxesOnly(text, visitor), failOn, onDemand),
    );
  }
}

describe('the XML scanner', () => {
  it.each([
    [
      'a plain report',
      '<?xml version="1.0" ?>\n<coverage a="1">\n\t<lines><line number="1" hits="0"/></lines>\n</coverage>\n',
    ],
    [
      'entities and character references',
      '<r a="x &amp; &lt;&#65;&#x1F600;" b=\'&quot;\'>&gt; &apos;&#10;</r>',
    ],
    ['line breaks in attributes and text', '<r\r\n a="1\r\n2\t3\n4\r5">x\r\ny\rz</r>\r\n'],
    ['comments and CDATA', '<!-- head --><r><!-- c --><![CDATA[<raw>\r\n&amp;]]>t</r><!-- tail -->'],
    ['astral characters and columns', '<r>\n😀😀<a v="😀"/><b/></r>'],
    ['a DOCTYPE', '<!DOCTYPE r SYSTEM "r.dtd"><r><a/></r>'],
    ['an entity declaration', '<!DOCTYPE r [<!ENTITY e "x">]><r>&e;</r>'],
    ['an undeclared entity late', '<r>\n<a/>\n<b v="&nope;"/></r>'],
    ['a processing instruction inside', '<r><a/><?pi x?><b/></r>'],
    ['a mismatched end tag', '<r><a></b></r>'],
    ['an end tag that only starts like the open one', '<r><ab></a></ab></r>'],
    ['a duplicate attribute', '<r><a x="1" x="2"/></r>'],
    ['attributes without space', '<r><a x="1"y="2"/></r>'],
    ['a second root', '<r/>\n<r/>'],
    ['text after the root', '<r></r>\n junk'],
    ['text before the root', 'junk<r/>'],
    ['a truncated document', '<r><a>\n<b x="1'],
    ['an unclosed element', '<r><a>text'],
    ['"]]>" in text', '<r>a]]>b</r>'],
    ['a control character', '<r><a v="\u0001"/></r>'],
    ['a lone surrogate', '<r>\ud800x</r>'],
    ['"--" in a comment', '<r><!-- a -- b --></r>'],
    ['a non-ASCII name', '<r><é a="1"/><b/></r>'],
    ['an XML 1.1 declaration', '<?xml version="1.1"?><r>\u0085</r>'],
    [
      'a declaration with encoding and standalone',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><r/>',
    ],
    ['a bad declaration', '<?xml version="2.0"?><r/>'],
    ['an empty document', ''],
    ['white space only', ' \n '],
    ['an attribute named like an Object property', '<r constructor="1" __proto__="2" toString="3"/>'],
    ['numbers read on demand', '<r number="0012" line="1e3" x=" 7" y="&#49;2" v="123456789012345678"/>'],
    ['an empty CDATA', '<r><![CDATA[]]></r>'],
    ['a byte-order mark', '\ufeff<r/>'],
    ['a byte-order mark and white space', '\ufeff \n <r/>'],
    ['a byte-order mark and a declaration', '\ufeff<?xml version="1.0"?>\n<r/>'],
  ])('reads %s as saxes does', (_label, text) => {
    expectSameAsSaxes(text);
  });

  it('says where a reader refused an element, as saxes does', () => {
    expectSameAsSaxes('<r>\r\n  <a/>😀<bad x="1"/>\n</r>', 'bad');
    expectSameAsSaxes('<r>\n<a v="&nope;"/>\n<bad/></r>', 'bad');
    expectSameAsSaxes('<!DOCTYPE r><r>\n<bad/></r>', 'bad');
  });

  it('reads any document as saxes does', () => {
    const name = fc.constantFrom('a', 'b', 'line', 'x:y', 'é', 'a-b.c');
    const value = fc.oneof(
      fc.constantFrom(
        '1',
        '',
        '&amp;',
        '&lt;x',
        '&#65;',
        '&#0;',
        '&bad;',
        'a\r\nb',
        '\t',
        '😀',
        '\ud800',
        '<',
      ),
      fc.string({ maxLength: 6 }),
    );
    const attribute = fc
      .tuple(fc.constantFrom(' ', '\n', '', '  '), name, value, fc.constantFrom('"', "'"))
      .map(([space, key, v, quote]) => `${space}${key}=${quote}${v.replaceAll(quote, '')}${quote}`);
    const text = fc.oneof(
      fc.constantFrom('\n\t', ' ', '&amp;', 'a]]>b', '\r\n', '<!-- c -->', '<![CDATA[x&]]>', '<?p?>', '😀'),
      fc.string({ maxLength: 5 }).map((s) => s.replace(/</g, '')),
    );
    const element: fc.Memo<string> = fc.memo((depth) =>
      fc
        .tuple(
          name,
          fc.array(attribute, { maxLength: 3 }),
          depth > 1 ? fc.array(fc.oneof(element(depth - 1), text), { maxLength: 4 }) : fc.constant([]),
          fc.boolean(),
          fc.option(name, { freq: 20, nil: undefined }),
        )
        .map(([tag, attributes, children, selfClosing, mismatched]) =>
          selfClosing && children.length === 0
            ? `<${tag}${attributes.join('')}/>`
            : `<${tag}${attributes.join('')}>${children.join('')}</${mismatched ?? tag}>`,
        ),
    );
    const prolog = fc.constantFrom(
      '',
      '<?xml version="1.0"?>\n',
      '<!-- c -->',
      '<!DOCTYPE a>',
      '\ufeff \n',
      '\ufeff',
      ' x',
    );
    const epilog = fc.constantFrom('', '\n', '<!-- e -->', '<a/>', 'x', '<?p?>');
    const documents = fc.oneof(
      fc.tuple(prolog, element(4), epilog).map((parts) => parts.join('')),
      fc
        .tuple(prolog, element(4))
        .chain(([head, body]) => fc.nat(body.length).map((cut) => head + body.slice(0, cut))),
    );
    fc.assert(
      fc.property(documents, fc.option(name, { nil: undefined }), (doc, failOn) => {
        expectSameAsSaxes(doc, failOn);
      }),
      { numRuns: 3000 },
    );
  });
});
