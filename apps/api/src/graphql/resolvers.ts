import { typeDefs } from '@canopy/graphql-schema';
import type { Resolvers } from './generated/resolvers';
import { AREAS } from '../modules/areas';
import { sealRepositoryData } from '../modules/repositories';
import type { GraphQLContext } from './context';
import { DateTime } from './scalars';

type FieldMap = Record<string, unknown>;

/**
 * The resolver maps of every area merged type by type: each area resolves the fields its SDL file adds, so a
 * field resolved by two areas is a mistake and stops the start.
 */
export function mergeResolvers(maps: readonly Resolvers<GraphQLContext>[]): Resolvers<GraphQLContext> {
  const merged: Record<string, FieldMap> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map as Record<string, FieldMap>)) {
      const into = (merged[type] ??= {});
      for (const [field, resolve] of Object.entries(fields)) {
        if (field in into) throw new Error(`${type}.${field} is resolved by two areas`);
        into[field] = resolve;
      }
    }
  }
  return merged as Resolvers<GraphQLContext>;
}

/** Every area's fields, with a repository's data sealed for members without a seat (modules/repositories). */
export const resolvers: Resolvers<GraphQLContext> = {
  DateTime,
  ...sealRepositoryData(
    mergeResolvers(AREAS.flatMap((area) => (area.resolvers ? [area.resolvers] : []))),
    typeDefs,
  ),
};
