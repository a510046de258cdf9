import fc from 'fast-check';
import { isRepositoryPath } from './normalise-path';
import { type PathResolverOptions, createPathResolver } from './path-resolver';

const unmatched = { skip: 'unmatched' };
const ignored = { skip: 'ignored' };

function resolveWith(options: PathResolverOptions, path: string, bases?: string[]) {
  return createPathResolver(options)(path, bases);
}

describe('createPathResolver with the repository file list', () => {
  const network = ['src/math.js', 'src/util.js', 'lib/foo.py', 'x/bar.py', 'README.md', 'Src/Main.java'];
  const resolve = createPathResolver({ networkFiles: network });

  it('keeps paths that are repository files', () => {
    expect(resolve('src/math.js')).toBe('src/math.js');
    expect(resolve('./src/util.js')).toBe('src/util.js');
    expect(resolve('src\\util.js')).toBe('src/util.js');
  });

  it('matches absolute CI paths by their longest suffix', () => {
    expect(resolve('/home/ci/project/cov-repo/src/math.js')).toBe('src/math.js');
    expect(resolve('C:\\agent\\_work\\1\\s\\src\\util.js')).toBe('src/util.js');
    expect(resolve('file:///builds/o/r/src/math.js')).toBe('src/math.js');
  });

  it('does not land a deep path on a file that only shares its name', () => {
    expect(resolve('/ci/build/src/foo.py')).toEqual(unmatched);
    expect(resolve('other/foo.py')).toEqual(unmatched);
  });

  it('resolves a bare file name to the only file of that name', () => {
    expect(resolve('bar.py')).toBe('x/bar.py');
    expect(resolve('foo.py')).toBe('lib/foo.py');
  });

  it('matches case-insensitively and returns the repository casing', () => {
    expect(resolve('SRC/MATH.JS')).toBe('src/math.js');
    expect(resolve('/work/src/main.java')).toBe('Src/Main.java');
    expect(resolve('readme.md')).toBe('README.md');
  });

  it('prefers the file spelled exactly like the reported path among case variants', () => {
    const variants = createPathResolver({ networkFiles: ['docs/A.md', 'docs/a.md'] });
    expect(variants('docs/a.md')).toBe('docs/a.md');
    expect(variants('docs/A.md')).toBe('docs/A.md');
  });

  it('leaves files outside the list unmatched', () => {
    expect(resolve('src/missing.js')).toEqual(unmatched);
    expect(resolve('/home/ci/project/other.js')).toEqual(unmatched);
  });

  it('prefers the deepest agreement between the reported path and the repository', () => {
    const tree = createPathResolver({
      networkFiles: ['a.py', 'pkg/a.py', 'pkg/sub/a.py', 'app/pkg/sub/a.py'],
    });
    expect(tree('a.py')).toBe('a.py');
    expect(tree('/x/y/a.py')).toBe('a.py');
    expect(tree('/x/pkg/a.py')).toBe('pkg/a.py');
    expect(tree('/x/pkg/sub/a.py')).toBe('pkg/sub/a.py');
    expect(tree('/x/app/pkg/sub/a.py')).toBe('app/pkg/sub/a.py');
    expect(tree('sub/a.py')).toBe('pkg/sub/a.py');
  });

  it('follows the single file below where the reported path stops agreeing', () => {
    const tree = createPathResolver({ networkFiles: ['project/src/math.js', 'other/util/math.js'] });
    expect(tree('/home/ci/cov-repo/src/math.js')).toBe('project/src/math.js');
  });

  it('picks the likeliest of several files, using the other directory names', () => {
    const tree = createPathResolver({
      networkFiles: ['web/src/index.ts', 'api/src/index.ts', 'cli/src/index.ts'],
    });
    expect(tree('/home/ci/repo/api/build/src/index.ts')).toBe('api/src/index.ts');
  });

  it('tries the directory of the uploaded coverage file for relative paths', () => {
    const tree = createPathResolver({
      networkFiles: ['packages/web/src/a.js', 'packages/api/src/a.js'],
      uploadFileName: 'packages/web/coverage/lcov.info',
    });
    expect(tree('../src/a.js')).toBe('packages/web/src/a.js');
    expect(tree('src/a.js')).toBe('packages/web/src/a.js');
  });

  it('tries the bases a format names for relative paths', () => {
    const tree = createPathResolver({ networkFiles: ['pkg/a.py', 'other/a.py'] });
    expect(tree('a.py', ['/home/runner/work/r/r/pkg'])).toBe('pkg/a.py');
    expect(tree('a.py', ['/home/runner/work/r/r/other'])).toBe('other/a.py');
    expect(tree('a.py', ['/nowhere'])).toBe('other/a.py');
  });

  it('matches the rest of a path that climbs out of the build directory', () => {
    expect(resolve('../src/math.js')).toBe('src/math.js');
    expect(resolve('../../../lib/foo.py')).toBe('lib/foo.py');
  });

  it.each([
    '../../etc/passwd',
    'src/../../x',
    '\\..\\..\\windows',
    '/../../etc/passwd',
    'src/\u0000.js',
    '../../src',
  ])('refuses traversal attempt %j', (path) => {
    const tree = createPathResolver({ networkFiles: ['x', 'etc/shadow', 'windows/win.ini'] });
    expect(tree(path)).toEqual(unmatched);
    expect(resolveWith({}, path)).toEqual(unmatched);
  });

  it('ignores odd entries of the file list', () => {
    const tree = createPathResolver({
      networkFiles: ['../outside.py', '/abs/a.py', './inside.py', 'a\u0000b'],
    });
    expect(tree('outside.py')).toEqual(unmatched);
    expect(tree('a.py')).toEqual(unmatched);
    expect(tree('inside.py')).toBe('inside.py');
  });
});

