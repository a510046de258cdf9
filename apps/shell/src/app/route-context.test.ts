import { repoPaths } from '@canopy/routes';
import { ALL_BRANCHES, matchRepoRoute, routeContext } from './route-context';

/** A branch page path, the branch one encoded segment. */
const branchPath = (
  { provider, owner, repo }: { provider: string; owner: string; repo: string },
  page: string,
  branch: string,
) => `${repoPaths.repo(provider, owner, repo)}/${page}/${encodeURIComponent(branch)}`;

describe('routeContext', () => {
  it.each([
    ['/gh/canopy', { provider: 'gh', owner: 'canopy' }],
    ['/gh/canopy/web/pulls', { provider: 'gh', owner: 'canopy', repo: 'web' }],
    ['/gh', { provider: 'gh' }],
    ['/account/gl/ada/yaml', { provider: 'gl', owner: 'ada' }],
    ['/admin/gh/users', { provider: 'gh', owner: undefined }],
    ['/plan/bb/acme/upgrade', { provider: 'bb', owner: 'acme' }],
    ['/login', {}],
    ['/sync', {}],
    ['/nonsense/path', {}],
  ])('%s', (pathname, expected) => {
    expect(routeContext(pathname)).toEqual(expected);
  });
});

describe('repository routes', () => {
  it('captures the branch of branch routes, decoding All branches', () => {
    const path = branchPath({ provider: 'gh', owner: 'canopy', repo: 'web' }, 'commits', ALL_BRANCHES);
    expect(path).toBe('/gh/canopy/web/commits/All%20branches');
    expect(matchRepoRoute(path)).toEqual({
      provider: 'gh',
      owner: 'canopy',
      repo: 'web',
      page: 'commits',
      branch: 'All branches',
    });
  });

  it.each(['tree', 'flags', 'components', 'bundles', 'tests'] as const)(
    'captures the branch of /%s/{branch}',
    (page) => {
      expect(
        matchRepoRoute(branchPath({ provider: 'gh', owner: 'o', repo: 'r' }, page, 'feature/x')),
      ).toMatchObject({
        page,
        branch: 'feature/x',
      });
    },
  );

  it('captures the decoded file path of a file view', () => {
    expect(matchRepoRoute('/gh/o/r/blob/feature%2Fx/src/a%20b.ts')).toEqual({
      provider: 'gh',
      owner: 'o',
      repo: 'r',
      page: 'blob',
      branch: 'feature/x',
      path: 'src/a b.ts',
    });
  });

  it('captures pulls and commits', () => {
    expect(matchRepoRoute('/gh/o/r/pull/42/tree/src')).toMatchObject({ page: 'pull', pullId: '42' });
    expect(matchRepoRoute('/gh/o/r/commit/abcdef1234/src/a.ts')).toMatchObject({
      page: 'commit',
      commit: 'abcdef1234',
    });
    expect(matchRepoRoute('/gh/o/r')).toMatchObject({ page: 'overview' });
    expect(matchRepoRoute('/gh/o/r/bundles/new')).toEqual({
      provider: 'gh',
      owner: 'o',
      repo: 'r',
      page: 'bundles',
    });
    expect(matchRepoRoute('/gh/o')).toBeNull();
  });
});
