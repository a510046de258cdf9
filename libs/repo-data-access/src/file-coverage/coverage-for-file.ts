import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  CoverageTotalsSchema,
  graphqlQueryDefinition,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
} from '@canopy/api-client';
import type { CoverageSourceArgs } from '../coverage/coverage-source';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { CoverageForFileQuery } from '../generated/operations';

export const CoverageForFileDocument = gql`
  query CoverageForFile(
    $owner: String!
    $repo: String!
    $path: String!
    $flags: [String]
    $components: [String]
    $branch: String!
    $commit: String!
    $pullId: Int!
    $withBranch: Boolean!
    $withCommit: Boolean!
    $withPull: Boolean!
  ) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          branch(name: $branch) @include(if: $withBranch) {
            name
            head {
              ...CoverageForFileCommit
            }
          }
          commit(id: $commit) @include(if: $withCommit) {
            ...CoverageForFileCommit
          }
          pull(id: $pullId) @include(if: $withPull) {
            pullId
            head {
              ...CoverageForFileCommit
            }
          }
        }
        ... on NotFoundError {
          message
        }
        ... on OwnerNotActivatedError {
          message
        }
      }
    }
  }

  fragment CoverageForFileCommit on Commit {
    commitid
    coverageAnalytics {
      flagNames
      components {
        id
        name
      }
      coverageFile(path: $path, flags: $flags, components: $components) {
        content
        hashedPath
        coverage {
          line
          coverage
        }
        hitCounts {
          line
          hitCount
          hitUploadIds
          branches
        }
        totals {
          percentCovered
          lineCount
          hitsCount
          missesCount
          partialsCount
        }
      }
    }
  }
`;

const CoverageLineSchema = v.picklist(['H', 'M', 'P']);

const CommitFileSchema = v.object({
  commitid: v.string(),
  coverageAnalytics: v.nullish(
    v.object({
      flagNames: v.nullish(v.array(v.nullish(v.string()))),
      components: v.array(v.object({ id: v.string(), name: v.string() })),
      coverageFile: v.nullish(
        v.object({
          content: v.nullish(v.string()),
          hashedPath: v.string(),
          coverage: v.array(v.object({ line: v.number(), coverage: CoverageLineSchema })),
          hitCounts: v.array(
            v.object({
              line: v.number(),
              hitCount: v.number(),
              hitUploadIds: v.array(v.number()),
              branches: v.nullish(v.string()),
            }),
          ),
          totals: v.nullish(CoverageTotalsSchema),
        }),
      ),
    }),
  ),
});

export const CoverageForFileSchema = ownerRepositorySchema({
  branch: v.nullish(v.object({ name: v.string(), head: v.nullish(CommitFileSchema) })),
  commit: v.nullish(CommitFileSchema),
  pull: v.nullish(v.object({ pullId: v.number(), head: v.nullish(CommitFileSchema) })),
});

/** H covered, M missed, P partially covered. */
export type CoverageMark = v.InferOutput<typeof CoverageLineSchema>;
export type CoverageTotals = v.InferOutput<typeof CoverageTotalsSchema>;

export interface FileLineCoverage {
  line: number;
  coverage: CoverageMark;
  /** How many uploads hit the line; null when the report does not say. */
  hitCount: number | null;
  hitUploadIds: number[];
  /** Covered / total branches on a branch line ("1/2"); null for plain lines. */
  branches: string | null;
}

export interface FileCoverage {
  /** The source at the commit; null when neither the git provider nor a mirror has it. */
  content: string | null;
  hashedPath: string;
  /** Lines with coverage, in line order. */
  lines: FileLineCoverage[];
  totals: CoverageTotals | null;
}

export interface CoverageForFileResult {
  /**
   * What the source resolved to (a branch name that is not a branch but a commit SHA resolves to 'commit');
   * null when the branch, commit or pull request is unknown.
   */
  resolvedAs: 'branch' | 'commit' | 'pull' | null;
  /** The commit read: the branch's or pull request's head, or the commit itself; null when unknown. */
  commitid: string | null;
  /** The commit has processed coverage (totals may still be missing for an empty report). */
  hasReport: boolean;
  /** Flags of the commit's uploads. */
  flagNames: string[];
  /** Components of the commit's configuration. */
  components: { id: string; name: string }[];
  /** The file in the report; null when the report has no such file (or there is no report). */
  file: FileCoverage | null;
}

