import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  NotFoundError,
  connectionSchema,
  errorMemberSchema,
  graphqlQueryDefinition,
  nodesOf,
  type OwnerRepositoryData,
  ownerRepositorySchema,
  type PageCursor,
  pageCursorOf,
  repositoryOf,
  useGraphqlInfiniteQuery,
} from '@canopy/api-client';
import { type CoverageSourceArgs, type SourceDocuments, sourceVariables } from './coverage-source';
import type { AcceptsAnswer } from '@canopy/api-client';
import type {
  BranchContentsQuery,
  CommitPathContentsQuery,
  PullPathContentsQuery,
} from '../generated/operations';

export const PATH_CONTENTS_PAGE_SIZE = 20;

export const pathContentsOrderings = ['NAME', 'COVERAGE', 'HITS', 'MISSES', 'PARTIALS', 'LINES'] as const;
export type PathContentsOrderingParameter = (typeof pathContentsOrderings)[number];
export type PathContentsDisplayType = 'TREE' | 'LIST';

/** The commit part shared by the three documents: the page of entries under `$path`, or why there is none. */
export const PathContentsExplorerFragment = gql`
  fragment PathContentsExplorer on Commit {
    commitid
    coverageAnalytics {
      totals {
        fileCount
      }
    }
    deprecatedPathContents(path: $path, filters: $filters, first: $first, after: $after) {
      __typename
      ... on PathContentConnection {
        totalCount
        edges {
          node {
            __typename
            name
            path
            hits
            misses
            partials
            lines
            percentCovered
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      ... on MissingHeadReport {
        message
      }
      ... on MissingCoverage {
        message
      }
      ... on UnknownPath {
        message
      }
      ... on UnknownFlags {
        message
      }
    }
  }
`;

export const BranchContentsDocument = gql`
  query BranchContents(
    $owner: String!
    $repo: String!
    $branch: String!
    $path: String
    $filters: PathContentsFilters
    $first: Int
    $after: String
  ) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          branch(name: $branch) {
            name
            head {
              ...PathContentsExplorer
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
  ${PathContentsExplorerFragment}
`;

export const CommitPathContentsDocument = gql`
  query CommitPathContents(
    $owner: String!
    $repo: String!
    $commit: String!
    $path: String
    $filters: PathContentsFilters
    $first: Int
    $after: String
  ) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          commit(id: $commit) {
            ...PathContentsExplorer
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
  ${PathContentsExplorerFragment}
`;

export const PullPathContentsDocument = gql`
  query PullPathContents(
    $owner: String!
    $repo: String!
    $pullId: Int!
    $path: String
    $filters: PathContentsFilters
    $first: Int
    $after: String
  ) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          pull(id: $pullId) {
            pullId
            head {
              ...PathContentsExplorer
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
  ${PathContentsExplorerFragment}
`;

const EntrySchema = v.object({
  __typename: v.picklist(['PathContentDir', 'PathContentFile']),
  name: v.string(),
  path: v.string(),
  hits: v.number(),
  misses: v.number(),
  partials: v.number(),
  lines: v.number(),
  percentCovered: v.number(),
});

const ContentsCommitSchema = v.object({
  commitid: v.string(),
  coverageAnalytics: v.nullish(
    v.object({ totals: v.nullish(v.object({ fileCount: v.nullish(v.number()) })) }),
  ),
  deprecatedPathContents: v.nullish(
    v.variant('__typename', [
      connectionSchema(EntrySchema, {
        __typename: v.literal('PathContentConnection'),
        totalCount: v.number(),
      }),
      errorMemberSchema('MissingHeadReport'),
      errorMemberSchema('MissingCoverage'),
      errorMemberSchema('UnknownPath'),
      errorMemberSchema('UnknownFlags'),
    ]),
  ),
});

export const BranchContentsSchema = ownerRepositorySchema({
  branch: v.nullish(v.object({ name: v.string(), head: v.nullish(ContentsCommitSchema) })),
});
export const CommitPathContentsSchema = ownerRepositorySchema({ commit: v.nullish(ContentsCommitSchema) });
export const PullPathContentsSchema = ownerRepositorySchema({
  pull: v.nullish(v.object({ pullId: v.number(), head: v.nullish(ContentsCommitSchema) })),
});

/** A folder or a file with the totals of its lines (a folder sums the files below it). */
export interface PathContentEntry {
  kind: 'dir' | 'file';
  name: string;
  /** Full path from the repository root. */
  path: string;
  hits: number;
  misses: number;
  partials: number;
  lines: number;
  percentCovered: number;
}

/** Why a source has no entries to list: the server's variants, plus a head commit that is not known. */
export type PathContentsMissingKind =
  'MissingHeadReport' | 'MissingCoverage' | 'UnknownPath' | 'UnknownFlags' | 'MissingHeadCommit';

