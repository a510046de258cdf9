import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each(['/', '/gh/canopy', '/gh/canopy/demo?branch=main#top', '/plan/gh/canopy/upgrade'])(
    'keeps the path %s',
    (to) => {
      expect(safeRedirectPath(to)).toBe(to);
    },
  );

  it.each([
    undefined,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'gh/canopy',
    '/a\nb',
    ['/gh'],
  ])('replaces %j with /', (to) => {
    expect(safeRedirectPath(to)).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectPath('/a/../../b')).toBe('/b');
  });

  it('refuses paths whose dot segments collapse into another host', () => {
    for (const to of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example']) {
      expect(safeRedirectPath(to)).toBe('/');
    }
  });
});
