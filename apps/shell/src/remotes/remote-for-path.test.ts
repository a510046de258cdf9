import { remoteForPath } from './remote-for-path';

describe('remoteForPath', () => {
  it('names repo-mfe for the owner page and every repository page', () => {
    expect(remoteForPath('/gh/canopy')).toBe('repo_mfe/Routes');
    expect(remoteForPath('/gh/canopy/web')).toBe('repo_mfe/Routes');
    expect(remoteForPath('/gl/canopy/web/tree/main/src')).toBe('repo_mfe/Routes');
  });

  it('names none for shell pages, other mounts and unknown providers', () => {
    for (const path of ['/', '/login', '/gh', '/account/gh/canopy', '/analytics/gh/canopy', '/svn/canopy'])
      expect(remoteForPath(path)).toBeNull();
  });
});
