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
import type { RepoYamlQuery } from '../generated/operations';

export const RepoYamlDocument = gql`
  query RepoYaml($owner: String!, $repo: String!) {
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
          bot {
            ownerid
            username
          }
          yamlInForce {
            yaml
            commitid
            layers {
              kind
              yaml
              path
              commitid
              inForce
              errors
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

const YamlLayerSchema = v.object({
  kind: v.picklist(['DEFAULT', 'OWNER', 'REPOSITORY', 'REPOSITORY_FILE', 'UPLOAD']),
  yaml: v.nullish(v.string()),
  path: v.nullish(v.string()),
  commitid: v.nullish(v.string()),
  inForce: v.boolean(),
  errors: v.array(v.string()),
});

export const RepoYamlSchema = ownerRepositorySchema(
  {
    defaultBranch: v.nullish(v.string()),
    bot: v.nullish(v.object({ ownerid: v.nullish(v.number()), username: v.nullish(v.string()) })),
    yamlInForce: v.nullish(
      v.object({ yaml: v.string(), commitid: v.nullish(v.string()), layers: v.array(YamlLayerSchema) }),
    ),
  },
  { isAdmin: v.nullish(v.boolean()), yaml: v.nullish(v.string()) },
);

export type YamlLayerKind = v.InferOutput<typeof YamlLayerSchema>['kind'];

/** One layer of the yaml in force, from the most general (the install default) to the most specific. */
export interface YamlLayer {
  kind: YamlLayerKind;
  /** Null for the owner's yaml when the viewer is not a member of the owner. */
  yaml: string | null;
  /** The file's path in the repository (REPOSITORY_FILE). */
  path: string | null;
  /** The commit the file was read at or sent with. */
  commitid: string | null;
  /** False for the repository's settings when the commit's own codecov.yml replaces them. */
  inForce: boolean;
  errors: string[];
}

export interface RepoYaml {
  /** The merged yaml in force on the default branch; null when the server could not say. */
  effective: { yaml: string; commitid: string | null; layers: YamlLayer[] } | null;
  defaultBranch: string | null;
  bot: string | null;
  ownerYaml: string | null;
  isAdmin: boolean;
}

/** The repository's yaml in force (its default branch's newest commit), its layers and the owner's, for `config/yaml`. */
export const repoYamlQuery = (args: { provider: string; owner: string; repo: string }) =>
  graphqlQueryDefinition({
    document: RepoYamlDocument,
    variables: { owner: args.owner, repo: args.repo },
    provider: args.provider,
    schema: RepoYamlSchema,
    select: (data): RepoYaml => {
      if (!data.owner) throw new NotFoundError();
      const repository = repositoryOf(data);
      const inForce = repository.yamlInForce;
      return {
        effective: inForce
          ? {
              yaml: inForce.yaml,
              commitid: inForce.commitid ?? null,
              layers: inForce.layers.map((layer) => ({
                kind: layer.kind,
                yaml: layer.yaml ?? null,
                path: layer.path ?? null,
                commitid: layer.commitid ?? null,
                inForce: layer.inForce,
                errors: layer.errors,
              })),
            }
          : null,
        defaultBranch: repository.defaultBranch ?? null,
        bot: repository.bot?.username ?? null,
        ownerYaml: data.owner.yaml ?? null,
        isAdmin: data.owner.isAdmin ?? false,
      };
    },
  });

export const useRepoYaml = (args: Parameters<typeof repoYamlQuery>[0]) =>
  useGraphqlQuery(repoYamlQuery(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _RepoYamlAnswer = AcceptsAnswer<typeof RepoYamlSchema, RepoYamlQuery>;
