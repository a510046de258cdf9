import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LineCoverage } from '../model/line-coverage';
import { Report } from '../model/report';

/** Line coverage of a file by line number, as tests write it. */
export type FileLines = Record<number, LineCoverage>;

/** A report from `{ path: { line: coverage } }` per session id. */
export function reportOf(sessions: Record<number, Record<string, FileLines>>): Report {
  const report = new Report();
  for (const [id, files] of Object.entries(sessions))
    for (const [path, lines] of Object.entries(files))
      for (const [line, coverage] of Object.entries(lines))
        report.file(path).addLine(Number(id), Number(line), coverage);
  return report;
}

/** `count` lines all set to the same coverage, from line 1. */
export function uniformLines(count: number, coverage: LineCoverage): FileLines {
  const lines: FileLines = {};
  for (let line = 1; line <= count; line++) lines[line] = coverage;
  return lines;
}

export function diffFixture(name: string): string {
  return readFileSync(join(__dirname, 'fixtures', name), 'utf8');
}

/** Diff text from lines, so hand-written diffs read like `git diff` output. */
export function diffText(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}
