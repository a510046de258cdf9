import type { Kysely } from 'kysely';
import type { CommitRecord, Database } from '../../db/schema';
import { type GitProvider, ProviderError, type RepoRef } from '../../git-providers';
import { loadYamlSources, type YamlSources } from '../reports';
import { recordRepositoryYaml, repositoryNames } from './commit-yaml-store';

const NAMES = ['codecov.yml', '.codecov.yml', 'codecov.yaml', '.codecov.yaml'];

/** Where Codecov looks for a repository's file, in its order: the root, then `.github/`, then `dev/`. */
export const CODECOV_YAML_LOCATIONS: readonly string[] = ['', '.github/', 'dev/'].flatMap((dir) =>
  NAMES.map((name) => `${dir}${name}`),
);

/**
 * The repository's codecov.yml at a commit: the first location that has one; null when none has one;
 * 'unknown' when the host does not know the commit (a mirror not fetched yet), which says nothing about the file.
 */
export async function readRepositoryYaml(
  provider: GitProvider,
  repo: RepoRef,
  sha: string,
): Promise<{ path: string; text: string } | null | 'unknown'> {
  for (const path of CODECOV_YAML_LOCATIONS) {
    const text = await provider.fileContent(repo, sha, path);
    if (text !== null) return { path, text };
  }
  return (await provider.commit(repo, sha)) ? null : 'unknown';
}

export interface CommitYamlContext {
  db: Kysely<Database>;
  providerFor?: (service: string) => GitProvider | null;
  log?: { warn(obj: object, msg?: string): void };
}

/**
 * The yaml texts for a commit's processing. The repository's file at the commit, read through the git host or
 * mirror, is the commit's yaml as Codecov reads it; once the host has answered, a yaml inside an upload changes
 * nothing. Without a host that knows the commit, a yaml sent with the upload still applies, as before.
 */
export async function commitYamlSources(
  context: CommitYamlContext,
  commit: CommitRecord,
): Promise<YamlSources> {
  const stored = await loadYamlSources(context.db, commit);
  const fromHost = (file: { path: string; text: string } | null): YamlSources => ({
    ...stored,
    commit: file?.text ?? null,
    ...(file ? { commitOrigin: { kind: 'repository_file' as const, path: file.path } } : {}),
    uploadsMayReplace: false,
  });
  if (commit.yamlHostReadAt !== null)
    return fromHost(
      commit.yamlSource === 'repository_file' && commit.yaml !== null && commit.yamlPath !== null
        ? { path: commit.yamlPath, text: commit.yaml }
        : null,
    );
  const names = await repositoryNames(context.db, commit.repoid);
  const provider = context.providerFor?.(names.service) ?? null;
  if (!provider) return stored;
  const repo: RepoRef = {
    service: names.service as RepoRef['service'],
    owner: names.owner,
    name: names.name,
  };
  try {
    const file = await readRepositoryYaml(provider, repo, commit.commitid);
    if (file === 'unknown') return stored;
    await recordRepositoryYaml(context.db, commit.id, file);
    return fromHost(file);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    context.log?.warn(
      { err: error, commit: commit.commitid },
      'git provider unavailable; codecov.yml not read',
    );
    return stored;
  }
}
