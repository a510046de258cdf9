import fc from 'fast-check';
import { ReportBuilder } from '../../model/report-builder';
import { type CoverageParser, CorruptReportError } from '../types';
import { cloverParser, coberturaParser, jacocoParser } from './index';

const parsers: [string, CoverageParser][] = [
  ['cobertura', coberturaParser],
  ['jacoco', jacocoParser],
  ['clover', cloverParser],
];

function parse(parser: CoverageParser, text: string): ReportBuilder {
  const builder = new ReportBuilder(undefined, { cobertura: { handle_missing_conditions: true } });
  parser.parse({ name: 'coverage.xml', text }, builder);
  return builder;
}

const hostile: [string, string][] = [
  [
    'an entity expansion bomb',
    `<?xml version="1.0"?>
<!DOCTYPE coverage [
  <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
  <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
  <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
]>
<coverage generated="1"><packages><package><classes>
<class filename="&d;" name="&d;"><lines><line number="1" hits="1"/></lines></class>
</classes></package></packages></coverage>`,
  ],
  [
    'an external entity reading a local file',
    `<?xml version="1.0"?>
<!DOCTYPE report [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<report name="&xxe;"><package name="p"><sourcefile name="&xxe;"><line nr="1" mi="0" ci="1" mb="0" cb="0"/>
</sourcefile></package></report>`,
  ],
  [
    'a parameter entity fetching a remote DTD',
    `<!DOCTYPE coverage [<!ENTITY % remote SYSTEM "http://example.invalid/x.dtd"> %remote;]><coverage/>`,
  ],
  ['an undeclared entity', '<coverage><sources><source>&secret;</source></sources></coverage>'],
  [
    'a truncated report',
    '<coverage><packages><package name="p"><classes><class filename="a.py"><lines><line number="1" hi',
  ],
  ['binary junk', '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR\u0000\u0000'],
  ['junk after the root', '<coverage></coverage>garbage'],
];

describe.each(parsers)('%s parser on hostile input', (_format, parser) => {
  it.each(hostile)('rejects %s with a CorruptReportError', (_label, text) => {
    expect(() => parse(parser, text)).toThrow(CorruptReportError);
  });
});

/** Elements and attributes of all three formats, so random documents reach the readers' code paths. */
const names = ['coverage', 'report', 'class', 'line', 'condition', 'source', 'statement', 'package'];
const moreNames = ['sourcefile', 'method', 'counter', 'file', 'metrics', 'project', 'lines', 'sources'];
const attributeNames = [
  'filename',
  'number',
  'hits',
  'branch',
  'condition-coverage',
  'missing-branches',
  'nr',
];
const moreAttributes = [
  'mi',
  'ci',
  'mb',
  'cb',
  'type',
  'covered',
  'missed',
  'name',
  'num',
  'count',
  'loc',
  'path',
];
const values = [
  '1',
  '0',
  '-3',
  'true',
  '50% (1/2)',
  '(3/0)',
  'x',
  '',
  'COMPLEXITY',
  'cond',
  'a.php',
  '1e400',
  '2.5',
];

const attribute = fc
  .tuple(
    fc.constantFrom(...attributeNames, ...moreAttributes),
    fc.oneof(fc.constantFrom(...values), fc.string()),
  )
  .map(([name, value]) => ` ${name}="${value.replace(/[<&"]/g, '')}"`);

const element: fc.Memo<string> = fc.memo((depth) =>
  fc
    .tuple(
      fc.constantFrom(...names, ...moreNames),
      fc.uniqueArray(attribute, { maxLength: 4, selector: (a) => a.split('=')[0] }),
      depth > 1 ? fc.array(element(depth - 1), { maxLength: 4 }) : fc.constant([]),
    )
    .map(([name, attributes, children]) => `<${name}${attributes.join('')}>${children.join('')}</${name}>`),
);

describe.each(parsers)('%s parser on random documents', (_format, parser) => {
  it('throws nothing but CorruptReportError', () => {
    const documents = fc.oneof(
      element(5),
      element(5).map((doc) => doc.slice(0, Math.floor(doc.length / 2))),
      fc.string(),
    );
    fc.assert(
      fc.property(documents, (text) => {
        try {
          parse(parser, text).report.totals();
        } catch (error) {
          if (!(error instanceof CorruptReportError)) throw error;
        }
      }),
      { numRuns: 400 },
    );
  });
});
