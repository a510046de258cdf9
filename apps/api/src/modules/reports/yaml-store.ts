import type { Kysely } from 'kysely';
import type { CommitRecord, Database } from '../../db/schema';
import type { YamlSources } from './commit-config';

/** The owner's, the repository's and the commit's codecov.yml text, for `buildCommitConfig`. */
export async function loadYamlSources(db: Kysely<Database>, commit: CommitRecord): Promise<YamlSources> {
  const repo = await db
    .selectFrom('repositories')
    .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
    .select([
      'repositories.yaml as repoYaml',
      'owners.yaml as ownerYaml',
      'owners.service as service',
      'owners.ownerid as ownerid',
    ])
    .where('repositories.repoid', '=', commit.repoid)
    .executeTakeFirstOrThrow();
  return {
    owner: repo.ownerYaml,
    repository: repo.repoYaml,
    commit: commit.yaml,
    secretScope: { service: repo.service, ownerid: repo.ownerid, repoid: commit.repoid },
  };
}
