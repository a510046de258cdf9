import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  NotFoundError,
  graphqlQueryDefinition,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
} from '@canopy/api-client';
import type { CommitArgs } from './commit-page-data';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { CommitNotificationsQuery } from '../generated/operations';

export const CommitNotificationsDocument = gql`
  query CommitNotifications($owner: String!, $repo: String!, $commitid: String!) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          commit(id: $commitid) {
            commitid
            notifications {
              name
              outcome
              kind
              state
              description
              url
              error
              postedAt
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

const NotificationSchema = v.object({
  name: v.string(),
  outcome: v.picklist(['POSTED', 'FAILED', 'SKIPPED']),
  kind: v.nullish(v.picklist(['STATUS', 'CHECK_RUN', 'COMMENT', 'UPLOAD_ERROR_COMMENT'])),
  state: v.nullish(v.string()),
  description: v.nullish(v.string()),
  url: v.nullish(v.string()),
  error: v.nullish(v.string()),
  postedAt: v.nullish(v.string()),
});

export const CommitNotificationsSchema = ownerRepositorySchema({
  commit: v.nullish(v.object({ commitid: v.string(), notifications: v.array(NotificationSchema) })),
});

/** One status or the comment, as it went to the git host (or why it did not). */
export interface CommitNotification {
  name: string;
  outcome: 'POSTED' | 'FAILED' | 'SKIPPED';
  /** A commit status, a GitHub check run, the comment, or the comment saying uploads failed; null when unknown. */
  kind: 'STATUS' | 'CHECK_RUN' | 'COMMENT' | 'UPLOAD_ERROR_COMMENT' | null;
  state: string | null;
  description: string | null;
  url: string | null;
  error: string | null;
  postedAt: string | null;
}

/** What was posted to the git host for the commit: its statuses and the pull request comment. */
export const commitNotificationsQuery = ({ provider, owner, repo, commitid }: CommitArgs) =>
  graphqlQueryDefinition({
    document: CommitNotificationsDocument,
    variables: { owner, repo, commitid },
    provider,
    schema: CommitNotificationsSchema,
    select: (data): CommitNotification[] => {
      const { commit } = repositoryOf(data);
      if (!commit) throw new NotFoundError();
      return commit.notifications.map((row) => ({
        name: row.name,
        outcome: row.outcome,
        kind: row.kind ?? null,
        state: row.state ?? null,
        description: row.description ?? null,
        url: row.url ?? null,
        error: row.error ?? null,
        postedAt: row.postedAt ?? null,
      }));
    },
  });

export const useCommitNotifications = (args: CommitArgs) => useGraphqlQuery(commitNotificationsQuery(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _CommitNotificationsAnswer = AcceptsAnswer<typeof CommitNotificationsSchema, CommitNotificationsQuery>;
