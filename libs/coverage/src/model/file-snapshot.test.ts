import { lcovParser } from '../parsers/lcov';
import { decodeFileSnapshot, encodeFileSnapshot } from './file-snapshot';
import { Report, type ReportFile } from './report';
import { ReportBuilder } from './report-builder';
import { encodeReportFile } from './serialize';

function richFile(): ReportFile {
  const file = new Report().file('src/a.c');
  file.addLine(0, 1, 3);
  file.addLine(0, 4, '2/4', 'b', ['0:2', '0:3']);
  file.addLine(0, 6, 0, 'm', undefined, [2, 5]);
  file.addLine(0, 7, -1);
  file.addLine(1, 4, '1/4', 'b', []);
  file.addLine(1, 2, 2 ** 40); // a count past 32 bits: the column is 64-bit
  file.addLine(1, 3_000_000, 1); // past the dense part
  file.columnFor(2); // a session with no line
  file.complexity[9] = 4;
  return file;
}

describe('file snapshots', () => {
  it('give back the file as it was: every session, branch ids, types and complexity', () => {
    const file = richFile();
    const back = decodeFileSnapshot(file.path, encodeFileSnapshot(file));
    expect(encodeReportFile(back)).toBe(encodeReportFile(file));
    expect([...back.sessions.keys()]).toEqual([0, 1, 2]);
    expect(back.totals()).toEqual(file.totals());
    expect(back.eof).toBe(file.eof);
    expect(back.missingBranches(1, 4)).toEqual([]);
  });

  it('read from any offset of a larger buffer', () => {
    const bytes = encodeFileSnapshot(richFile());
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    expect(encodeReportFile(decodeFileSnapshot('src/a.c', shifted.subarray(3)))).toBe(
      encodeReportFile(richFile()),
    );
  });
});

describe('ReportBuilder.takeReport', () => {
  const first = 'SF:a.c\nDA:1,1\nDA:2,0\nBRDA:2,0,0,1\nBRDA:2,0,1,0\nend_of_record\n';
  const again = 'SF:a.c\nDA:3,1\nBRDA:2,0,0,0\nBRDA:2,0,1,1\nend_of_record\nSF:b.c\nDA:1,0\nend_of_record\n';

  it('hands over the files so far; a file named again goes on from where it was when reopened', () => {
    const whole = new ReportBuilder();
    lcovParser.parse({ name: 'x', text: first + again }, whole);

    const parted = new ReportBuilder();
    const setAside = new Map<string, ReportFile>();
    parted.reopen = (path) => {
      const file = setAside.get(path);
      setAside.delete(path);
      return file && decodeFileSnapshot(path, encodeFileSnapshot(file));
    };
    lcovParser.parse({ name: 'x', text: first }, parted);
    for (const file of parted.takeReport().files.values()) setAside.set(file.path, file);
    expect(parted.report.files.size).toBe(0);
    lcovParser.parse({ name: 'x', text: again }, parted);

    expect([...parted.report.files.keys()]).toEqual(['a.c', 'b.c']);
    for (const path of ['a.c', 'b.c'])
      expect(encodeReportFile(parted.report.files.get(path)!)).toBe(
        encodeReportFile(whole.report.files.get(path)!),
      );
  });

  it('resolves each reported path once, also after a hand-over', () => {
    const asked: string[] = [];
    const builder = new ReportBuilder((path) => {
      asked.push(path);
      return path.startsWith('vendor/') ? { skip: 'ignored' } : path;
    });
    builder.file('a.c');
    builder.file('vendor/x.c');
    builder.takeReport();
    expect(builder.file('a.c')?.path).toBe('a.c');
    expect(builder.file('vendor/x.c')).toBeNull();
    expect(asked).toEqual(['a.c', 'vendor/x.c']);
    expect([...builder.ignored]).toEqual(['vendor/x.c']);
  });
});
