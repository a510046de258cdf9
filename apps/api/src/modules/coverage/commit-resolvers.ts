import type {
  CommitCoverageAnalyticsResolvers,
  CommitErrorCode,
  CommitResolvers,
  CommitStatus,
  CommitYamlSource,
  YamlSourceKind,
  ResolversTypes,
} from '../../graphql/generated/resolvers';
import type { CommitRecord } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { pageOfList, wholeList } from '../../graphql/in-memory-page';
import { listedFlagsOf, unmatchedPathsOf } from './commit-uploads';
import { coverageTotals } from '../../graphql/totals';
import { coverageStatusOf } from './commit-upload-store';
import { commitComponents } from './component-totals';
import { coverageFile } from './coverage-file-resolvers';
import { pathContents } from './path-contents-service';
import { uploadErrorCode } from './upload-resolvers';

/** One error per problem found in the commit's codecov.yml. */
function yamlErrors(commit: CommitRecord): Array<{ errorCode: CommitErrorCode; errorMessage: string }> {
  return (commit.yamlErrors ?? [])
    .filter((error) => error.level !== 'warning')
    .map((error) => ({
      errorCode: 'invalid_yaml',
      errorMessage: error.path ? `${error.path}: ${error.message}` : error.message,
    }));
}

/** The source recorded at processing, with the file's warnings; null for commits not processed since 0009. */
function yamlSource(commit: CommitRecord): CommitYamlSource | null {
  if (commit.yamlSource === null) return null;
  return {
    kind: commit.yamlSource.toUpperCase() as YamlSourceKind,
    path: commit.yamlPath,
    warnings: (commit.yamlErrors ?? [])
      .filter((error) => error.level === 'warning')
      .map((warning) => (warning.path ? `${warning.path}: ${warning.message}` : warning.message)),
  };
}

export const Commit: CommitResolvers<GraphQLContext> = {
  createdAt: (commit) => commit.timestamp,
  author: (commit, _args, context) =>
    commit.authorOwnerid === null ? null : context.loaders.ownerById.load(commit.authorOwnerid),
  parent: (commit, _args, context) =>
    commit.parentCommitid === null
      ? null
      : context.loaders.commitByRef.load({ repoid: commit.repoid, ref: commit.parentCommitid }),
  branchName: (commit) => commit.branch,
  pullId: (commit) => commit.pullid,
  yamlState: (commit) => (commit.yaml?.trim() ? null : 'DEFAULT'),
  yamlSource: (commit) => yamlSource(commit),
  totalUploads: async (commit, _args, context) => (await context.loaders.uploadSummary.load(commit.id)).total,
  uploads: async (commit, args, context) =>
    pageOfList(await context.loaders.uploadsByCommit.load(commit.id), args, (upload) => upload.id),
  errors: (commit, { errorType }) => {
    // Bot errors come with a git provider bot; none is configured yet.
    const errors = errorType === 'YAML_ERROR' ? yamlErrors(commit) : [];
    return wholeList(errors);
  },
  coverageStatus: async (commit, _args, context): Promise<CommitStatus | null> =>
    coverageStatusOf(await context.loaders.uploadSummary.load(commit.id)),
  latestUploadError: async (commit, _args, context) => {
    const error = (await context.loaders.uploadSummary.load(commit.id)).latestError;
    return error && { errorCode: uploadErrorCode(error.code), errorMessage: error.message };
  },
  coverageAnalytics: (commit) => commit,
  pathContents: (commit, args, context) => pathContents(commit, args, context),
  deprecatedPathContents: async (commit, { path, filters, ...page }, context) => {
    const contents = await pathContents(commit, { path, filters }, context);
    if (contents.__typename !== 'PathContents') return contents;
    const entries = contents.results.map((entry, index) => ({ entry, index }));
    const connection = pageOfList(entries, page, (item) => item.index);
    return {
      __typename: 'PathContentConnection' as const,
      ...connection,
      edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: edge.node.entry })),
    };
  },
};

export const CommitCoverageAnalytics: CommitCoverageAnalyticsResolvers<GraphQLContext> = {
  totals: (commit) => coverageTotals(commit.totals),
  flagNames: (commit, _args, context) => listedFlagsOf(commit, context),
  unmatchedPaths: (commit, _args, context) => unmatchedPathsOf(commit, context),
  components: async (commit, { filters }, context) => {
    const wanted = filters?.components?.length ? new Set(filters.components) : null;
    // `totals` is a function: resolved (and the files read) only when the query asks for it.
    return (await commitComponents(commit, wanted, context)) as unknown as ResolversTypes['Component'][];
  },
  coverageFile: (commit, args, context) => coverageFile(commit, args, context),
};
