/**
 * Webhook deliveries as GitLab (system hooks) and Bitbucket Cloud and Server send them, for the repositories and
 * people of the directory stand-in (host-directory-answers.ts names their ids the same way).
 */
export interface HookRepo {
  id: number;
  name: string;
  owner: string;
  private: boolean;
}

interface Person {
  id: number;
  username: string;
}

export interface Delivery {
  headers: Record<string, string>;
  body: unknown;
}

export interface Hook {
  path: string;
  renamed(before: HookRepo, after: HookRepo): Delivery;
  privatized(before: HookRepo, after: HookRepo): Delivery;
  /** Bitbucket Server sends no deletion. */
  deleted?(repo: HookRepo): Delivery;
  transferred(before: HookRepo, after: HookRepo): Delivery;
  memberRemoved?(person: Person): Delivery;
  memberAdded?(person: Person): Delivery;
  collaboratorRemoved?(person: Person, repo: HookRepo): Delivery;
}

const ORG_IDS: Record<string, number> = { parable: 500, kindred: 501 };

const gitlabHeaders = { 'x-gitlab-event': 'System Hook', 'x-gitlab-instance': 'https://gitlab.com' };

function gitlabProject(event: string, repo: HookRepo, before?: HookRepo): Delivery {
  const body = {
    event_name: event,
    project_id: repo.id,
    name: repo.name,
    path: repo.name,
    path_with_namespace: `${repo.owner}/${repo.name}`,
    project_visibility: repo.private ? 'private' : 'public',
    ...(before ? { old_path_with_namespace: `${before.owner}/${before.name}` } : {}),
  };
  return { headers: gitlabHeaders, body };
}

function gitlabMember(event: string, person: Person): Delivery {
  const body = {
    event_name: event,
    group_id: ORG_IDS.parable,
    group_path: 'parable',
    group_name: 'Parable',
    user_id: person.id,
    user_username: person.username,
    group_access: 'Developer',
  };
  return { headers: gitlabHeaders, body };
}

const gitlab: Hook = {
  path: '/webhooks/gitlab',
  renamed: (before, after) => gitlabProject('project_rename', after, before),
  privatized: (_before, after) => gitlabProject('project_update', after),
  deleted: (repo) => gitlabProject('project_destroy', repo),
  transferred: (before, after) => gitlabProject('project_transfer', after, before),
  memberRemoved: (person) => gitlabMember('user_remove_from_group', person),
  memberAdded: (person) => gitlabMember('user_add_to_group', person),
  collaboratorRemoved: (person, repo) => ({
    headers: gitlabHeaders,
    body: {
      event_name: 'user_remove_from_team',
      project_id: repo.id,
      project_path_with_namespace: `${repo.owner}/${repo.name}`,
      user_id: person.id,
      user_username: person.username,
    },
  }),
};

function bitbucketRepository(repo: HookRepo) {
  const workspace = {
    type: 'workspace',
    slug: repo.owner,
    name: repo.owner,
    uuid: `{ws-${ORG_IDS[repo.owner]}}`,
  };
  return {
    type: 'repository',
    uuid: `{repo-${repo.id}}`,
    name: repo.name,
    full_name: `${repo.owner}/${repo.name}`,
    is_private: repo.private,
    workspace,
    owner: { type: 'team', uuid: workspace.uuid, username: repo.owner },
  };
}

const bitbucketEvent = (key: string, body: unknown): Delivery => ({
  headers: { 'x-event-key': key, 'x-hook-uuid': '{hook-1}' },
  body,
});

const bitbucket: Hook = {
  path: '/webhooks/bitbucket',
  renamed: (before, after) =>
    bitbucketEvent('repo:updated', {
      repository: bitbucketRepository(after),
      changes: { name: { old: before.name, new: after.name } },
    }),
  privatized: (before, after) =>
    bitbucketEvent('repo:updated', {
      repository: bitbucketRepository(after),
      changes: { is_private: { old: before.private, new: after.private } },
    }),
  deleted: (repo) => bitbucketEvent('repo:deleted', { repository: bitbucketRepository(repo) }),
  transferred: (before, after) =>
    bitbucketEvent('repo:transfer', {
      repository: bitbucketRepository(after),
      previous_owner: bitbucketRepository(before).owner,
    }),
};

function serverRepository(repo: HookRepo) {
  const project = {
    key: repo.owner,
    id: ORG_IDS[repo.owner],
    name: repo.owner,
    public: false,
    type: 'NORMAL',
  };
  return { id: repo.id, slug: repo.name, name: repo.name, public: !repo.private, project };
}

const serverModified = (before: HookRepo, after: HookRepo): Delivery => ({
  headers: { 'x-event-key': 'repo:modified', 'x-request-id': 'request-1' },
  body: { eventKey: 'repo:modified', old: serverRepository(before), new: serverRepository(after) },
});

const bitbucketServer: Hook = {
  path: '/webhooks/bitbucket_server',
  renamed: serverModified,
  privatized: serverModified,
  transferred: serverModified,
};

export function hookFor(short: string): Hook {
  if (short === 'gl') return gitlab;
  if (short === 'bb') return bitbucket;
  return bitbucketServer;
}
