import type { Service } from '../../config/providers';
import type { HostDirectory, HostDirectoryOptions } from '../directory';
import { ProviderError } from '../git-provider';
import { githubDirectory } from './github';

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
export { type DirectoryEvent, githubDirectoryEvent, type HostPerson } from './github-events';

export { ProviderError } from '../git-provider';

export type DirectoryClient = (options: HostDirectoryOptions) => HostDirectory;

/**
 * The client of each host's directory. GitHub Enterprise Server speaks GitHub's REST API at its own address.
 * Each further host adds its one line here.
 */
export const DIRECTORY_CLIENTS: Partial<Record<Service, DirectoryClient>> = {
  github: githubDirectory,
  github_enterprise: githubDirectory,
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
