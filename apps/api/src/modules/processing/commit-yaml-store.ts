import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The git host's names for a commit's repository. */
export async function repositoryNames(
  db: Kysely<Database>,
  repoid: number,
): Promise<{ service: string; owner: string; name: string }> {
  return db
    .selectFrom('repositories')
    .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
    .select(['owners.service as service', 'owners.username as owner', 'repositories.name as name'])
    .where('repositories.repoid', '=', repoid)
    .executeTakeFirstOrThrow();
}

/** What the host answered for the commit: its codecov.yml (or none), remembered so it is asked once. */
export async function recordRepositoryYaml(
  db: Kysely<Database>,
  commitId: number,
  file: { path: string; text: string } | null,
): Promise<void> {
  await db
    .updateTable('commits')
    .set({
      yaml: file?.text ?? null,
      yamlPath: file?.path ?? null,
      yamlSource: file ? 'repository_file' : null,
      yamlHostReadAt: sql`now()`,
    })
    .where('id', '=', commitId)
    .execute();
}
