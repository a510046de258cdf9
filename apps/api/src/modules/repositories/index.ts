/** The repositories module's public surface: what other modules and the server use (docs/adr/014). */
export {
  findViewableRepository,
  type RepositoryLookups,
  storeLookups,
  viewableRepository,
  visibleRepository,
} from './access';
export { DEMO_REPOSITORY, isDemoRepository } from './demo';
export { sealRepositoryData } from './seat-guard';
export {
  listRepositories,
  repositoriesByIds,
  repositoriesByOwnerAndName,
  ownerWithRepository,
  repositoriesOfOwner,
} from './repository-store';
export { resolvers } from './resolvers';
export { repoRef } from './repo-ref';
export { repositoryWithOwner } from './repository-store';

export { repositoryIdOf } from './repository-store';