describe('createPathResolver fixes', () => {
  it('removes prefixes, rewrites and adds them', () => {
    const options = { fixes: ['/home/me/project/::', 'old/::new/', '**/generated/::gen/'] };
    expect(resolveWith(options, '/home/me/project/src/a.py')).toBe('src/a.py');
    expect(resolveWith(options, 'old/b.py')).toBe('new/b.py');
    expect(resolveWith(options, '/tmp/build/generated/c.py')).toBe('gen/c.py');
    expect(resolveWith({ fixes: ['::app'] }, 'src/a.py')).toBe('app/src/a.py');
    expect(resolveWith({ fixes: ['::app/', '::core'] }, 'a.py')).toBe('app/core/a.py');
  });

  it('applies a relative removal to an absolute path', () => {
    expect(resolveWith({ fixes: ['home/me/project/::'] }, '/home/me/project/src/a.py')).toBe('src/a.py');
  });

  it('reads regex fixes', () => {
    expect(resolveWith({ fixes: ['^/tmp/[a-z0-9]+/::'] }, '/tmp/abc123/src/a.py')).toBe('src/a.py');
  });

  it('fixes before matching the file list and adds prefixes while matching', () => {
    const networkFiles = ['app/src/a.py', 'lib/a.py', 'src/a.py'];
    expect(resolveWith({ networkFiles, fixes: ['build/lib/::lib/'] }, 'build/lib/a.py')).toBe('lib/a.py');
    expect(resolveWith({ networkFiles, fixes: ['::app'] }, 'src/a.py')).toBe('app/src/a.py');
    expect(resolveWith({ networkFiles, fixes: ['::app'] }, 'lib/a.py')).toBe('lib/a.py');
  });

  it('cannot be used to leave the repository', () => {
    expect(resolveWith({ fixes: ['src/::../../'] }, 'src/a.py')).toEqual(unmatched);
    expect(resolveWith({ fixes: ['src/::/etc/'] }, 'src/passwd')).toEqual(unmatched);
    expect(resolveWith({ fixes: ['a.py::'] }, 'a.py')).toEqual(unmatched);
  });
});

