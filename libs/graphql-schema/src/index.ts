export { typeDefs } from './generated/schema-sdl';
export type * from './generated/resolvers';

/*
 * Parent types of the generated resolver types. The server completes them by declaration merging, e.g.
 *   declare module '@canopy/graphql-schema' { interface OwnerModel extends OwnerRecord {} }
 * so this library states only what the schema itself relies on and never imports server code.
 */

/** The context every resolver receives. */
export interface GraphQLContextModel {
  /** Long provider name from the URL (`github`, …), or null for `/graphql/`. */
  service: string | null;
}

/** An owner (user or organisation) as the server loads it. */
export interface OwnerModel {
  ownerid: number;
}

/** A repository as the server loads it. */
export interface RepositoryModel {
  repoid: number;
}

/** The signed-in viewer: the current owner, after impersonation. */
export interface MeModel {
  owner: OwnerModel;
}

/** Installation settings; the server resolves each field lazily. */
export interface ConfigModel {
  service: string | null;
}
