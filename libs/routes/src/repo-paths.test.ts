import { repoPaths } from './repo-paths';

const base = repoPaths.repo('gh', 'acme org', 'shop');

describe('repoPaths', () => {
  it('encodes the provider, owner and repository', () => {
    expect(base).toBe('/gh/acme%20org/shop');
  });

  it('keeps a branch one segment and a file path its slashes', () => {
    expect(repoPaths.tree(base, 'feat/x', 'src/a b')).toBe('/gh/acme%20org/shop/tree/feat%2Fx/src/a%20b');
    expect(repoPaths.tree(base, 'main')).toBe('/gh/acme%20org/shop/tree/main');
    expect(repoPaths.blob(base, 'main', '/src//cart.js')).toBe('/gh/acme%20org/shop/blob/main/src/cart.js');
  });

  it("URL-encodes 'All branches'", () => {
    expect(repoPaths.commits(base, 'All branches')).toBe('/gh/acme%20org/shop/commits/All%20branches');
    expect(repoPaths.commits(base)).toBe('/gh/acme%20org/shop/commits');
    expect(repoPaths.flags(base, null)).toBe('/gh/acme%20org/shop/flags');
    expect(repoPaths.components(base, 'dev')).toBe('/gh/acme%20org/shop/components/dev');
  });

  it('builds commit and pull request pages with their tabs and files', () => {
    expect(repoPaths.commit(base, 'abc')).toBe('/gh/acme%20org/shop/commit/abc');
    expect(repoPaths.commit(base, 'abc', 'indirect-changes')).toBe(
      '/gh/acme%20org/shop/commit/abc/indirect-changes',
    );
    expect(repoPaths.commitTree(base, 'abc', 'src')).toBe('/gh/acme%20org/shop/commit/abc/tree/src');
    expect(repoPaths.commitBlob(base, 'abc', 'src/a.js')).toBe(
      '/gh/acme%20org/shop/commit/abc/blob/src/a.js',
    );
    expect(repoPaths.pull(base, 12)).toBe('/gh/acme%20org/shop/pull/12');
    expect(repoPaths.pull(base, 12, 'flags')).toBe('/gh/acme%20org/shop/pull/12/flags');
    expect(repoPaths.pullTree(base, 12)).toBe('/gh/acme%20org/shop/pull/12/tree');
    expect(repoPaths.pullBlob(base, '12', 'a.js')).toBe('/gh/acme%20org/shop/pull/12/blob/a.js');
  });

  it('builds the pages without a ref', () => {
    expect(repoPaths.pulls(base)).toBe('/gh/acme%20org/shop/pulls');
    expect(repoPaths.branches(base)).toBe('/gh/acme%20org/shop/branches');
    expect(repoPaths.config(base)).toBe('/gh/acme%20org/shop/config');
    expect(repoPaths.config(base, 'yaml')).toBe('/gh/acme%20org/shop/config/yaml');
    expect(repoPaths.setup(base)).toBe('/gh/acme%20org/shop/new');
    expect(repoPaths.bundles(base)).toBe('/gh/acme%20org/shop/bundles');
    expect(repoPaths.bundles(base, 'feat/x')).toBe('/gh/acme%20org/shop/bundles/feat%2Fx');
    expect(repoPaths.bundles(base, 'All branches', '@acme/web app')).toBe(
      '/gh/acme%20org/shop/bundles/All%20branches/%40acme%2Fweb%20app',
    );
    expect(repoPaths.tests(base)).toBe('/gh/acme%20org/shop/tests');
    expect(repoPaths.tests(base, 'feat/x')).toBe('/gh/acme%20org/shop/tests/feat%2Fx');
    expect(repoPaths.bundlesSetup(base)).toBe('/gh/acme%20org/shop/bundles/new');
    expect(repoPaths.bundlesSetup(base, 'vite')).toBe('/gh/acme%20org/shop/bundles/new/vite');
    expect(repoPaths.testsSetup(base, 'other')).toBe('/gh/acme%20org/shop/tests/new/other');
  });
});
