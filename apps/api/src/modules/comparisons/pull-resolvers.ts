import type { PullRequestState, PullResolvers } from '../../graphql/generated/resolvers';
import { type BaseChoice, selectPullBase, targetBranch } from './base-selection';
import { behindBy } from './target-branch-store';
import { compareWithBase } from './outcomes';
import { isOnlyPull } from './pull-store';
import type { PullRecord, RepositoryRecord } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { commitLookup, listCommits } from '../coverage';

/** What base selection reads: the database and the request's loaders (a GraphQL context, or loaders made for a job). */
export type BaseChoiceReads = Pick<GraphQLContext, 'db' | 'loaders'>;

// Base selection costs a few queries; fields of one pull in one request share it.
const choices = new WeakMap<BaseChoiceReads, Map<number, Promise<BaseChoice>>>();

async function repositoryOf(pull: PullRecord, context: BaseChoiceReads): Promise<RepositoryRecord> {
  const repo = await context.loaders.repositoryById.load(pull.repoid);
  if (!repo) throw new Error(`pull ${pull.id} has no repository`);
  return repo;
}

function headOf(pull: PullRecord, context: BaseChoiceReads) {
  return pull.head ? context.loaders.commitByRef.load({ repoid: pull.repoid, ref: pull.head }) : null;
}

export function baseChoice(pull: PullRecord, context: BaseChoiceReads): Promise<BaseChoice> {
  let byPull = choices.get(context);
  if (!byPull) {
    byPull = new Map();
    choices.set(context, byPull);
  }
  let choice = byPull.get(pull.id);
  if (!choice) {
    choice = (async () =>
      selectPullBase(context.db, await repositoryOf(pull, context), pull, await headOf(pull, context)))();
    byPull.set(pull.id, choice);
  }
  return choice;
}

export const Pull: PullResolvers<GraphQLContext> = {
  pullId: (pull) => pull.pullid,
  state: (pull) => pull.state.toUpperCase() as PullRequestState,
  author: (pull, _args, context) =>
    pull.authorUsername ? context.loaders.ownerByUsername.load(pull.authorUsername) : null,
  baseBranch: async (pull, _args, context) => targetBranch(await repositoryOf(pull, context), pull),
  head: (pull, _args, context) => headOf(pull, context),
  comparedTo: async (pull, _args, context) => (await baseChoice(pull, context)).comparedTo,
  trueBase: async (pull, _args, context) => {
    const sha = (await baseChoice(pull, context)).trueBaseSha;
    return sha ? context.loaders.commitByRef.load({ repoid: pull.repoid, ref: sha }) : null;
  },
  behindBy: async (pull, _args, context) => {
    const { comparedTo } = await baseChoice(pull, context);
    if (!comparedTo) return null;
    const target = targetBranch(await repositoryOf(pull, context), pull);
    return (await behindBy(context.db, pull.repoid, target, comparedTo)).count;
  },
  behindByCommit: async (pull, _args, context) => {
    const { comparedTo } = await baseChoice(pull, context);
    if (!comparedTo) return null;
    const target = targetBranch(await repositoryOf(pull, context), pull);
    const behind = await behindBy(context.db, pull.repoid, target, comparedTo);
    return behind.count > 0 ? behind.head : null;
  },
  firstPull: async (pull, _args, context) => {
    const choice = await baseChoice(pull, context);
    return !choice.trueBaseSha && !choice.comparedTo && (await isOnlyPull(context.db, pull.repoid));
  },
  commits: (pull, page, context) => listCommits(context.db, pull.repoid, { pullId: pull.pullid }, page),
  compareWithBase: async (pull, { baseCommit }, context) => {
    const repo = await repositoryOf(pull, context);
    const owner = await context.loaders.ownerById.load(repo.ownerid);
    if (!owner) throw new Error(`repository ${repo.repoid} has no owner`);
    return compareWithBase(
      context.db,
      context.comparisons,
      repo,
      owner,
      pull,
      commitLookup(context, repo.repoid),
      baseCommit,
      () => baseChoice(pull, context),
    );
  },
};
