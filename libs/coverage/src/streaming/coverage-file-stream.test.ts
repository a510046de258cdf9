import { encodeReport } from '../model/serialize';
import { ReportBuilder } from '../model/report-builder';
import { parseCoverageFile } from '../parsers/detect';
import { CoverageFileStream } from './coverage-file-stream';

function lcov(files: number): string {
  const out: string[] = [];
  for (let f = 0; f < files; f++) {
    out.push('TN:', `SF:src/end_of_record/file-${f}.c`, `FN:1,main_${f}`);
    for (let line = 1; line <= 40; line++) out.push(`DA:${line},${(line * f) % 3}`);
    out.push(`BRDA:5,0,0,${f % 2}`, 'BRDA:5,0,1,1', 'end_of_record');
  }
  return `${out.join('\n')}\n`;
}

function whole(name: string, text: string) {
  const builder = new ReportBuilder();
  const outcome = parseCoverageFile({ name, text }, builder);
  return { outcome, report: encodeReport(builder.report) };
}

function streamed(name: string, text: string, piece: number, batch: number) {
  const builder = new ReportBuilder();
  const stream = new CoverageFileStream(name, builder, batch);
  for (let at = 0; at < text.length; at += piece) stream.write(text.slice(at, at + piece));
  const outcome = stream.end();
  return { outcome, report: encodeReport(builder.report) };
}

describe('CoverageFileStream', () => {
  const cases: Record<string, string> = {
    'LCOV parsed a few records at a time': lcov(30),
    'LCOV with CRLF line ends': lcov(5).replace(/\n/g, '\r\n'),
    'a truncated LCOV file': 'TN:\nSF:src/a.c\nDA:1,',
    'LCOV with a record before any file': 'TN:\nDA:1,1\nend_of_record\n',
    'Cobertura XML':
      '<?xml version="1.0"?><coverage><packages><package><classes><class filename="a.py"><lines><line number="1" hits="1"/></lines></class></classes></package></packages></coverage>',
    'a Go coverprofile': 'mode: set\nsrc/a.go:1.1,2.2 1 1\n',
    'whitespace only': '  \n\n',
    'unrecognised text': 'hello, this is not coverage\n',
  };
  for (const [name, text] of Object.entries(cases))
    it(`gives what parseCoverageFile gives for ${name}`, () => {
      const expected = whole('report', text);
      for (const [piece, batch] of [
        [1, 64],
        [17, 200],
        [1000, 1 << 20],
      ] as const)
        expect(streamed('report', text, piece, batch)).toEqual(expected);
    });
});