describe('createPathResolver ignore and flag paths', () => {
  const networkFiles = ['src/a.py', 'src/gen/b.py', 'tests/test_a.py', 'docs/c.py'];

  it('marks ignored files', () => {
    const resolve = createPathResolver({ networkFiles, ignore: ['tests/', '**/gen/*'] });
    expect(resolve('src/a.py')).toBe('src/a.py');
    expect(resolve('tests/test_a.py')).toEqual(ignored);
    expect(resolve('src/gen/b.py')).toEqual(ignored);
    expect(resolve('src/missing.py')).toEqual(unmatched);
  });

  it('keeps only files in the paths of the upload flags, minus their ignores', () => {
    const resolve = createPathResolver({
      networkFiles,
      flagPaths: [{ paths: ['src/'], ignore: ['src/gen/'] }, { paths: ['docs/'] }],
    });
    expect(resolve('src/a.py')).toBe('src/a.py');
    expect(resolve('docs/c.py')).toBe('docs/c.py');
    expect(resolve('src/gen/b.py')).toEqual(ignored);
    expect(resolve('tests/test_a.py')).toEqual(ignored);
  });

  it('applies negated flag paths', () => {
    const resolve = createPathResolver({ networkFiles, flagPaths: [{ paths: ['!tests/'] }] });
    expect(resolve('src/a.py')).toBe('src/a.py');
    expect(resolve('tests/test_a.py')).toEqual(ignored);
  });
});

describe('createPathResolver without a file list', () => {
  const resolve = createPathResolver({});

  it('keeps normalised relative paths', () => {
    expect(resolve('./src/a.py')).toBe('src/a.py');
    expect(resolve('src\\b.py')).toBe('src/b.py');
  });

  it.each([
    ['/home/travis/build/owner/repo/src/a.py', 'src/a.py'],
    ['/home/runner/work/repo/repo/src/a.py', 'src/a.py'],
    ['/Users/runner/work/repo/repo/src/a.py', 'src/a.py'],
    ['D:\\a\\repo\\repo\\src\\a.cs', 'src/a.cs'],
    ['/home/vsts/work/1/s/src/a.py', 'src/a.py'],
    ['/home/circleci/project/src/a.py', 'src/a.py'],
    ['/home/circleci/repo/src/a.py', 'src/a.py'],
    ['/builds/group/project/src/a.py', 'src/a.py'],
    ['/opt/atlassian/pipelines/agent/build/src/a.py', 'src/a.py'],
    ['/var/lib/buildkite-agent/builds/agent-1/org/pipeline/src/a.py', 'src/a.py'],
    ['/drone/src/src/a.py', 'src/a.py'],
    ['/var/lib/jenkins/workspace/my-job/src/a.py', 'src/a.py'],
    ['/var/jenkins_home/workspace/my-job@2/src/a.py', 'src/a.py'],
    ['/home/jenkins/agent/workspace/pipeline_main/src/a.py', 'src/a.py'],
    ['/go/src/github.com/owner/repo/pkg/a.go', 'pkg/a.go'],
    ['github.com/owner/repo/pkg/a.go', 'pkg/a.go'],
    ['/usr/lib/python3/dist-packages/pkg/a.py', 'pkg/a.py'],
    ['/venv/lib/python3.12/site-packages/pkg/a.py', 'pkg/a.py'],
    ['C:\\projects\\repo\\src\\a.cs', 'src/a.cs'],
    ['C:\\Users\\me\\repo\\a.cs', 'Users/me/repo/a.cs'],
  ])('strips the CI prefix of %s', (path, expected) => {
    expect(resolve(path)).toBe(expected);
  });

  it('leaves absolute paths with no known prefix unmatched', () => {
    expect(resolve('/home/ci/project/cov-repo/src/math.js')).toEqual(unmatched);
  });

  it('places paths that climb out of their directory under the coverage file directory', () => {
    const resolveUpload = createPathResolver({ uploadFileName: 'packages/web/coverage/lcov.info' });
    expect(resolveUpload('../src/a.js')).toBe('packages/web/src/a.js');
    expect(resolveUpload('../../../../a.js')).toEqual(unmatched);
    const resolveCi = createPathResolver({ uploadFileName: '/home/runner/work/r/r/web/coverage.xml' });
    expect(resolveCi('../src/a.js')).toBe('src/a.js');
  });

  it('adds fixes prefixes after stripping', () => {
    expect(resolveWith({ fixes: ['::app'] }, '/home/runner/work/r/r/src/a.py')).toBe('app/src/a.py');
  });
});

