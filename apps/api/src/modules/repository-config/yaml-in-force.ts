import {
  DEFAULT_CODECOV_CONFIG,
  formatCodecovYaml,
  formatYamlError,
  parseCodecovYaml,
} from '@canopy/coverage';
import type { Kysely } from 'kysely';
import type { CommitRecord, Database, RepositoryRecord } from '../../db/schema';
import type { Loaders } from '../../loaders';
import { buildCommitConfig, loadYamlSources, type YamlSources } from '../reports';

type LayerKind = 'DEFAULT' | 'OWNER' | 'REPOSITORY' | 'REPOSITORY_FILE' | 'UPLOAD';

export interface YamlLayer {
  kind: LayerKind;
  yaml: string | null;
  path: string | null;
  commitid: string | null;
  inForce: boolean;
  errors: string[];
}

export interface RepositoryYaml {
  yaml: string;
  commitid: string | null;
  layers: YamlLayer[];
}

function problems(text: string): string[] {
  return parseCodecovYaml(text).errors.map(formatYamlError);
}

/** The commit's own file: read from the repository at the commit, or (without a git host) sent with an upload. */
function commitLayer(commit: CommitRecord, text: string): YamlLayer {
  const fromFile = commit.yamlSource === 'repository_file';
  return {
    kind: fromFile ? 'REPOSITORY_FILE' : 'UPLOAD',
    yaml: text,
    path: fromFile ? commit.yamlPath : null,
    commitid: commit.commitid,
    inForce: true,
    errors: problems(text),
  };
}

/**
 * The codecov.yml in force on the repository's default branch, at its newest commit, as processing merges it
 * (reports/commit-config.ts), with each layer it comes from. Secret strings stay encrypted. Members of the owner
 * only: the merged yaml carries the owner's, which is theirs alone (`Owner.yaml`); null for anyone else.
 */
export async function yamlInForce(
  db: Kysely<Database>,
  loaders: Pick<Loaders, 'branchByName' | 'commitByRef' | 'ownerById'>,
  repository: RepositoryRecord,
  viewerIsMember: boolean,
): Promise<RepositoryYaml | null> {
  if (!viewerIsMember) return null;
  const branch = await loaders.branchByName.load({
    repoid: repository.repoid,
    name: repository.defaultBranch,
  });
  const commit = branch
    ? await loaders.commitByRef.load({ repoid: repository.repoid, ref: branch.head })
    : null;
  const owner = await loaders.ownerById.load(repository.ownerid);
  const sources: YamlSources = commit
    ? await loadYamlSources(db, commit)
    : { owner: owner?.yaml ?? null, repository: repository.yaml, commit: null };

  const layers: YamlLayer[] = [
    {
      kind: 'DEFAULT',
      yaml: formatCodecovYaml(DEFAULT_CODECOV_CONFIG),
      path: null,
      commitid: null,
      inForce: true,
      errors: [],
    },
  ];
  if (sources.owner !== null)
    layers.push({
      kind: 'OWNER',
      yaml: sources.owner,
      path: null,
      commitid: null,
      inForce: true,
      errors: problems(sources.owner),
    });
  if (sources.repository !== null)
    layers.push({
      kind: 'REPOSITORY',
      yaml: sources.repository,
      path: null,
      commitid: null,
      // The commit's own file replaces the repository's settings; it is not merged over them.
      inForce: !sources.commit,
      errors: problems(sources.repository),
    });
  if (commit && sources.commit) layers.push(commitLayer(commit, sources.commit));

  return {
    yaml: formatCodecovYaml(buildCommitConfig(sources).config),
    commitid: commit?.commitid ?? null,
    layers,
  };
}
