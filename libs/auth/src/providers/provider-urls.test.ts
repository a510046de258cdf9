import { configEnvDefaults } from '../config/config-env';
import { providerCommitUrl, providerOwnerUrl, providerPullUrl } from './provider-urls';

const SHA = 'abc1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const hosts = {
  GHE_URL: 'https://github.example.com/',
  GLE_URL: 'https://gitlab.example.com',
  BBS_URL: 'https://bitbucket.example.com',
};
const ref = (provider: string, owner = 'acme') => ({ provider, owner, repo: 'widgets' });

describe('providerCommitUrl', () => {
  it.each([
    ['gh', `https://github.com/acme/widgets/commit/${SHA}`],
    ['github', `https://github.com/acme/widgets/commit/${SHA}`],
    ['gl', `https://gitlab.com/acme/widgets/-/commit/${SHA}`],
    ['bb', `https://bitbucket.org/acme/widgets/commits/${SHA}`],
    ['ghe', `https://github.example.com/acme/widgets/commit/${SHA}`],
    ['gle', `https://gitlab.example.com/acme/widgets/-/commit/${SHA}`],
    ['bbs', `https://bitbucket.example.com/projects/acme/repos/widgets/commits/${SHA}`],
  ])('links a %s commit', (provider, url) => {
    expect(providerCommitUrl(ref(provider), SHA, hosts)).toBe(url);
  });

  it('keeps GitLab subgroups as path segments and escapes the rest', () => {
    expect(providerCommitUrl(ref('gl', 'group/sub team'), SHA, hosts)).toBe(
      `https://gitlab.com/group/sub%20team/widgets/-/commit/${SHA}`,
    );
  });

  it('has no link for an enterprise host that is not configured, or an unknown provider', () => {
    expect(providerCommitUrl(ref('ghe'), SHA, configEnvDefaults)).toBeNull();
    expect(providerCommitUrl(ref('bbs'), SHA, { ...hosts, BBS_URL: ' ' })).toBeNull();
    expect(providerCommitUrl(ref('svn'), SHA, hosts)).toBeNull();
  });
});

describe('providerPullUrl', () => {
  it.each([
    ['gh', 'https://github.com/acme/widgets/pull/12'],
    ['gl', 'https://gitlab.com/acme/widgets/-/merge_requests/12'],
    ['bb', 'https://bitbucket.org/acme/widgets/pull-requests/12'],
    ['ghe', 'https://github.example.com/acme/widgets/pull/12'],
    ['gle', 'https://gitlab.example.com/acme/widgets/-/merge_requests/12'],
    ['bbs', 'https://bitbucket.example.com/projects/acme/repos/widgets/pull-requests/12'],
  ])('links a %s pull request', (provider, url) => {
    expect(providerPullUrl(ref(provider), 12, hosts)).toBe(url);
  });

  it('has no link without the enterprise host', () => {
    expect(providerPullUrl(ref('gle'), 12, configEnvDefaults)).toBeNull();
  });
});

describe('providerOwnerUrl', () => {
  it.each([
    ['gh', 'https://github.com/acme'],
    ['gitlab', 'https://gitlab.com/acme'],
    ['bb', 'https://bitbucket.org/acme'],
    ['ghe', 'https://github.example.com/acme'],
    ['gle', 'https://gitlab.example.com/acme'],
    ['bbs', 'https://bitbucket.example.com/projects/acme'],
  ])('links %s owners to their page', (provider, url) => {
    expect(providerOwnerUrl(provider, 'acme', hosts)).toBe(url);
  });

  it('keeps GitLab subgroups, and has no link without the enterprise host', () => {
    expect(providerOwnerUrl('gl', 'group/sub group', hosts)).toBe('https://gitlab.com/group/sub%20group');
    expect(providerOwnerUrl('ghe', 'acme', configEnvDefaults)).toBeNull();
    expect(providerOwnerUrl('svn', 'acme', hosts)).toBeNull();
  });
});