describe('createPathResolver with default fixes disabled', () => {
  it('does not match against the file list nor strip CI prefixes', () => {
    const resolve = createPathResolver({ networkFiles: ['src/a.py'], disableDefaultFixes: true });
    expect(resolve('lib/x.py')).toBe('lib/x.py');
    expect(resolve('/home/runner/work/r/r/src/a.py')).toEqual(unmatched);
    expect(
      resolveWith(
        { disableDefaultFixes: true, fixes: ['/home/runner/work/r/r/::'] },
        '/home/runner/work/r/r/src/a.py',
      ),
    ).toBe('src/a.py');
  });
});

describe('createPathResolver on large trees (tools/bench measures the speed)', () => {
  it('resolves 100k report paths against 100k repository files', () => {
    const networkFiles: string[] = [];
    for (let i = 0; i < 100_000; i += 1) {
      networkFiles.push(`packages/p${i % 500}/src/module${Math.floor(i / 500)}/file${i}.ts`);
    }
    const reported = networkFiles.map((file, i) =>
      i % 2 === 0 ? `/home/runner/work/repo/repo/${file}` : file.replace('src/', 'SRC/'),
    );
    const resolve = createPathResolver({ networkFiles, ignore: ['packages/p1/'] });
    let resolved = 0;
    for (const path of reported) if (typeof resolve(path) === 'string') resolved += 1;
    expect(resolved).toBe(100_000 - 200);
  });

  it('resolves when many files share a name', () => {
    const networkFiles = Array.from({ length: 20_000 }, (_, i) => `pkg${i}/index.js`);
    const resolve = createPathResolver({ networkFiles });
    for (let i = 0; i < 20_000; i += 1) resolve(`/ci/x${i}/index.js`);
    expect(resolve('index.js')).toEqual(unmatched);
    expect(resolve('pkg7/index.js')).toBe('pkg7/index.js');
  });
});

describe('createPathResolver properties', () => {
  const segment = fc.constantFrom(
    'src',
    'a.py',
    '..',
    '.',
    '',
    'C:',
    'home',
    'Src',
    'x y',
    '\\',
    '..\\..',
    'lib',
  );
  const rawPath = fc.array(segment, { maxLength: 8 }).map((parts) => parts.join('/'));
  const repoPath = fc
    .array(fc.constantFrom('src', 'a.py', 'lib', 'home', 'Src', 'b.js', 'x y'), {
      minLength: 1,
      maxLength: 5,
    })
    .map((parts) => parts.join('/'));
  const fix = fc.tuple(rawPath, rawPath).map(([before, after]) => `${before}::${after}`);

  it('never returns a path that starts with / or has empty, . or .. segments', () => {
    fc.assert(
      fc.property(
        fc.record({
          networkFiles: fc.option(fc.array(fc.oneof(repoPath, rawPath), { maxLength: 10 }), {
            nil: undefined,
          }),
          fixes: fc.array(fix, { maxLength: 3 }),
          uploadFileName: fc.option(rawPath, { nil: undefined }),
          disableDefaultFixes: fc.boolean(),
        }),
        fc.array(fc.oneof(rawPath, fc.string()), { minLength: 1, maxLength: 10 }),
        fc.array(rawPath, { maxLength: 2 }),
        (options, paths, bases) => {
          const resolve = createPathResolver(options);
          for (const path of paths) {
            const result = resolve(path, bases);
            if (typeof result !== 'string') continue;
            expect(isRepositoryPath(result)).toBe(true);
            expect(result.startsWith('/')).toBe(false);
            expect(result.split('/')).not.toContain('..');
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('only returns files of the list when there is one', () => {
    fc.assert(
      fc.property(
        fc.array(repoPath, { minLength: 1, maxLength: 10 }),
        fc.array(rawPath, { maxLength: 10 }),
        (files, paths) => {
          const resolve = createPathResolver({ networkFiles: files });
          for (const path of paths) {
            const result = resolve(path);
            if (typeof result === 'string') expect(files).toContain(result);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
