import { bitbucketDirectoryEvent, bitbucketServerDirectoryEvent, gitlabDirectoryEvent } from './host-events';

const bitbucketRepo = {
  uuid: '{repo-1}',
  name: 'Sower',
  full_name: 'parable/sower',
  is_private: true,
  workspace: { slug: 'parable', name: 'Parable', uuid: '{ws-500}' },
  owner: { type: 'team', uuid: '{ws-500}' },
};
const serverRepo = (slug: string, key: string, isPublic: boolean) => ({
  id: 7,
  slug,
  name: slug,
  public: isPublic,
  project: { key, id: 1, name: key, public: false, type: 'NORMAL' },
});

describe('GitLab and Bitbucket directory events', () => {
  it('reads GitLab group and project membership', () => {
    const member = { user_id: 9001, user_username: 'octavia', group_id: 500, group_path: 'parable' };
    expect(gitlabDirectoryEvent({ ...member, event_name: 'user_remove_from_group' }, 'gitlab')).toEqual({
      kind: 'memberRemoved',
      service: 'gitlab',
      person: { serviceId: '9001', username: 'octavia' },
      org: { serviceId: '500', username: 'parable' },
    });
    expect(gitlabDirectoryEvent({ ...member, event_name: 'user_update_for_group' }, 'gitlab')?.kind).toBe(
      'memberChanged',
    );
    const team = {
      user_id: 9001,
      user_username: 'octavia',
      project_id: 3,
      event_name: 'user_remove_from_team',
    };
    expect(gitlabDirectoryEvent(team, 'gitlab_enterprise')).toMatchObject({
      kind: 'collaboratorChanged',
      repo: { serviceId: '3' },
      removed: true,
    });
    expect(gitlabDirectoryEvent({ ...member, event_name: 'user_create' }, 'gitlab')).toBeNull();
  });

  it('reads GitLab project changes by path, subgroups included', () => {
    const moved = {
      event_name: 'project_transfer',
      project_id: 3,
      path_with_namespace: 'kindred/earthseed/sower',
      old_path_with_namespace: 'parable/sower',
      project_visibility: 'internal',
    };
    expect(gitlabDirectoryEvent(moved, 'gitlab')).toEqual({
      kind: 'repositoryAt',
      action: 'transferred',
      service: 'gitlab',
      serviceId: '3',
      ownerPath: 'kindred/earthseed',
      name: 'sower',
      private: true,
    });
    const updated = { ...moved, event_name: 'project_update', project_visibility: undefined };
    expect(gitlabDirectoryEvent(updated, 'gitlab')).toMatchObject({ action: 'edited', private: null });
  });

  it('reads Bitbucket Cloud repository changes', () => {
    const privacy = { repository: bitbucketRepo, changes: { is_private: { old: false, new: true } } };
    expect(bitbucketDirectoryEvent('repo:updated', privacy)).toMatchObject({
      kind: 'repository',
      action: 'privatized',
      service: 'bitbucket',
      repo: {
        serviceId: 'repo-1',
        name: 'sower',
        private: true,
        owner: { serviceId: 'ws-500', isOrg: true },
      },
    });
    const renamed = { repository: bitbucketRepo, changes: { name: { old: 'seed', new: 'Sower' } } };
    expect(bitbucketDirectoryEvent('repo:updated', renamed)?.kind).toBe('repository');
    expect(bitbucketDirectoryEvent('repo:transfer', { repository: bitbucketRepo })).toMatchObject({
      action: 'transferred',
    });
    expect(bitbucketDirectoryEvent('repo:push', { repository: bitbucketRepo })).toBeNull();
    expect(bitbucketDirectoryEvent('repo:deleted', { repository: { uuid: '{x}' } })).toBeNull();
  });

  it('reads what changed in a Bitbucket Server repo:modified', () => {
    const modified = (before: unknown, after: unknown) =>
      bitbucketServerDirectoryEvent('repo:modified', { old: before, new: after });
    expect(modified(serverRepo('a', 'P', false), serverRepo('b', 'P', false))).toMatchObject({
      action: 'renamed',
      repo: { serviceId: '7', name: 'b', owner: { serviceId: 'P' } },
    });
    expect(modified(serverRepo('a', 'P', true), serverRepo('a', 'P', false))?.kind).toBe('repository');
    expect(modified(serverRepo('a', 'P', true), serverRepo('a', 'P', false))).toMatchObject({
      action: 'privatized',
    });
    expect(modified(serverRepo('a', 'P', false), serverRepo('a', 'Q', false))).toMatchObject({
      action: 'transferred',
    });
    expect(bitbucketServerDirectoryEvent('repo:refs_changed', {})).toBeNull();
  });
});
