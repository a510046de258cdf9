import {
  branchPatternToRegExp,
  classifyPathPattern,
  compileFixPattern,
  compilePathPattern,
  matchesBranch,
  matchesPaths,
  pathPatternProblem,
} from './path-patterns';

describe('path patterns', () => {
  it.each([
    ['src/', 'prefix'],
    ['./src/app.py', 'prefix'],
    ['!tests/', 'prefix'],
    ['**/*.py', 'glob'],
    ['src/*', 'glob'],
    ['*.js', 'glob'],
    ['src/**', 'glob'],
    ['.*\\.py$', 'regex'],
    ['src/.*', 'regex'],
    ['tests/[a-z]+_test\\.py', 'regex'],
    ['^api/.*$', 'regex'],
    ['lib/[!x]', 'regex'],
  ] as const)('%s is a %s', (pattern, kind) => {
    expect(classifyPathPattern(pattern)).toBe(kind);
  });

  it.each([
    ['src/', 'src/a.py', true],
    ['src/', 'lib/src/a.py', false],
    ['./src/', 'src/a.py', true],
    ['**/*.py', 'a.py', true],
    ['**/*.py', 'deep/dir/a.py', true],
    ['**/*.py', 'a.pyc', false],
    ['src/*', 'src/a.py', true],
    ['src/*', 'src/deep/a.py', false],
    ['src/**/test_*.py', 'src/test_a.py', true],
    ['src/**/test_*.py', 'src/x/y/test_a.py', true],
    ['*.js', 'a.js', true],
    ['*.js', 'dir/a.js', false],
    ['src/*/file?.js', 'src/x/file1.js', true],
    ['src/*/file?.js', 'src/x/file1/.js', false],
    ['src/[ab].js', 'src/b.js', true],
    ['src/**/[!ab]*.js', 'src/c.js', true],
    ['src/**/[!ab]*.js', 'src/x/a.js', false],
    // Without glob stars the text is a regex, as the reference reads it.
    ['src/file?.js', 'src/fil.js', true],
    ['.*\\.py$', 'deep/a.py', true],
    ['.*\\.py$', 'deep/a.pyc', false],
    ['.*', 'anything', true],
    ['tests/.+_test\\.go', 'tests/a_test.go', true],
    ['src/(app', 'src/(app/x.py', true],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(compilePathPattern(pattern).regex.test(path)).toBe(expected);
  });

  it('keeps negation as information', () => {
    expect(compilePathPattern('!tests/')).toMatchObject({ negated: true, kind: 'prefix' });
  });

  it('reads Python regex syntax', () => {
    expect(compilePathPattern('(?i)SRC/.*').regex.test('src/a.py')).toBe(true);
    expect(compilePathPattern('(?P<dir>[a-z]+)/(?P=dir)\\.py$').regex.test('app/app.py')).toBe(true);
  });

  it('explains patterns it cannot read', () => {
    expect(pathPatternProblem('src/')).toBeUndefined();
    expect(pathPatternProblem('[z-a]')).toBe('is not a valid path pattern: "[z-a]"');
  });

  it('anchors fix patterns at the start only', () => {
    expect('/home/ci/proj/src/a.py'.replace(compileFixPattern('/home/ci/proj/'), '')).toBe('src/a.py');
    expect('/build/x/src/a.py'.replace(compileFixPattern('**/src/'), 'lib/')).toBe('lib/a.py');
    expect(compileFixPattern('src/').test('lib/src/a.py')).toBe(false);
  });
});

describe('matchesPaths', () => {
  it('includes everything without includes', () => {
    expect(matchesPaths('a.py')).toBe(true);
    expect(matchesPaths('a.py', [], [])).toBe(true);
  });

  it('needs one include to match', () => {
    expect(matchesPaths('src/a.py', ['lib/', 'src/'])).toBe(true);
    expect(matchesPaths('test/a.py', ['lib/', 'src/'])).toBe(false);
  });

  it('lets any exclude or negated include win', () => {
    expect(matchesPaths('src/gen/a.py', ['src/'], ['src/gen/'])).toBe(false);
    expect(matchesPaths('src/gen/a.py', ['src/', '!src/gen/'])).toBe(false);
    expect(matchesPaths('src/a.py', ['!src/gen/'])).toBe(true);
    expect(matchesPaths('vendor/a.go', [], ['vendor/'])).toBe(false);
    expect(matchesPaths('vendor/a.go', [], ['!vendor/'])).toBe(false);
  });

  it('ignores patterns it cannot read', () => {
    expect(matchesPaths('a.py', ['[z-a]'])).toBe(true);
    expect(matchesPaths('a.py', ['[z-a]', 'b/'])).toBe(false);
  });
});

describe('branch patterns', () => {
  it('reads * as any characters and matches the whole name', () => {
    expect(branchPatternToRegExp('*').test('anything')).toBe(true);
    expect(branchPatternToRegExp('').test('anything')).toBe(true);
    expect(branchPatternToRegExp('release/*').test('release/1.2')).toBe(true);
    expect(branchPatternToRegExp('main').test('main-old')).toBe(false);
    expect(matchesBranch('dev', ['main', 'release/*'])).toBe(false);
    expect(matchesBranch('dev')).toBe(true);
    expect(branchPatternToRegExp('fix(*').test('fix(abc')).toBe(true);
  });
});
