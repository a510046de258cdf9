import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ReportBuilder } from '../model/report-builder';
import { describeContent, parseCoverageFile } from './detect';
import type { CoverageFormat } from './types';

const fixture = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');

// Detection reads the content, never the name: every fixture is given an unhelpful name.
describe('parseCoverageFile detects the format from content', () => {
  it.each<[string, CoverageFormat]>([
    ['lcov/fixtures/c8-node.lcov', 'lcov'],
    ['lcov/fixtures/lcov-gcc.info', 'lcov'],
    ['xml/fixtures/cobertura-coverage-py.xml', 'cobertura'],
    ['xml/fixtures/cobertura-c8.xml', 'cobertura'],
    ['xml/fixtures/clover-c8.xml', 'clover'],
    ['xml/fixtures/jacoco-0.8.6.xml', 'jacoco'],
    ['go/fixtures/set.coverprofile', 'go'],
    ['go/fixtures/atomic.coverprofile', 'go'],
    ['gcov/fixtures/main.cpp.gcov', 'gcov'],
    ['json/fixtures/istanbul-nyc.json', 'istanbul'],
    ['json/fixtures/coverage-py-branch.json', 'coverage-py'],
    ['json/fixtures/simplecov-resultset.json', 'simplecov'],
    ['json/fixtures/llvm-cov-clang14.json', 'llvm-cov'],
    ['json/fixtures/codecov.json', 'codecov-json'],
  ])('%s is %s', (file, format) => {
    const builder = new ReportBuilder();
    const outcome = parseCoverageFile({ name: 'report', text: fixture(file) }, builder);
    expect(outcome).toEqual({ kind: 'parsed', format });
    expect(builder.report.isEmpty()).toBe(false);
  });

  it('says what it saw when the content is no known format', () => {
    const outcome = parseCoverageFile(
      { name: 'x.txt', text: 'hello world\nsecond line' },
      new ReportBuilder(),
    );
    expect(outcome).toEqual({ kind: 'unrecognised', seen: '"hello world"' });
    expect(parseCoverageFile({ name: 'x.json', text: '{"a": ' }, new ReportBuilder())).toMatchObject({
      kind: 'unrecognised',
      seen: expect.stringMatching(/^invalid JSON/),
    });
    expect(parseCoverageFile({ name: 'e', text: '  \n ' }, new ReportBuilder())).toEqual({ kind: 'empty' });
  });

  it('describes binary content as binary data', () => {
    expect(describeContent(String.fromCharCode(...Array.from({ length: 64 }, (_, i) => (i * 37) % 32)))).toBe(
      'binary data',
    );
  });
});
