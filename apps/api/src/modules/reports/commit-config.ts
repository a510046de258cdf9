import {
  createPathResolver,
  flagRules,
  ignorePatterns,
  type ParserOptions,
  parseCodecovYaml,
  parserOptions,
  pathFixes,
  type PathResolver,
  type RepositoryIndex,
  resolveCodecovConfig,
  revealSecretStrings,
  type CodecovConfig,
} from '@canopy/coverage';
import type { YamlErrorJson, YamlSourceKind } from '../../db/schema';
import type { SecretScope, YamlSecrets } from './yaml-secrets';

/** The codecov.yml in force for a commit, and what processing derives from it. */
export interface CommitConfig {
  config: CodecovConfig;
  /** The commit's own codecov.yml text, as uploaded. */
  commitYaml: string | null;
  /** Problems found in the commit's file (or the repository's when the commit has none); never fatal. */
  errors: YamlErrorJson[];
  /** Unknown keys in that file: left out, reported apart from errors. */
  warnings: YamlErrorJson[];
  /** Which layer the file in force came from (the most specific one present) and its path in the repository. */
  source: { kind: YamlSourceKind; path: string | null };
  parserOptions: ParserOptions;
  /** A path resolver for one coverage file of an upload with these flags. */
  resolverFor(
    repository: RepositoryIndex | null,
    flags: readonly string[],
    uploadFileName: string,
  ): PathResolver;
}

/** The codecov.yml texts that apply to a commit. */
export interface YamlSources {
  owner: string | null;
  repository: string | null;
  commit: string | null;
  /** Where the commit's text came from: the repository file at the commit (with its path) or an upload. */
  commitOrigin?: { kind: 'repository_file'; path: string } | { kind: 'upload' };
  /** False once the git host has answered for the commit: a yaml inside an upload then changes nothing. */
  uploadsMayReplace?: boolean;
  /** The commit's repository, for opening the secret strings made for it. */
  secretScope?: SecretScope;
}

function sourceOf(sources: YamlSources): CommitConfig['source'] {
  if (sources.commit !== null) {
    const origin = sources.commitOrigin ?? { kind: 'upload' };
    return { kind: origin.kind, path: origin.kind === 'repository_file' ? origin.path : null };
  }
  if (sources.repository !== null) return { kind: 'repository', path: null };
  return { kind: sources.owner !== null ? 'owner' : 'default', path: null };
}

/**
 * Owner yaml, then the commit's yaml when it has one, else the repository's (the commit's replaces the
 * repository's; it is not merged over it). An invalid file contributes its valid parts and its errors.
 * With `secrets` (notifying only: never for what is shown), the secret strings made for the commit's repository
 * are opened, whichever layer holds them.
 */
export function buildCommitConfig(sources: YamlSources, secrets?: YamlSecrets): CommitConfig {
  const commitYaml = sources.commit;
  const owner = sources.owner ? parseCodecovYaml(sources.owner) : null;
  const ownFile = commitYaml ?? sources.repository;
  const own = ownFile ? parseCodecovYaml(ownFile) : null;
  const merged = resolveCodecovConfig({
    owner: owner?.config,
    ...(commitYaml ? { commit: own?.config } : { repository: own?.config }),
  });
  const config =
    secrets && sources.secretScope
      ? revealSecretStrings(merged, secrets.revealFor(sources.secretScope))
      : merged;
  const errors = (own?.errors ?? []).map((error) => ({ path: error.path, message: error.message }));
  const warnings = (own?.warnings ?? []).map((warning) => ({
    path: warning.path,
    message: warning.message,
    level: 'warning' as const,
  }));
  const fixes = pathFixes(config);
  const ignore = ignorePatterns(config);
  return {
    config,
    commitYaml: commitYaml ?? null,
    errors,
    warnings,
    source: sourceOf(sources),
    parserOptions: parserOptions(config),
    resolverFor(repository, flags, uploadFileName) {
      const flagPaths = flags.map((flag) => flagRules(config, flag));
      return createPathResolver({
        ...(repository ? { repository } : {}),
        fixes,
        ignore,
        flagPaths,
        uploadFileName,
        disableDefaultFixes: config.codecov?.disable_default_path_fixes === true,
      });
    },
  };
}
