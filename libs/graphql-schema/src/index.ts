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

/** A branch as the server loads it. */
export interface BranchModel {
  repoid: number;
  branch: string;
  head: string;
}

/** A commit as the server loads it; also the parent of its coverage analytics. */
export interface CommitModel {
  id: number;
  repoid: number;
  commitid: string;
}

/** An upload (one session of a commit's report) as the server loads it. */
export interface UploadModel {
  id: number;
  commitId: number;
}

/** The entries of a commit's path contents; the server adds how it carries them. */
export interface PathContentsModel {
  commit: CommitModel;
}

/** A pull request as the server loads it. */
export interface PullModel {
  repoid: number;
  pullid: number;
}

/** Two commits being compared; the server computes the figures lazily. */
export interface ComparisonModel {
  repoid: number;
}

/** One file of a comparison. */
export interface ImpactedFileModel {
  comparison: ComparisonModel;
}

/** A hunk of a file's diff view, with what the server needs to answer its lines. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SegmentComparisonModel {}

/** One line of a diff view. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LineComparisonModel {}

/** A flag of a repository. */
export interface FlagModel {
  name: string;
}

/** One file of a commit's report. */
export interface FileModel {
  path: string;
}
