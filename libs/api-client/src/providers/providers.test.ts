import { toLongProvider, tokenType, toShortProvider } from './providers';

describe('providers', () => {
  it('normalises short and long codes', () => {
    expect(toLongProvider('gh')).toBe('github');
    expect(toLongProvider('GLE')).toBe('gitlab_enterprise');
    expect(toLongProvider('bitbucket_server')).toBe('bitbucket_server');
    expect(toLongProvider('svn')).toBeUndefined();
    expect(toShortProvider('github_enterprise')).toBe('ghe');
    expect(toShortProvider(undefined)).toBeUndefined();
  });

  it('gives the Token-Type value of the long name', () => {
    expect(tokenType('gh')).toBe('github-token');
    expect(tokenType('bb')).toBe('bitbucket-token');
    expect(tokenType('gitlab')).toBe('gitlab-token');
    expect(tokenType('')).toBeUndefined();
  });
});
