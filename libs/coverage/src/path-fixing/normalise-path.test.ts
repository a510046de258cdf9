import { isRepositoryPath, joinReportedPath, normalisePath, parseReportedPath } from './normalise-path';

describe('normalisePath', () => {
  it.each([
    ['src/a.py', 'src/a.py'],
    ['./src/a.py', 'src/a.py'],
    ['.\\src\\a.py', 'src/a.py'],
    ['././src//lib/./b.py', 'src/lib/b.py'],
    ['src/x/../a.py', 'src/a.py'],
    ['src/x/y/../../a.py', 'src/a.py'],
    ['/home/ci/project/a.py', '/home/ci/project/a.py'],
    ['//server//share/a.py', '/server/share/a.py'],
    ['C:\\Users\\me\\proj\\a.cs', '/Users/me/proj/a.cs'],
    ['c:/work/a.cs', '/work/a.cs'],
    ['file:///home/ci/a.py', '/home/ci/a.py'],
    ['file:///C:/work/a.cs', '/work/a.cs'],
    ['dir with space/ünïcode.ts', 'dir with space/ünïcode.ts'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });

  it.each([
    ['../../etc/passwd'],
    ['../a.py'],
    ['src/../../x'],
    ['a/../../b'],
    ['\\..\\..\\windows\\system32'],
    ['/../etc/passwd'],
    ['C:\\..\\x'],
    ['a\u0000b.py'],
    ['a\nb.py'],
    ['a\u007fb.py'],
    [''],
    ['/'],
    ['.'],
    ['./'],
    ['src/..'],
    ['x'.repeat(5000)],
  ])('rejects %j', (input) => {
    expect(normalisePath(input)).toBeNull();
  });
});

describe('parseReportedPath', () => {
  it('keeps a leading climb of relative paths as information', () => {
    expect(parseReportedPath('../../src/a.c')).toEqual({ absolute: false, up: 2, segments: ['src', 'a.c'] });
    expect(parseReportedPath('./../src/./a.c')).toEqual({ absolute: false, up: 1, segments: ['src', 'a.c'] });
  });

  it('remembers the drive of Windows paths', () => {
    expect(parseReportedPath('d:\\a\\repo\\x.cs')).toEqual({
      absolute: true,
      drive: 'D',
      up: 0,
      segments: ['a', 'repo', 'x.cs'],
    });
  });
});

describe('joinReportedPath', () => {
  const parse = (path: string) => {
    const parsed = parseReportedPath(path);
    if (!parsed) throw new Error(path);
    return parsed;
  };

  it('places relative paths under a base, climbing where they say', () => {
    expect(joinReportedPath(parse('packages/web/coverage'), parse('../src/a.js'))?.segments).toEqual([
      'packages',
      'web',
      'src',
      'a.js',
    ]);
    expect(joinReportedPath(parse('/home/ci/repo/src'), parse('a.py'))).toEqual({
      absolute: true,
      up: 0,
      segments: ['home', 'ci', 'repo', 'src', 'a.py'],
    });
  });

  it('never climbs above an absolute base and leaves absolute paths alone', () => {
    expect(joinReportedPath(parse('/a'), parse('../../b.py'))).toBeNull();
    expect(joinReportedPath(parse('a'), parse('/b.py'))).toBeNull();
    expect(joinReportedPath(parse('a'), parse('../../b.py'))).toEqual({
      absolute: false,
      up: 1,
      segments: ['b.py'],
    });
  });
});

describe('isRepositoryPath', () => {
  it('accepts only clean relative paths', () => {
    expect(isRepositoryPath('src/a.py')).toBe(true);
    for (const bad of ['', '/a', 'a/', 'a//b', './a', 'a/../b', '..', 'a\\b', 'a\u0000']) {
      expect(isRepositoryPath(bad)).toBe(false);
    }
  });
});
