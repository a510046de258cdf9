import { type DocumentNode, Kind, parse } from 'graphql';
import type { RepositoryRecord } from '../../db/schema';
import { type GraphQLContext, viewerOwner } from '../../graphql/context';
import { holdsSeat } from '../owners';

/**
 * Fields of a repository that lists show to every viewer who may read it, seat or not (spec §4: only the
 * repository's pages need activation). Every other field, today's and those added later, carries repository
 * data: for a private repository of an org it answers null to a viewer without a seat, as `Owner.repository`
 * answers OwnerNotActivatedError.
 */
const OPEN_FIELDS: ReadonlySet<string> = new Set([
  'repoid',
  'name',
  'displayName',
  'isDemo',
  'private',
  'active',
  'activated',
  'author',
  'bot',
  'defaultBranch',
  'latestCommitAt',
  'oldestCommitAt',
  'updatedAt',
  'primaryLanguage',
  'languages',
  'coverageEnabled',
  'bundleAnalysisEnabled',
  'testAnalyticsEnabled',
  'isGithubRateLimited',
  // About the viewer, not the repository's data.
  'hasRepoAccess',
  'isFirstPullRequest',
  'repositoryConfig',
]);

/** Answers of sealed fields the schema does not let be null. */
const SEALED_ANSWERS: Readonly<Record<string, unknown>> = {
  compare: { __typename: 'MissingComparison', message: 'You must be activated in the org' },
};

const seats = new WeakMap<GraphQLContext, Map<number, Promise<boolean>>>();

function seatsOf(context: GraphQLContext): Map<number, Promise<boolean>> {
  let known = seats.get(context);
  if (!known) seats.set(context, (known = new Map()));
  return known;
}

/** The viewer holds a seat in this organisation for the rest of the request (it was just given). */
export function noteSeat(context: GraphQLContext, ownerid: number): void {
  seatsOf(context).set(ownerid, Promise.resolve(true));
}

/** The viewer may see this repository's data: it is public or personal, or the viewer holds a seat in its org. */
function seated(repo: RepositoryRecord, context: GraphQLContext): Promise<boolean> {
  if (!repo.private) return Promise.resolve(true);
  const known = seatsOf(context);
  let answer = known.get(repo.ownerid);
  if (!answer) {
    answer = context.loaders.ownerById
      .load(repo.ownerid)
      .then((owner) =>
        owner ? !owner.isOrg || holdsSeat(context.db, context.settings, viewerOwner(context), owner) : false,
      );
    known.set(repo.ownerid, answer);
  }
  return answer;
}

/** The field names of `Repository` across the schema's files (its type and every extension). */
function repositoryFields(typeDefs: string | DocumentNode): string[] {
  const document = typeof typeDefs === 'string' ? parse(typeDefs) : typeDefs;
  return document.definitions.flatMap((definition) =>
    (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
    definition.name.value === 'Repository'
      ? (definition.fields ?? []).map((field) => field.name.value)
      : [],
  );
}

type Resolve = (parent: RepositoryRecord, args: unknown, context: GraphQLContext, info: unknown) => unknown;

/** The resolver maps with every non-open `Repository` field sealed for viewers without a seat. */
export function sealRepositoryData<T extends object>(resolvers: T, typeDefs: string | DocumentNode): T {
  const map = resolvers as Record<string, Record<string, unknown>>;
  const fields: Record<string, unknown> = { ...map.Repository };
  for (const name of repositoryFields(typeDefs)) {
    if (OPEN_FIELDS.has(name)) continue;
    const resolve = fields[name] as Resolve | undefined;
    const sealed = SEALED_ANSWERS[name] ?? null;
    fields[name] = async (
      parent: RepositoryRecord,
      args: unknown,
      context: GraphQLContext,
      info: unknown,
    ) => {
      if (!(await seated(parent, context))) return sealed;
      return resolve
        ? resolve(parent, args, context, info)
        : (parent as unknown as Record<string, unknown>)[name];
    };
  }
  return { ...map, Repository: fields } as T;
}
