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
import type { CommitYamlQuery } from '../generated/operations';

export const CommitYamlDocument = gql`
  query CommitYaml($owner: String!, $repo: String!, $commitid: String!) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          commit(id: $commitid) {
            commitid
            yaml
            yamlState
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

export const CommitYamlSchema = ownerRepositorySchema({
  commit: v.nullish(
    v.object({ commitid: v.string(), yaml: v.nullish(v.string()), yamlState: v.nullish(v.string()) }),
  ),
});

export interface CommitYaml {
  /** The commit's codecov.yml as uploaded; null when it has none. */
  yaml: string | null;
  /** 'DEFAULT' when the commit has no codecov.yml of its own. */
  yamlState: string | null;
}

/** The commit's codecov.yml, for the read-only YAML dialog. */
export const commitYamlQuery = ({ provider, owner, repo, commitid }: CommitArgs) =>
  graphqlQueryDefinition({
    document: CommitYamlDocument,
    variables: { owner, repo, commitid },
    provider,
    schema: CommitYamlSchema,
    select: (data): CommitYaml => {
      const { commit } = repositoryOf(data);
      if (!commit) throw new NotFoundError();
      return { yaml: commit.yaml ?? null, yamlState: commit.yamlState ?? null };
    },
  });

export const useCommitYaml = (args: CommitArgs, { enabled = true }: { enabled?: boolean } = {}) =>
  useGraphqlQuery(commitYamlQuery(args), { enabled });

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _CommitYamlAnswer = AcceptsAnswer<typeof CommitYamlSchema, CommitYamlQuery>;
