import type { PathContentsResolvers } from '../../graphql/generated/resolvers';
import { unmatchedPathsOf } from './commit-uploads';
import type { GraphQLContext } from '../../graphql/context';

export const PathContents: PathContentsResolvers<GraphQLContext> = {
  results: (contents) => contents.results,
  unmatchedPaths: (contents, _args, context) => unmatchedPathsOf(contents.commit, context),
};