export type PathContentsPage =
  | {
      kind: 'contents';
      commitid: string;
      entries: PathContentEntry[];
      /** Entries in the whole listing (all pages). */
      totalCount: number;
      /** Files in the head commit's report (all of them, whatever the path and filters). */
      reportFileCount: number | null;
      pageInfo: PageCursor;
    }
  /** Nothing to list, and no page after it. */
  | { kind: PathContentsMissingKind; message: string | null; pageInfo: PageCursor };

export interface PathContentsArgs {
  provider: string;
  owner: string;
  repo: string;
  source: CoverageSourceArgs;
  /** Folder relative to the root; '' is the root. */
  path: string;
  /** @default 'TREE' (a search always lists files) */
  displayType?: PathContentsDisplayType;
  searchValue?: string;
  flags?: readonly string[];
  components?: readonly string[];
  ordering?: { parameter: PathContentsOrderingParameter; direction: 'ASC' | 'DESC' };
}

type ContentsCommit = v.InferOutput<typeof ContentsCommitSchema>;

const LAST_PAGE: PageCursor = { hasNextPage: false, endCursor: null };

function pageOf(commit: ContentsCommit | null | undefined): PathContentsPage {
  if (!commit) return { kind: 'MissingHeadCommit', message: null, pageInfo: LAST_PAGE };
  const result = commit.deprecatedPathContents;
  if (!result) return { kind: 'MissingCoverage', message: null, pageInfo: LAST_PAGE };
  if (result.__typename !== 'PathContentConnection') {
    return { kind: result.__typename, message: result.message ?? null, pageInfo: LAST_PAGE };
  }
  return {
    kind: 'contents',
    commitid: commit.commitid,
    entries: nodesOf(result.edges).map(({ __typename, ...entry }) => ({
      kind: __typename === 'PathContentDir' ? 'dir' : 'file',
      ...entry,
    })),
    totalCount: result.totalCount,
    reportFileCount: commit.coverageAnalytics?.totals?.fileCount ?? null,
    pageInfo: pageCursorOf(result.pageInfo),
  };
}

const documents: SourceDocuments = {
  branch: { document: BranchContentsDocument, schema: BranchContentsSchema },
  commit: { document: CommitPathContentsDocument, schema: CommitPathContentsSchema },
  pull: { document: PullPathContentsDocument, schema: PullPathContentsSchema },
};

/** The page out of a response; a missing branch, commit or pull request is a NotFoundError. */
function pageFor(source: CoverageSourceArgs, data: OwnerRepositoryData): PathContentsPage {
  const repository = repositoryOf(data) as {
    branch?: { head?: ContentsCommit | null } | null;
    commit?: ContentsCommit | null;
    pull?: { head?: ContentsCommit | null } | null;
  };
  switch (source.kind) {
    case 'branch':
      if (!repository.branch) throw new NotFoundError(`No branch named ${source.branch}`);
      return pageOf(repository.branch.head);
    case 'commit':
      if (!repository.commit) throw new NotFoundError(`No commit ${source.commitid}`);
      return pageOf(repository.commit);
    case 'pull':
      if (!repository.pull) throw new NotFoundError(`No pull request ${source.pullId}`);
      return pageOf(repository.pull.head);
  }
}

/** The filters as the API takes them (empty values left out). */
export function pathContentsFilters({
  displayType = 'TREE',
  searchValue,
  flags,
  components,
  ordering,
}: Omit<PathContentsArgs, 'provider' | 'owner' | 'repo' | 'source' | 'path'>) {
  return {
    displayType: searchValue ? 'LIST' : displayType,
    ...(searchValue ? { searchValue } : {}),
    ...(flags?.length ? { flags: [...flags] } : {}),
    ...(components?.length ? { components: [...components] } : {}),
    ...(ordering ? { ordering } : {}),
  };
}

/**
 * The folders and files under `path` of a branch head, a commit or a pull request head, 20 a page
 * (`after` while `hasNextPage`). A page is either the entries or why there are none (no report on the head,
 * no coverage for the path or the filters, unknown flags). A missing owner, repository, branch, commit or
 * pull request rejects with `NotFoundError`; a viewer without a seat with `OwnerNotActivatedError`.
 */
export const pathContentsQuery = ({ provider, owner, repo, source, path, ...rest }: PathContentsArgs) => {
  const { document, schema } = documents[source.kind];
  return graphqlQueryDefinition({
    document,
    variables: {
      owner,
      repo,
      ...sourceVariables(source),
      path,
      filters: pathContentsFilters(rest),
      first: PATH_CONTENTS_PAGE_SIZE,
    },
    provider,
    schema,
    select: (data): PathContentsPage => pageFor(source, data),
  });
};

export const usePathContents = (args: PathContentsArgs) => useGraphqlInfiniteQuery(pathContentsQuery(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _BranchContentsAnswer = AcceptsAnswer<typeof BranchContentsSchema, BranchContentsQuery>;
type _CommitPathContentsAnswer = AcceptsAnswer<typeof CommitPathContentsSchema, CommitPathContentsQuery>;
type _PullPathContentsAnswer = AcceptsAnswer<typeof PullPathContentsSchema, PullPathContentsQuery>;