export interface CoverageForFileArgs {
  provider: string;
  owner: string;
  repo: string;
  /**
   * The head of a branch, one commit or the head of a pull request. A branch name that looks like a SHA
   * (7 to 40 hex characters) is looked up as a commit when no branch has that name, so `blob/:ref` links work
   * for both.
   */
  source: CoverageSourceArgs;
  path: string;
  /** Only the coverage of these flags' uploads; empty means all. */
  flags?: readonly string[];
  /** Only the coverage of these components; empty means all. */
  components?: readonly string[];
}

const SHA_LIKE = /^[0-9a-f]{7,40}$/i;

function toFileCoverage(
  file: NonNullable<NonNullable<v.InferOutput<typeof CommitFileSchema>['coverageAnalytics']>['coverageFile']>,
): FileCoverage {
  const hits = new Map(file.hitCounts.map((entry) => [entry.line, entry]));
  const lines = file.coverage
    .map(({ line, coverage }) => {
      const hit = hits.get(line);
      return {
        line,
        coverage,
        hitCount: hit?.hitCount ?? null,
        hitUploadIds: hit?.hitUploadIds ?? [],
        branches: hit?.branches ?? null,
      };
    })
    .sort((a, b) => a.line - b.line);
  return { content: file.content ?? null, hashedPath: file.hashedPath, lines, totals: file.totals ?? null };
}

function toResult(
  resolvedAs: CoverageForFileResult['resolvedAs'],
  commit: v.InferOutput<typeof CommitFileSchema> | null | undefined,
): CoverageForFileResult {
  if (!commit) {
    return { resolvedAs, commitid: null, hasReport: false, flagNames: [], components: [], file: null };
  }
  const analytics = commit.coverageAnalytics;
  return {
    resolvedAs,
    commitid: commit.commitid,
    hasReport: !!analytics,
    flagNames: (analytics?.flagNames ?? []).filter((name): name is string => !!name),
    components: analytics?.components ?? [],
    file: analytics?.coverageFile ? toFileCoverage(analytics.coverageFile) : null,
  };
}

/**
 * One file's line coverage at a branch head, a commit or a pull request head (`CoverageForFile`), with the
 * flags and components offered there. A missing owner or repository rejects with `NotFoundError`, an owner
 * that is not activated with `OwnerNotActivatedError`; an unknown branch, commit or pull request is
 * `resolvedAs: null`, and a file outside the report is `file: null`, for the page to explain.
 */
export const coverageForFileQuery = ({
  provider,
  owner,
  repo,
  source,
  path,
  flags = [],
  components = [],
}: CoverageForFileArgs) => {
  const withBranch = source.kind === 'branch';
  const commitRef =
    source.kind === 'commit' ? source.commitid : source.kind === 'branch' ? source.branch : '';
  return graphqlQueryDefinition({
    document: CoverageForFileDocument,
    variables: {
      owner,
      repo,
      path,
      flags: flags.length > 0 ? [...flags] : null,
      components: components.length > 0 ? [...components] : null,
      branch: source.kind === 'branch' ? source.branch : '',
      commit: commitRef,
      pullId: source.kind === 'pull' ? source.pullId : 0,
      withBranch,
      withCommit: source.kind === 'commit' || (withBranch && SHA_LIKE.test(source.branch)),
      withPull: source.kind === 'pull',
    },
    provider,
    schema: CoverageForFileSchema,
    select: (data): CoverageForFileResult => {
      const repository = repositoryOf(data);
      if (source.kind === 'pull') {
        return toResult(repository.pull ? 'pull' : null, repository.pull?.head);
      }
      if (repository.branch) return toResult('branch', repository.branch.head);
      if (repository.commit) return toResult('commit', repository.commit);
      return toResult(null, null);
    },
  });
};

export const useCoverageForFile = (args: CoverageForFileArgs) => useGraphqlQuery(coverageForFileQuery(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _CoverageForFileAnswer = AcceptsAnswer<typeof CoverageForFileSchema, CoverageForFileQuery>;
