import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  graphqlQueryDefinition,
  type OwnerRepositoryData,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
} from '@canopy/api-client';
import { type CoverageSourceArgs, type SourceDocuments, sourceVariables } from './coverage-source';
import type { AcceptsAnswer } from '@canopy/api-client';
import type {
  GetBranchComponentsQuery,
  GetCommitComponentsQuery,
  PullComponentsSelectorQuery,
} from '../generated/operations';

/** What the filters of one commit can offer: its flags and the components of its codecov.yml. */
export const SourceFiltersFragment = gql`
  fragment SourceFilters on Commit {
    commitid
    coverageAnalytics {
      flagNames
      components {
        id
        name
      }
    }
  }
`;

export const GetBranchComponentsDocument = gql`
  query GetBranchComponents($owner: String!, $repo: String!, $branch: String!) {
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
              ...SourceFilters
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
  ${SourceFiltersFragment}
`;

export const GetCommitComponentsDocument = gql`
  query GetCommitComponents($owner: String!, $repo: String!, $commit: String!) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          commit(id: $commit) {
            ...SourceFilters
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
  ${SourceFiltersFragment}
`;

export const PullComponentsSelectorDocument = gql`
  query PullComponentsSelector($owner: String!, $repo: String!, $pullId: Int!) {
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
              ...SourceFilters
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
  ${SourceFiltersFragment}
`;

const FiltersCommitSchema = v.object({
  commitid: v.string(),
  coverageAnalytics: v.nullish(
    v.object({
      flagNames: v.nullish(v.array(v.nullish(v.string()))),
      components: v.array(v.object({ id: v.string(), name: v.string() })),
    }),
  ),
});

export const GetBranchComponentsSchema = ownerRepositorySchema({
  branch: v.nullish(v.object({ name: v.string(), head: v.nullish(FiltersCommitSchema) })),
});
export const GetCommitComponentsSchema = ownerRepositorySchema({ commit: v.nullish(FiltersCommitSchema) });
export const PullComponentsSelectorSchema = ownerRepositorySchema({
  pull: v.nullish(v.object({ pullId: v.number(), head: v.nullish(FiltersCommitSchema) })),
});

export interface SourceComponent {
  id: string;
  name: string;
}

export interface SourceFilterOptions {
  /** Flags of the source's commit (its processed uploads), by name. */
  flagNames: string[];
  /** Components of the commit's codecov.yml. */
  components: SourceComponent[];
}

export interface SourceFilterOptionsArgs {
  provider: string;
  owner: string;
  repo: string;
  source: CoverageSourceArgs;
}

type FiltersCommit = v.InferOutput<typeof FiltersCommitSchema> | null | undefined;
const documents: SourceDocuments = {
  branch: { document: GetBranchComponentsDocument, schema: GetBranchComponentsSchema },
  commit: { document: GetCommitComponentsDocument, schema: GetCommitComponentsSchema },
  pull: { document: PullComponentsSelectorDocument, schema: PullComponentsSelectorSchema },
};

function commitOf(source: CoverageSourceArgs, data: OwnerRepositoryData): FiltersCommit {
  const repository = repositoryOf(data) as {
    branch?: { head?: FiltersCommit } | null;
    commit?: FiltersCommit;
    pull?: { head?: FiltersCommit } | null;
  };
  switch (source.kind) {
    case 'branch':
      return repository.branch?.head;
    case 'commit':
      return repository.commit;
    case 'pull':
      return repository.pull?.head;
  }
}

/**
 * The flags and components a branch head, a commit or a pull request head offers as filters; empty lists
 * when there is no such commit or it has no report yet.
 */
export const sourceFilterOptionsQuery = ({ provider, owner, repo, source }: SourceFilterOptionsArgs) => {
  const { document, schema } = documents[source.kind];
  return graphqlQueryDefinition({
    document,
    variables: { owner, repo, ...sourceVariables(source) },
    provider,
    schema,
    select: (data): SourceFilterOptions => {
      const analytics = commitOf(source, data)?.coverageAnalytics;
      return {
        flagNames: (analytics?.flagNames ?? []).flatMap((name) => (name ? [name] : [])),
        components: analytics?.components ?? [],
      };
    },
  });
};

export const useSourceFilterOptions = (args: SourceFilterOptionsArgs) =>
  useGraphqlQuery(sourceFilterOptionsQuery(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _GetBranchComponentsAnswer = AcceptsAnswer<typeof GetBranchComponentsSchema, GetBranchComponentsQuery>;
type _GetCommitComponentsAnswer = AcceptsAnswer<typeof GetCommitComponentsSchema, GetCommitComponentsQuery>;
type _PullComponentsSelectorAnswer = AcceptsAnswer<
  typeof PullComponentsSelectorSchema,
  PullComponentsSelectorQuery
>;
