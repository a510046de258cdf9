import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  graphqlQueryDefinition,
  NotFoundError,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { AiSuggestionQuery } from '../generated/operations';

export const AiSuggestionDocument = gql`
  query AiSuggestion($owner: String!, $repo: String!, $pullId: Int!) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          pull(id: $pullId) {
            pullId
            title
            aiSuggestion {
              id
              status
              commitid
              body
              error
              commentPosted
              createdAt
            }
          }
        }
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const AiSuggestionEntrySchema = v.object({
  id: v.string(),
  status: v.string(),
  commitid: v.nullish(v.string()),
  body: v.nullish(v.string()),
  error: v.nullish(v.string()),
  commentPosted: v.boolean(),
  createdAt: v.string(),
});

export type AiSuggestion = v.InferOutput<typeof AiSuggestionEntrySchema>;

export const AiSuggestionSchema = ownerRepositorySchema(
  {
    pull: v.nullable(
      v.object({
        pullId: v.number(),
        title: v.nullish(v.string()),
        aiSuggestion: v.nullable(AiSuggestionEntrySchema),
      }),
    ),
  },
  { ownerid: v.nullish(v.number()), username: v.nullish(v.string()) },
);

export interface PullSuggestion {
  pullId: number;
  title: string | null;
  suggestion: AiSuggestion | null;
}

/** While the job has not finished, the page asks again this often. */
export const SUGGESTION_POLL_MS = 3000;

/** The latest AI suggestion on a pull; an unknown repository or pull is `NotFoundError`. */
export const aiSuggestionQuery = (params: {
  provider: string;
  owner: string;
  repo: string;
  pullId: number;
}) =>
  graphqlQueryDefinition({
    document: AiSuggestionDocument,
    variables: { owner: params.owner, repo: params.repo, pullId: params.pullId },
    provider: params.provider,
    schema: AiSuggestionSchema,
    select: (data): PullSuggestion => {
      const { pull } = repositoryOf(data);
      if (!pull) throw new NotFoundError();
      return { pullId: pull.pullId, title: pull.title ?? null, suggestion: pull.aiSuggestion };
    },
  });

/** Polls while the suggestion is pending. */
export const useAiSuggestion = (
  params: { provider: string; owner: string; repo: string; pullId: number },
  { enabled = true }: { enabled?: boolean } = {},
) =>
  useGraphqlQuery(aiSuggestionQuery(params), {
    enabled,
    refetchInterval: (data) => (data?.suggestion?.status === 'pending' ? SUGGESTION_POLL_MS : false),
  });

// The generated answer type passes this schema: a document/schema drift fails typecheck.
type _AiSuggestionAnswer = AcceptsAnswer<typeof AiSuggestionSchema, AiSuggestionQuery>;
