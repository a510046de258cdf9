import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  NotFoundError,
  graphqlQueryDefinition,
  type GraphqlQueryOptions,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
} from '@canopy/api-client';
import { AuthorSchema, pullStates, type PullState } from './pull-schemas';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { PullHeadDataQuery } from '../generated/operations';

export const PullHeadDataDocument = gql`
  query PullHeadData($owner: String!, $repo: String!, $pullId: Int!) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          defaultBranch
          pull(id: $pullId) {
            pullId
            title
            state
            updatestamp
            authorUsername
            author {
              ownerid
              username
              avatarUrl
            }
            baseBranch
            headBranch
            head {
              commitid
              ciPassed
              branchName
              coverageStatus
            }
            comparedTo {
              commitid
            }
            trueBase {
              commitid
            }
            behindBy
            behindByCommit
            firstPull
            commits {
              totalCount
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
`;

const PullHeadSchema = v.object({
  pullId: v.number(),
  title: v.nullish(v.string()),
  state: v.picklist(pullStates),
  updatestamp: v.nullish(v.string()),
  authorUsername: v.nullish(v.string()),
  author: v.nullish(AuthorSchema),
  baseBranch: v.nullish(v.string()),
  headBranch: v.nullish(v.string()),
  head: v.nullish(
    v.object({
      commitid: v.string(),
      ciPassed: v.nullish(v.boolean()),
      branchName: v.nullish(v.string()),
      coverageStatus: v.nullish(v.picklist(['COMPLETED', 'PENDING', 'ERROR'])),
    }),
  ),
  comparedTo: v.nullish(v.object({ commitid: v.string() })),
  trueBase: v.nullish(v.object({ commitid: v.string() })),
  behindBy: v.nullish(v.number()),
  behindByCommit: v.nullish(v.string()),
  firstPull: v.boolean(),
  commits: v.nullish(v.object({ totalCount: v.number() })),
});

export const PullHeadDataSchema = ownerRepositorySchema({
  defaultBranch: v.nullish(v.string()),
  pull: v.nullish(PullHeadSchema),
});

/** What the pull request page header and its base notes need. */
export interface PullHead {
  pullId: number;
  title: string | null;
  state: PullState;
  updatedAt: string | null;
  authorName: string | null;
  authorAvatarUrl: string | null;
  /** The branch the pull merges into (the default branch when nobody said). */
  baseBranch: string | null;
  headBranch: string | null;
  head: {
    commitid: string;
    ciPassed: boolean | null;
    coverageStatus: 'COMPLETED' | 'PENDING' | 'ERROR' | null;
  } | null;
  /** The base commit the automatic comparison uses. */
  comparedToCommitid: string | null;
  /** The merge base of head and target branch, when known. */
  trueBaseCommitid: string | null;
  /** How many commits of the target branch are newer than the base compared to. */
  behindBy: number | null;
  /** The target branch's head when the base is behind it. */
  behindByCommit: string | null;
  /** The repository's first pull request, without a base. */
  isFirstPullRequest: boolean;
  /** The pull's commits that Canopy knows. */
  commitCount: number;
}

export interface PullArgs {
  provider: string;
  owner: string;
  repo: string;
  pullId: number;
}

/**
 * The pull request itself (PullHeadData): title, state, author, branches, head and the automatic base.
 * An unknown pull, owner or repository rejects with `NotFoundError`.
 */
export const pullHeadQuery = ({ provider, owner, repo, pullId }: PullArgs) =>
  graphqlQueryDefinition({
    document: PullHeadDataDocument,
    variables: { owner, repo, pullId },
    provider,
    schema: PullHeadDataSchema,
    select: (data): PullHead => {
      const repository = repositoryOf(data);
      const pull = repository.pull;
      if (!pull) throw new NotFoundError(`Pull request #${pullId} was not found`);
      return {
        pullId: pull.pullId,
        title: pull.title ?? null,
        state: pull.state,
        updatedAt: pull.updatestamp ?? null,
        authorName: pull.author?.username ?? pull.authorUsername ?? null,
        authorAvatarUrl: pull.author?.avatarUrl ?? null,
        baseBranch: pull.baseBranch ?? repository.defaultBranch ?? null,
        headBranch: pull.headBranch ?? pull.head?.branchName ?? null,
        head: pull.head
          ? {
              commitid: pull.head.commitid,
              ciPassed: pull.head.ciPassed ?? null,
              coverageStatus: pull.head.coverageStatus ?? null,
            }
          : null,
        comparedToCommitid: pull.comparedTo?.commitid ?? null,
        trueBaseCommitid: pull.trueBase?.commitid ?? null,
        behindBy: pull.behindBy ?? null,
        behindByCommit: pull.behindByCommit ?? null,
        isFirstPullRequest: pull.firstPull,
        commitCount: pull.commits?.totalCount ?? 0,
      };
    },
  });

export const usePullHead = (args: PullArgs, options?: GraphqlQueryOptions<PullHead>) =>
  useGraphqlQuery(pullHeadQuery(args), options);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _PullHeadDataAnswer = AcceptsAnswer<typeof PullHeadDataSchema, PullHeadDataQuery>;
