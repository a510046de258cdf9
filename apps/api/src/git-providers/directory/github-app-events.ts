import type { Service } from '../../config/providers';
import type { HostAccount } from '../directory';
import { arrayAt, numberAt, textAt, valueAt } from '../json-fields';
import { account, type HostPerson, person } from './github-events';

export type AppInstallationAction =
  'created' | 'deleted' | 'suspend' | 'unsuspend' | 'new_permissions_accepted' | 'added' | 'removed';

/**
 * The GitHub app installed on (or removed from, suspended on, given other repositories of) an account. `added` and
 * `removed` are host ids of repositories; on `created` with selection 'selected', `added` is the whole list.
 */
export interface AppInstallationEvent {
  kind: 'appInstallation';
  action: AppInstallationAction;
  service: Service;
  installationId: number;
  account: HostAccount;
  /** Who installed or changed it. */
  sender: HostPerson | null;
  selection: 'all' | 'selected';
  added: string[];
  removed: string[];
}

const ACTIONS: Record<string, readonly string[]> = {
  installation: ['created', 'deleted', 'suspend', 'unsuspend', 'new_permissions_accepted'],
  installation_repositories: ['added', 'removed'],
};

const ids = (values: unknown[]) =>
  values.map((value) => numberAt(value, 'id')).flatMap((id) => (id === null ? [] : [String(id)]));

/** GitHub's `installation` and `installation_repositories` deliveries; null for anything else. */
export function githubAppEvent(
  event: string | undefined,
  payload: unknown,
  service: Service,
): AppInstallationEvent | null {
  const action = textAt(payload, 'action');
  if (!event || !action || !ACTIONS[event]?.includes(action)) return null;
  const installation = valueAt(payload, ['installation']);
  const installationId = numberAt(installation, 'id');
  const owner = account(valueAt(installation, ['account']));
  if (installationId === null || owner === null) return null;
  const selection =
    (textAt(payload, 'repository_selection') ?? textAt(installation, 'repository_selection')) === 'selected'
      ? 'selected'
      : 'all';
  const added =
    event === 'installation' ? arrayAt(payload, 'repositories') : arrayAt(payload, 'repositories_added');
  return {
    kind: 'appInstallation',
    action: action as AppInstallationAction,
    service,
    installationId,
    account: owner,
    sender: person(valueAt(payload, ['sender'])),
    selection,
    added: ids(added),
    removed: ids(arrayAt(payload, 'repositories_removed')),
  };
}
