import { mounts, ownerPaths, reservedSegments } from './mounts';
import { repoPaths } from './repo-paths';
import { providerSegment } from './segments';
import { repoRoot } from './repo-routes';

describe('mounts', () => {
  it('reserves the head of every mount that does not start with a parameter', () => {
    expect([...reservedSegments].sort()).toEqual(
      ['account', 'admin', 'analytics', 'canopyai', 'login', 'members', 'plan', 'sync'].sort(),
    );
  });

  it('builds the owner pages with encoded segments', () => {
    expect(ownerPaths.owner('gh', 'a b')).toBe('/gh/a%20b');
    expect(ownerPaths.analytics('gh', 'acme')).toBe('/analytics/gh/acme');
    expect(ownerPaths.ai('gh', 'acme')).toBe('/canopyai/gh/acme');
    expect(ownerPaths.plan('gh', 'acme')).toBe('/plan/gh/acme');
    expect(ownerPaths.members('gh', 'acme')).toBe('/members/gh/acme');
    expect(ownerPaths.account('gh', 'acme')).toBe('/account/gh/acme');
    expect(ownerPaths.admin('gh')).toBe('/admin/gh');
    expect(ownerPaths.provider('gh')).toBe('/gh');
  });

  it('puts the repository under the owner mount', () => {
    expect(mounts.owner).toBe('/:provider/:owner/*');
    expect(repoRoot).toBe('/:provider/:owner/:repo');
  });
});

describe('provider segments', () => {
  it('writes every provider in its short form, whichever form it is given in', () => {
    expect(ownerPaths.owner('github', 'acme')).toBe('/gh/acme');
    expect(ownerPaths.provider('gitlab')).toBe('/gl');
    expect(ownerPaths.plan('GITHUB', 'acme')).toBe('/plan/gh/acme');
    expect(ownerPaths.admin('bitbucket_server')).toBe('/admin/bbs');
    expect(providerSegment('github_enterprise')).toBe('ghe');
    expect(repoPaths.repo('bitbucket', 'acme', 'shop')).toBe('/bb/acme/shop');
  });

  it('keeps an unknown provider as it is, encoded', () => {
    expect(providerSegment('svn')).toBe('svn');
    expect(ownerPaths.owner('a b', 'acme')).toBe('/a%20b/acme');
  });
});
