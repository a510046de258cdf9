import { UsageError } from '../errors';
import { encodeSlug, endpoints } from './endpoints';

describe('encodeSlug', () => {
  it('joins owner and repo with four colons', () => {
    expect(encodeSlug('acme/widgets')).toBe('acme::::widgets');
  });

  it('joins GitLab subgroups with three colons', () => {
    expect(encodeSlug('group/subgroup/proj')).toBe('group:::subgroup::::proj');
    expect(encodeSlug('a/b/c/d')).toBe('a:::b:::c::::d');
  });

  it('keeps the characters repository names use', () => {
    expect(encodeSlug('my-org/my.repo_1')).toBe('my-org::::my.repo_1');
  });

  it('rejects a slug without an owner', () => {
    expect(() => encodeSlug('widgets')).toThrow(UsageError);
    expect(() => encodeSlug('')).toThrow(UsageError);
  });
});

describe('endpoints', () => {
  const address = {
    gitService: 'github',
    slug: 'acme/widgets',
    sha: '02d8022881dad909423642cb677ecc08f2f33b22',
  };

  it('builds the paths of the codecov-cli protocol', () => {
    expect(endpoints.uploadCoverage(address)).toBe('/upload/github/acme::::widgets/upload-coverage');
    expect(endpoints.commits(address)).toBe('/upload/github/acme::::widgets/commits');
    expect(endpoints.emptyUpload(address)).toBe(
      '/upload/github/acme::::widgets/commits/02d8022881dad909423642cb677ecc08f2f33b22/empty-upload',
    );
    expect(endpoints.uploadComplete({ ...address, gitService: 'gitlab', slug: 'group/subgroup/proj' })).toBe(
      '/upload/gitlab/group:::subgroup::::proj/commits/02d8022881dad909423642cb677ecc08f2f33b22/upload-complete',
    );
  });
});
