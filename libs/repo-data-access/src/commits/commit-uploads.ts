import { gql } from '@urql/core';
import * as v from 'valibot';
import {
  NotFoundError,
  edgesSchema,
  graphqlQueryDefinition,
  nodesOf,
  ownerRepositorySchema,
  repositoryOf,
  useGraphqlQuery,
} from '@canopy/api-client';
import type { CommitArgs } from './commit-page-data';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { CommitUploadsQuery } from '../generated/operations';

export const uploadStates = ['STARTED', 'UPLOADED', 'PROCESSED', 'ERROR', 'COMPLETE', 'MERGED'] as const;
export type UploadState = (typeof uploadStates)[number];
export const uploadTypes = ['UPLOADED', 'CARRIEDFORWARD'] as const;
export type UploadType = (typeof uploadTypes)[number];

export const CommitUploadsDocument = gql`
  query CommitUploads($owner: String!, $repo: String!, $commitid: String!) {
    owner(username: $owner) {
      ownerid
      username
      repository(name: $repo) {
        __typename
        ... on Repository {
          repoid
          commit(id: $commitid) {
            commitid
            uploads {
              totalCount
              edges {
                node {
                  id
                  name
                  state
                  uploadType
                  provider
                  ciUrl
                  jobCode
                  buildCode
                  flags
                  createdAt
                  updatedAt
                  downloadUrl
                  unmatchedPaths
                  unmatchedCount
                  carriedForwardFrom
                  carriedForwardDepth
                  carriedForwardMessage
                  errors {
                    edges {
                      node {
                        errorCode
                        errorMessage
                      }
                    }
                  }
                }
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

const UploadNodeSchema = v.object({
  id: v.nullish(v.number()),
  name: v.nullish(v.string()),
  state: v.picklist(uploadStates),
  uploadType: v.picklist(uploadTypes),
  provider: v.nullish(v.string()),
  ciUrl: v.nullish(v.string()),
  jobCode: v.nullish(v.string()),
  buildCode: v.nullish(v.string()),
  flags: v.nullish(v.array(v.nullable(v.string()))),
  createdAt: v.string(),
  updatedAt: v.string(),
  downloadUrl: v.string(),
  unmatchedPaths: v.array(v.string()),
  unmatchedCount: v.number(),
  carriedForwardFrom: v.nullish(v.string()),
  carriedForwardDepth: v.nullish(v.number()),
  carriedForwardMessage: v.nullish(v.string()),
  errors: v.nullish(
    v.object({
      edges: edgesSchema(v.object({ errorCode: v.nullish(v.string()), errorMessage: v.nullish(v.string()) })),
    }),
  ),
});

export const CommitUploadsSchema = ownerRepositorySchema({
  commit: v.nullish(
    v.object({
      commitid: v.string(),
      uploads: v.nullish(v.object({ totalCount: v.number(), edges: edgesSchema(UploadNodeSchema) })),
    }),
  ),
});

export interface UploadError {
  /** An `UploadErrorEnum` value (REPORT_EMPTY, FILE_NOT_IN_STORAGE …); null when the server gave none. */
  errorCode: string | null;
  errorMessage: string | null;
}

export interface Upload {
  /** The session number within the commit; null until processed. */
  id: number | null;
  name: string | null;
  state: UploadState;
  uploadType: UploadType;
  /** The CI service; null when the uploader did not say. */
  provider: string | null;
  ciUrl: string | null;
  jobCode: string | null;
  buildCode: string | null;
  flags: string[];
  createdAt: string;
  updatedAt: string;
  downloadUrl: string;
  unmatchedPaths: string[];
  unmatchedCount: number;
  carriedForwardFrom: string | null;
  carriedForwardDepth: number | null;
  carriedForwardMessage: string | null;
  errors: UploadError[];
}

/** Every upload of a commit (all of them: the server pages only when asked). */
export const commitUploadsQuery = ({ provider, owner, repo, commitid }: CommitArgs) =>
  graphqlQueryDefinition({
    document: CommitUploadsDocument,
    variables: { owner, repo, commitid },
    provider,
    schema: CommitUploadsSchema,
    select: (data): Upload[] => {
      const { commit } = repositoryOf(data);
      if (!commit) throw new NotFoundError();
      return nodesOf(commit.uploads?.edges ?? []).map((upload) => ({
        id: upload.id ?? null,
        name: upload.name ?? null,
        state: upload.state,
        uploadType: upload.uploadType,
        provider: upload.provider || null,
        ciUrl: upload.ciUrl || null,
        jobCode: upload.jobCode ?? null,
        buildCode: upload.buildCode ?? null,
        flags: (upload.flags ?? []).filter((flag): flag is string => Boolean(flag)),
        createdAt: upload.createdAt,
        updatedAt: upload.updatedAt,
        downloadUrl: upload.downloadUrl,
        unmatchedPaths: upload.unmatchedPaths,
        unmatchedCount: upload.unmatchedCount,
        carriedForwardFrom: upload.carriedForwardFrom ?? null,
        carriedForwardDepth: upload.carriedForwardDepth ?? null,
        carriedForwardMessage: upload.carriedForwardMessage ?? null,
        errors: nodesOf(upload.errors?.edges ?? []).map((error) => ({
          errorCode: error.errorCode ?? null,
          errorMessage: error.errorMessage ?? null,
        })),
      }));
    },
  });

export const useCommitUploads = (args: CommitArgs) => useGraphqlQuery(commitUploadsQuery(args));

// The generated answer types pass these schemas: a document/schema drift fails typecheck.
type _CommitUploadsAnswer = AcceptsAnswer<typeof CommitUploadsSchema, CommitUploadsQuery>;
