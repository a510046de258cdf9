import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  graphqlQueryDefinition,
  MutationErrorSchema,
  NotFoundError,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlMutation,
  useGraphqlQuery,
} from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { RepoYamlQuery, SetYamlOnOwnerMutation } from '../generated/operations';

export const RepoYamlDocument = gql`
  query RepoYaml($owner: String!, $repo: String!, $branch: String!) {
    owner(username: $owner) {
      ownerid
      username
      isAdmin
      yaml
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          defaultBranch
          yaml
          branch(name: $branch) {
            name
            head {
              commitid
              yaml
              yamlSource {
                kind
                path
              }
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

export const RepoYamlSchema = ownerRepositorySchema(
  {
    defaultBranch: v.nullish(v.string()),
    yaml: v.nullish(v.string()),
    branch: v.nullish(
      v.object({
        name: v.string(),
        head: v.nullish(
          v.object({
            commitid: v.string(),
            yaml: v.nullish(v.string()),
            yamlSource: v.nullish(v.object({ kind: v.string(), path: v.nullish(v.string()) })),
          }),
        ),
      }),
    ),
  },
  { isAdmin: v.nullish(v.boolean()), yaml: v.nullish(v.string()) },
);

export interface RepoYaml {
  /** The yaml in force at the default branch's head; null before its first processed upload. */
  effective: { commitid: string; yaml: string | null; source: string | null; path: string | null } | null;
  ownerYaml: string | null;
  isAdmin: boolean;
}

/** The repository's effective yaml (its default branch's head) and the owner's, for `config/yaml`. */
export const repoYamlQuery = (args: { provider: string; owner: string; repo: string; branch: string }) =>
  graphqlQueryDefinition({
    document: RepoYamlDocument,
    variables: { owner: args.owner, repo: args.repo, branch: args.branch },
    provider: args.provider,
    schema: RepoYamlSchema,
    select: (data): RepoYaml => {
      if (!data.owner) throw new NotFoundError();
      const head = repositoryOf(data).branch?.head;
      return {
        effective: head
          ? {
              commitid: head.commitid,
              yaml: head.yaml ?? null,
              source: head.yamlSource?.kind ?? null,
              path: head.yamlSource?.path ?? null,
            }
          : null,
        ownerYaml: data.owner.yaml ?? null,
        isAdmin: data.owner.isAdmin ?? false,
      };
    },
  });

export const useRepoYaml = (args: Parameters<typeof repoYamlQuery>[0]) =>
  useGraphqlQuery(repoYamlQuery(args));

export const SetYamlOnOwnerDocument = gql`
  mutation SetYamlOnOwner($input: SetYamlOnOwnerInput!) {
    setYamlOnOwner(input: $input) {
      owner {
        ownerid
        username
        yaml
      }
      error {
        __typename
        ... on ResolverError {
          message
        }
      }
    }
  }
`;

export const SetYamlOnOwnerSchema = v.object({
  setYamlOnOwner: v.nullable(
    v.object({
      owner: v.nullish(
        v.object({
          ownerid: v.nullish(v.number()),
          username: v.nullish(v.string()),
          yaml: v.nullish(v.string()),
        }),
      ),
      error: MutationErrorSchema,
    }),
  ),
});

/** Saves the owner's yaml (admins); the answered Owner updates every view. A ValidationError is returned. */
export const setYamlOnOwnerMutation = ({
  provider,
  owner,
  yaml,
}: {
  provider: string;
  owner: string;
  yaml: string;
}) => ({
  document: SetYamlOnOwnerDocument,
  variables: { input: { username: owner, yaml } },
  provider,
  schema: SetYamlOnOwnerSchema,
  payload: (data: v.InferOutput<typeof SetYamlOnOwnerSchema>) => data.setYamlOnOwner,
  select: (data: v.InferOutput<typeof SetYamlOnOwnerSchema>) => {
    const error = data.setYamlOnOwner?.error;
    return { error: error ? { __typename: error.__typename, message: error.message ?? null } : null };
  },
});

export const useSetYamlOnOwner = () => useGraphqlMutation(setYamlOnOwnerMutation);

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _RepoYamlAnswer = AcceptsAnswer<typeof RepoYamlSchema, RepoYamlQuery>;
type _SetYamlAnswer = AcceptsAnswer<typeof SetYamlOnOwnerSchema, SetYamlOnOwnerMutation>;
