import { isGitService, parseRemoteUrl, serviceForHost } from './remote';

describe('parseRemoteUrl', () => {
  it.each([
    ['git@github.com:acme/widgets.git', 'github.com', 'acme/widgets'],
    ['git@github.com:acme/widgets', 'github.com', 'acme/widgets'],
    ['https://github.com/acme/widgets.git', 'github.com', 'acme/widgets'],
    ['https://github.com/acme/widgets/', 'github.com', 'acme/widgets'],
    ['https://x-access-token:secret@github.com/acme/widgets.git', 'github.com', 'acme/widgets'],
    ['ssh://git@gitlab.com:2222/group/sub/proj.git', 'gitlab.com', 'group/sub/proj'],
    ['https://gitlab.com/group/sub/deeper/proj.git', 'gitlab.com', 'group/sub/deeper/proj'],
    ['git@gitlab.com:group/sub/proj.git', 'gitlab.com', 'group/sub/proj'],
    ['https://user@bitbucket.org/team/repo.git', 'bitbucket.org', 'team/repo'],
    ['git://git.example.com/team/repo.git', 'git.example.com', 'team/repo'],
    ['  https://GitHub.com/acme/widgets.git\n', 'github.com', 'acme/widgets'],
  ])('%s', (url, host, slug) => {
    expect(parseRemoteUrl(url)).toEqual({ host, slug });
  });

  it.each([
    '',
    '/srv/git/widgets.git',
    'file:///srv/git/acme/widgets.git',
    'https://github.com/widgets',
    'nonsense',
  ])('finds no repository in %j', (url) => {
    expect(parseRemoteUrl(url)).toBeNull();
  });
});

describe('serviceForHost', () => {
  it('maps the public hosts and takes any other host for GitHub', () => {
    expect(serviceForHost('github.com')).toBe('github');
    expect(serviceForHost('gitlab.com')).toBe('gitlab');
    expect(serviceForHost('bitbucket.org')).toBe('bitbucket');
    expect(serviceForHost('git.example.com')).toBe('github');
  });
});

describe('isGitService', () => {
  it('accepts the six services of the upload paths only', () => {
    expect(isGitService('gitlab_enterprise')).toBe(true);
    expect(isGitService('bitbucket_server')).toBe(true);
    expect(isGitService('github-actions')).toBe(false);
    expect(isGitService('svn')).toBe(false);
  });
});
