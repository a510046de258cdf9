import { join } from 'node:path';
import { makeTempDir, removeDir, writeFiles } from '../testing/temp-repo';
import { discoverReports } from './discovery';

describe('discoverReports', () => {
  let root: string;

  beforeAll(() => {
    root = makeTempDir();
    writeFiles(root, {
      'coverage/lcov.info': 'TN:\n',
      'packages/a/coverage/coverage-final.json': '{}',
      'packages/b/unit.lcov': 'TN:\n',
      'py/coverage.xml': '<coverage/>',
      'py/coverage.json': '{}',
      'java/build/reports/jacoco/test/jacocoTestReport.xml': '<report/>',
      'java/target/site/cobertura-coverage.xml': '<coverage/>',
      'php/clover.xml': '<coverage/>',
      'go/coverage.out': 'mode: set\n',
      'go/cover.out': 'mode: set\n',
      'go/pkg.coverprofile': 'mode: count\n',
      'go/coverage.txt': 'mode: atomic\nx.go:1.1,2.2 1 1\n',
      'notes/coverage.txt': 'We should raise coverage.\n',
      'ruby/coverage/.resultset.json': '{}',
      'c/math.c.gcov': '        -:    0:Source:math.c\n',
      'node_modules/lib/coverage/lcov.info': 'TN:\n',
      'vendor/pkg/coverage.xml': '<coverage/>',
      'dist/coverage/lcov.info': 'TN:\n',
      '.git/lcov.info': 'TN:\n',
      'src/index.ts': 'export {};\n',
      'coverage/lcov-report/index.html': '<html/>',
    });
  });

  afterAll(() => removeDir(root));

  it('finds the reports by name and skips dependency, build-output and git folders', async () => {
    const found = (await discoverReports(root)).map((path) => path.slice(root.length + 1));
    expect(found).toEqual(
      [
        'c/math.c.gcov',
        'coverage/lcov.info',
        'go/cover.out',
        'go/coverage.out',
        'go/coverage.txt',
        'go/pkg.coverprofile',
        'java/build/reports/jacoco/test/jacocoTestReport.xml',
        'java/target/site/cobertura-coverage.xml',
        'packages/a/coverage/coverage-final.json',
        'packages/b/unit.lcov',
        'php/clover.xml',
        'py/coverage.json',
        'py/coverage.xml',
        'ruby/coverage/.resultset.json',
      ].sort(),
    );
  });

  it('searches only below the folder it is given', async () => {
    expect(await discoverReports(join(root, 'go'))).toEqual(
      ['cover.out', 'coverage.out', 'coverage.txt', 'pkg.coverprofile'].map((name) => join(root, 'go', name)),
    );
  });

  it('finds nothing in a missing folder', async () => {
    expect(await discoverReports(join(root, 'missing'))).toEqual([]);
  });
});
