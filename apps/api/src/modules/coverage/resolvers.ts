import type { Resolvers } from '../../graphql/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { Branch } from './branch-resolvers';
import { listBranches } from './branch-store';
import { Commit, CommitCoverageAnalytics } from './commit-resolvers';
import { Component } from './component-totals';
import { listCommits } from './commit-store';
import { File } from './coverage-file-resolvers';
import { PathContents } from './path-contents-resolvers';
import { Upload } from './upload-resolvers';

/** The coverage area of the schema (libs/graphql-schema/src/schema/coverage.graphql). */
export const resolvers: Resolvers<GraphQLContext> = {
  Repository: {
    branch: (repo, { name }, context) => context.loaders.branchByName.load({ repoid: repo.repoid, name }),
    branches: (repo, { filters, ...page }, context) => listBranches(context.db, repo, filters, page),
    commit: (repo, { id }, context) => context.loaders.commitByRef.load({ repoid: repo.repoid, ref: id }),
    commits: (repo, { filters, ...page }, context) => listCommits(context.db, repo.repoid, filters, page),
  },
  Branch,
  Commit,
  CommitCoverageAnalytics,
  Upload,
  PathContents,
  File,
  Component,
};
