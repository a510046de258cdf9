import { githubDirectoryEvent } from './github-events';

const org = { login: 'parable', id: 500 };
const user = { login: 'lauren', id: 9100 };
const repository = {
  id: 11,
  name: 'sower',
  private: true,
  owner: { login: 'parable', id: 500, type: 'Organization' },
  default_branch: 'trunk',
  language: 'Go',
};

describe('GitHub directory events', () => {
  it('reads organisation membership changes', () => {
    const removed = { action: 'member_removed', membership: { user, role: 'member' }, organization: org };
    expect(githubDirectoryEvent('organization', removed, 'github')).toEqual({
      kind: 'memberRemoved',
      service: 'github',
      person: { serviceId: '9100', username: 'lauren' },
      org: { serviceId: '500', username: 'parable' },
    });
    expect(githubDirectoryEvent('organization', { ...removed, action: 'member_added' }, 'github')?.kind).toBe(
      'memberAdded',
    );
    expect(githubDirectoryEvent('organization', { ...removed, action: 'renamed' }, 'github')).toBeNull();
  });

  it('reads team membership and collaborator changes', () => {
    const team = {
      action: 'removed',
      scope: 'team',
      member: user,
      team: { slug: 'core' },
      organization: org,
    };
    expect(githubDirectoryEvent('membership', team, 'github_enterprise')).toMatchObject({
      kind: 'memberChanged',
      service: 'github_enterprise',
    });
    const collaborator = { action: 'removed', member: user, repository };
    expect(githubDirectoryEvent('member', collaborator, 'github')).toMatchObject({
      kind: 'collaboratorChanged',
      removed: true,
      repo: { serviceId: '11', name: 'sower' },
    });
  });

  it('reads repository changes with the repository as the host now describes it', () => {
    expect(githubDirectoryEvent('repository', { action: 'privatized', repository }, 'github')).toEqual({
      kind: 'repository',
      action: 'privatized',
      service: 'github',
      repo: {
        serviceId: '11',
        owner: { serviceId: '500', username: 'parable', isOrg: true, name: null, avatarUrl: null },
        name: 'sower',
        private: true,
        defaultBranch: 'trunk',
        language: 'Go',
        permission: 'read',
      },
    });
    expect(githubDirectoryEvent('repository', { action: 'archived', repository }, 'github')).toBeNull();
  });

  it('answers null for other events and for payloads missing what the event needs', () => {
    expect(githubDirectoryEvent('push', { repository }, 'github')).toBeNull();
    expect(
      githubDirectoryEvent('organization', { action: 'member_removed', organization: org }, 'github'),
    ).toBeNull();
    expect(
      githubDirectoryEvent('repository', { action: 'deleted', repository: { name: 'x' } }, 'github'),
    ).toBeNull();
  });
});
