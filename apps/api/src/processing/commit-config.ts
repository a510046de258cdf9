import {
  createPathResolver,
  flagRules,
  ignorePatterns,
  type ParserOptions,
  parseCodecovYaml,
  parserOptions,
  pathFixes,
  type PathResolver,
  resolveCodecovConfig,
  type CodecovConfig,
} from '@canopy/coverage';
import type { Kysely } from 'kysely';
import type { CommitRecord, Database, YamlErrorJson } from '../db/schema';

/** The codecov.yml in force for a commit, and what processing derives from it. */
export interface CommitConfig {
  config: CodecovConfig;
  /** The commit's own codecov.yml text, as uploaded. */
  commitYaml: string | null;
  /** Problems found in the commit's file (or the repository's when the commit has none); never fatal. */
  errors: YamlErrorJson[];
  parserOptions: ParserOptions;
  /** A path resolver for one coverage file of an upload with these flags. */
  resolverFor(network: string[] | null, flags: readonly string[], uploadFileName: string): PathResolver;
}

/**
 * Owner yaml, then the commit's yaml when it has one, else the repository's (the commit's replaces the
 * repository's; it is not merged over it). An invalid file contributes its valid parts and its errors.
 */
export async function loadCommitConfig(
  db: Kysely<Database>,
  commit: CommitRecord,
  uploadedYaml?: string,
): Promise<CommitConfig> {
  const repo = await db
    .selectFrom('repositories')
    .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
    .select(['repositories.yaml as repoYaml', 'owners.yaml as ownerYaml'])
    .where('repositories.repoid', '=', commit.repoid)
    .executeTakeFirstOrThrow();
  const commitYaml = uploadedYaml ?? commit.yaml;
  const owner = repo.ownerYaml ? parseCodecovYaml(repo.ownerYaml) : null;
  const ownFile = commitYaml ?? repo.repoYaml;
  const own = ownFile ? parseCodecovYaml(ownFile) : null;
  const config = resolveCodecovConfig({
    owner: owner?.config,
    ...(commitYaml ? { commit: own?.config } : { repository: own?.config }),
  });
  const errors = (own?.errors ?? []).map((error) => ({ path: error.path, message: error.message }));
  const fixes = pathFixes(config);
  const ignore = ignorePatterns(config);
  return {
    config,
    commitYaml: commitYaml ?? null,
    errors,
    parserOptions: parserOptions(config),
    resolverFor(network, flags, uploadFileName) {
      const flagPaths = flags.map((flag) => flagRules(config, flag));
      return createPathResolver({
        networkFiles: network ?? undefined,
        fixes,
        ignore,
        flagPaths,
        uploadFileName,
        disableDefaultFixes: config.codecov?.disable_default_path_fixes === true,
      });
    },
  };
}
