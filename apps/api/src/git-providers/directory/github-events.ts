import type { Service } from '../../config/providers';
import type { HostAccount, HostRepository } from '../directory';
import { numberAt, textAt, valueAt } from '../json-fields';
import type { AppInstallationEvent } from './github-app-events';

/** Someone on the host, as a webhook names them. */
export interface HostPerson {
  serviceId: string;
  username: string;
}

/**
 * What a git host's webhook says about who may see what. Membership changes name the person whose access changed;
 * repository changes carry the repository as the host now describes it.
 */
export type DirectoryEvent =
  | { kind: 'memberAdded' | 'memberChanged'; service: Service; person: HostPerson; org: HostPerson }
  | { kind: 'memberRemoved'; service: Service; person: HostPerson; org: HostPerson }
  | {
      kind: 'collaboratorChanged';
      service: Service;
      person: HostPerson;
      repo: { serviceId: string };
      removed: boolean;
    }
  | { kind: 'repository'; action: RepositoryAction; service: Service; repo: HostRepository }
  /**
   * A repository a host names by path only (GitLab's system hooks): its namespace is found by path among the owners
   * Canopy knows. `private` is null when the delivery does not say.
   */
  | {
      kind: 'repositoryAt';
      action: RepositoryAction;
      service: Service;
      serviceId: string;
      ownerPath: string;
      name: string;
      private: boolean | null;
    }
  | AppInstallationEvent;

export type RepositoryAction =
  'created' | 'renamed' | 'privatized' | 'publicized' | 'deleted' | 'transferred' | 'edited';

export function person(value: unknown): HostPerson | null {
  const id = numberAt(value, 'id');
  const login = textAt(value, 'login');
  return id === null || login === null ? null : { serviceId: String(id), username: login };
}

export function account(value: unknown): HostAccount | null {
  const who = person(value);
  if (!who) return null;
  return {
    ...who,
    isOrg: textAt(value, 'type') === 'Organization',
    name: null,
    avatarUrl: textAt(value, 'avatar_url'),
  };
}

/** A repository object of a webhook, as the sync's directory describes one (the permission is nobody's here). */
export function githubRepository(value: unknown): HostRepository | null {
  const id = numberAt(value, 'id');
  const name = textAt(value, 'name');
  const owner = account(valueAt(value, ['owner']));
  if (id === null || name === null || owner === null) return null;
  return {
    serviceId: String(id),
    owner,
    name,
    private: valueAt(value, ['private']) === true,
    defaultBranch: textAt(value, 'default_branch'),
    language: textAt(value, 'language'),
    permission: 'read',
  };
}

const REPOSITORY_ACTIONS = new Set([
  'created',
  'renamed',
  'privatized',
  'publicized',
  'deleted',
  'transferred',
  'edited',
]);

/**
 * GitHub's `organization`, `membership`, `member` and `repository` deliveries as directory events; null for any
 * other event or action, or a payload missing what the event needs.
 */
export function githubDirectoryEvent(
  event: string | undefined,
  payload: unknown,
  service: Service,
): DirectoryEvent | null {
  const action = textAt(payload, 'action');
  const org = person(valueAt(payload, ['organization']));
  if (event === 'organization') {
    const member = person(valueAt(payload, ['membership', 'user']));
    if (!org || !member) return null;
    if (action === 'member_added') return { kind: 'memberAdded', service, person: member, org };
    if (action === 'member_removed') return { kind: 'memberRemoved', service, person: member, org };
    return null;
  }
  if (event === 'membership') {
    // A team's membership changes which repositories the person reaches through the team.
    const member = person(valueAt(payload, ['member']));
    if (!org || !member || (action !== 'added' && action !== 'removed')) return null;
    return { kind: 'memberChanged', service, person: member, org };
  }
  const repo = githubRepository(valueAt(payload, ['repository']));
  if (event === 'member') {
    const member = person(valueAt(payload, ['member']));
    if (!repo || !member || !['added', 'removed', 'edited'].includes(action ?? '')) return null;
    return { kind: 'collaboratorChanged', service, person: member, repo, removed: action === 'removed' };
  }
  if (event === 'repository' && repo && action && REPOSITORY_ACTIONS.has(action))
    return { kind: 'repository', action: action as RepositoryAction, service, repo };
  return null;
}
