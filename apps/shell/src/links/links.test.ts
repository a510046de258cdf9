import { isSafePath } from './links';

describe('isSafePath', () => {
  it('accepts paths on this site', () => {
    expect(isSafePath('/gh/canopy?x=1#L2')).toBe(true);
    expect(isSafePath('/a/../b')).toBe(true);
  });

  it('refuses other hosts, schemes and paths that collapse into another host', () => {
    for (const to of [
      '',
      null,
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
    ]) {
      expect(isSafePath(to)).toBe(false);
    }
  });
});
