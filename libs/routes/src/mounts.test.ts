import { mounts, ownerPaths, reservedSegments } from './mounts';
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
