import type { Service } from '../../config/providers';
import type { HostAccount, HostRepository } from '../directory';
import { isObject, numberAt, textAt, valueAt } from '../json-fields';
import { bitbucketServerOwner } from './bitbucket-server';
import type { DirectoryEvent, HostPerson, RepositoryAction } from './github-events';

const idText = (value: unknown, ...keys: string[]): string | null => {
  const id = valueAt(value, keys);
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
};

function splitPath(fullPath: string | null): { ownerPath: string; name: string } | null {
  const cut = fullPath?.lastIndexOf('/') ?? -1;
  if (!fullPath || cut <= 0 || cut === fullPath.length - 1) return null;
  return { ownerPath: fullPath.slice(0, cut), name: fullPath.slice(cut + 1) };
}

const GITLAB_GROUP_EVENTS: Record<string, 'memberAdded' | 'memberRemoved' | 'memberChanged'> = {
  user_add_to_group: 'memberAdded',
  user_remove_from_group: 'memberRemoved',
  user_update_for_group: 'memberChanged',
};

const GITLAB_PROJECT_ACTIONS: Record<string, RepositoryAction> = {
  project_create: 'created',
  project_destroy: 'deleted',
  project_rename: 'renamed',
  project_transfer: 'transferred',
  project_update: 'edited',
};

/**
 * GitLab's system and group hook events about membership and projects (the same `event_name`s in both). Group
 * membership names the group; project membership (`*_team`) the project. Null for anything else.
 */
export function gitlabDirectoryEvent(payload: unknown, service: Service): DirectoryEvent | null {
  const event = textAt(payload, 'event_name') ?? '';
  const userId = idText(payload, 'user_id');
  const username = textAt(payload, 'user_username');
  const person: HostPerson | null = userId && username ? { serviceId: userId, username } : null;
  const groupChange = GITLAB_GROUP_EVENTS[event];
  if (groupChange) {
    const groupId = idText(payload, 'group_id');
    const groupPath = textAt(payload, 'group_path');
    if (!person || !groupId || !groupPath) return null;
    return { kind: groupChange, service, person, org: { serviceId: groupId, username: groupPath } };
  }
  if (['user_add_to_team', 'user_remove_from_team', 'user_update_for_team'].includes(event)) {
    const projectId = idText(payload, 'project_id');
    if (!person || !projectId) return null;
    const removed = event === 'user_remove_from_team';
    return { kind: 'collaboratorChanged', service, person, repo: { serviceId: projectId }, removed };
  }
  const action = GITLAB_PROJECT_ACTIONS[event];
  const path = splitPath(textAt(payload, 'path_with_namespace'));
  const serviceId = idText(payload, 'project_id');
  if (!action || !path || !serviceId) return null;
  const visibility = textAt(payload, 'project_visibility');
  const isPrivate = visibility === null ? null : visibility !== 'public';
  return { kind: 'repositoryAt', action, service, serviceId, ...path, private: isPrivate };
}

/** A repository object of a Bitbucket Cloud delivery; a personal workspace is its user. */
function bitbucketRepository(value: unknown): HostRepository | null {
  const uuid = (...keys: string[]) => textAt(value, ...keys)?.replace(/^\{|\}$/g, '') ?? null;
  const path = splitPath(textAt(value, 'full_name'));
  const serviceId = uuid('uuid');
  const personal = textAt(value, 'owner', 'type') === 'user';
  const ownerId = personal ? uuid('owner', 'uuid') : uuid('workspace', 'uuid');
  const isPrivate = valueAt(value, ['is_private']);
  if (!path || !serviceId || !ownerId || typeof isPrivate !== 'boolean') return null;
  const owner: HostAccount = {
    serviceId: ownerId,
    username: textAt(value, 'workspace', 'slug') ?? path.ownerPath,
    isOrg: !personal,
    name: textAt(value, 'workspace', 'name'),
    avatarUrl: null,
  };
  return {
    serviceId,
    owner,
    name: path.name,
    private: isPrivate,
    defaultBranch: textAt(value, 'mainbranch', 'name'),
    language: textAt(value, 'language') || null,
    permission: 'read',
  };
}

/** Bitbucket Cloud's `repo:created|updated|transfer|deleted` deliveries. */
export function bitbucketDirectoryEvent(
  eventKey: string | undefined,
  payload: unknown,
): DirectoryEvent | null {
  const repo = bitbucketRepository(valueAt(payload, ['repository']));
  if (!repo) return null;
  const event = (action: RepositoryAction): DirectoryEvent => ({
    kind: 'repository',
    action,
    service: 'bitbucket',
    repo,
  });
  if (eventKey === 'repo:created') return event('created');
  if (eventKey === 'repo:deleted') return event('deleted');
  if (eventKey === 'repo:transfer') return event('transferred');
  if (eventKey !== 'repo:updated') return null;
  const changes = valueAt(payload, ['changes']);
  const privacy = valueAt(changes, ['is_private', 'new']);
  if (typeof privacy === 'boolean') return event(privacy ? 'privatized' : 'publicized');
  if (isObject(valueAt(changes, ['name'])) || isObject(valueAt(changes, ['full_name'])))
    return event('renamed');
  return event('edited');
}

function bitbucketServerRepository(value: unknown): HostRepository | null {
  const serviceId = numberAt(value, 'id');
  const name = textAt(value, 'slug');
  const project = valueAt(value, ['project']);
  const owner = bitbucketServerOwner(project);
  if (serviceId === null || name === null || owner === null) return null;
  const isPublic = valueAt(value, ['public']) === true || valueAt(project, ['public']) === true;
  const base = { defaultBranch: null, language: null, permission: 'read' as const };
  return { serviceId: String(serviceId), owner, name, private: !isPublic, ...base };
}

/** Bitbucket Server's `repo:modified`: a rename, a move to another project, or a change of public access. */
export function bitbucketServerDirectoryEvent(
  eventKey: string | undefined,
  payload: unknown,
): DirectoryEvent | null {
  if (eventKey !== 'repo:modified') return null;
  const before = bitbucketServerRepository(valueAt(payload, ['old']));
  const repo = bitbucketServerRepository(valueAt(payload, ['new']));
  if (!before || !repo) return null;
  let action: RepositoryAction = 'edited';
  if (before.owner.serviceId !== repo.owner.serviceId) action = 'transferred';
  else if (before.private !== repo.private) action = repo.private ? 'privatized' : 'publicized';
  else if (before.name !== repo.name) action = 'renamed';
  return { kind: 'repository', action, service: 'bitbucket_server', repo };
}
