// Test helpers for the coverage set-up pages: the repository settings they read (whether public repositories
// of the owner take uploads without a token). Never imported by app code.
import { graphqlHandler, repositoryFixture } from '@canopy/api-client/testing';

export interface RepoSettingsMockOptions {
  uploadTokenRequired?: boolean | null;
  isAdmin?: boolean;
  /** Fields of the repository over `repositoryFixture()`: the same one the test answers GetRepo with. */
  repository?: unknown;
}

/** GetRepoSettings for `acme/widgets`. */
export function repoSettingsHandler({
  uploadTokenRequired = false,
  isAdmin = false,
  repository = {},
}: RepoSettingsMockOptions = {}) {
  return graphqlHandler('GetRepoSettings', {
    owner: {
      ownerid: 2,
      username: 'acme',
      isAdmin,
      uploadTokenRequired,
      repository: { ...repositoryFixture(), graphToken: 'a1b2c3d4e5', ...(repository as object) },
    },
  });
}
