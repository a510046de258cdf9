import { repoPageAt } from './page-chunks';

describe('repoPageAt', () => {
  it('knows the overview at the root and in a folder of a branch', () => {
    expect(repoPageAt('/gh/canopy/web')).toBe('overview');
    expect(repoPageAt('/gh/canopy/web/')).toBe('overview');
    expect(repoPageAt('/gh/canopy/web/tree/main')).toBe('overview');
    expect(repoPageAt('/gh/canopy/web/tree/main/src/app')).toBe('overview');
  });

  it('tells other repository pages from pages outside a repository', () => {
    expect(repoPageAt('/gh/canopy/web/blob/main/src/a.ts')).toBe('other');
    expect(repoPageAt('/gh/canopy/web/pulls')).toBe('other');
    expect(repoPageAt('/gh/canopy')).toBeNull();
  });
});
