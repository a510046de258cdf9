import { isGitHub, providerDisplayName, providerName, providerNames, tokenType } from './provider-names';

describe('providerNames', () => {
  it('maps every short code to its long and display name', () => {
    expect(Object.values(providerNames).map(({ short, long }) => [short, long])).toEqual([
      ['gh', 'github'],
      ['gl', 'gitlab'],
      ['bb', 'bitbucket'],
      ['ghe', 'github_enterprise'],
      ['gle', 'gitlab_enterprise'],
      ['bbs', 'bitbucket_server'],
    ]);
    expect(providerNames.gle.display).toBe('GitLab Enterprise');
  });

  it('looks up short and long codes alike', () => {
    expect(providerName('bitbucket_server')?.short).toBe('bbs');
    expect(providerName('GH')?.long).toBe('github');
    expect(providerName('svn')).toBeUndefined();
    expect(providerDisplayName('ghe')).toBe('GitHub Enterprise');
    expect(providerDisplayName('svn')).toBe('svn');
    expect(isGitHub('ghe')).toBe(true);
    expect(isGitHub('gl')).toBe(false);
  });

  it('gives the Token-Type header value', () => {
    expect(tokenType('gh')).toBe('github-token');
    expect(tokenType('bbs')).toBe('bitbucket_server-token');
    expect(tokenType(undefined)).toBeUndefined();
  });
});
