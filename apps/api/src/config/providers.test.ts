import { normaliseService, shortServiceName } from './providers';

describe('normaliseService', () => {
  it.each([
    ['gh', 'github'],
    ['github', 'github'],
    ['GH', 'github'],
    ['gl', 'gitlab'],
    ['bb', 'bitbucket'],
    ['ghe', 'github_enterprise'],
    ['github-enterprise', 'github_enterprise'],
    ['gle', 'gitlab_enterprise'],
    ['bbs', 'bitbucket_server'],
    ['stash', 'bitbucket_server'],
  ])('%s → %s', (code, service) => {
    expect(normaliseService(code)).toBe(service);
  });

  it('returns null for unknown or missing codes', () => {
    expect(normaliseService('svn')).toBeNull();
    expect(normaliseService('')).toBeNull();
    expect(normaliseService(undefined)).toBeNull();
  });

  it('gives the short code back', () => {
    expect(shortServiceName('bitbucket_server')).toBe('bbs');
  });
});
