import type { Service } from '../../config/providers';
import type { HostDirectory, HostDirectoryOptions } from '../directory';
import { ProviderError } from '../git-provider';
import { bitbucketDirectory } from './bitbucket';
import { bitbucketServerDirectory } from './bitbucket-server';
import { githubDirectory } from './github';
import { gitlabDirectory } from './gitlab';

export { HostTokenRejectedError, readAll } from '../directory';
export type {
  HostAccount,
  HostDirectory,
  HostDirectoryOptions,
  HostOrganization,
  HostPermission,
  HostRateLimit,
  HostRepository,
} from '../directory';
export { githubFailure, HostRateLimitedError } from './github';
export {
  type DirectoryEvent,
  githubDirectoryEvent,
  type HostPerson,
  type RepositoryAction,
} from './github-events';
export { type AppInstallationEvent, githubAppEvent } from './github-app-events';
export { bitbucketDirectoryEvent, bitbucketServerDirectoryEvent, gitlabDirectoryEvent } from './host-events';

export { ProviderError } from '../git-provider';

export type DirectoryClient = (options: HostDirectoryOptions) => HostDirectory;

/** The client of each host's directory. Enterprise and self-managed hosts speak their cloud's API at their own address. */
export const DIRECTORY_CLIENTS: Record<Service, DirectoryClient> = {
  github: githubDirectory,
  github_enterprise: githubDirectory,
  gitlab: gitlabDirectory,
  gitlab_enterprise: gitlabDirectory,
  bitbucket: bitbucketDirectory,
  bitbucket_server: bitbucketServerDirectory,
};

/** The directory of `options.service` as the person with `options.accessToken` sees it. */
export function hostDirectory(options: HostDirectoryOptions): HostDirectory {
  const client = DIRECTORY_CLIENTS[options.service];
  if (!client)
    throw new ProviderError(
      `reading organisations and repositories from ${options.service} is not supported yet`,
    );
  return client(options);
}
