import type {
  MutationResolvers,
  OwnerResolvers,
  RepositoryResolvers,
  Resolvers,
} from '../../graphql/generated/resolvers';
import { type GraphQLContext, viewerOwner } from '../../graphql/context';
import { signedIn, UNAUTHENTICATED, validation } from '../../graphql/mutation-results';
import { isPartOfOrg } from '../owners';
import {
  type ConfigScope,
  encodeSecretString,
  eraseRepository,
  regenerateGraphToken,
  type Refusal,
  setYamlOnOwner,
  updateRepository,
} from './repository-config';
import { yamlInForce } from './yaml-in-force';

/** A repository's refusals: a repository the viewer may not see is a ValidationError, as Codecov answers. */
function refusal({ kind, message }: { kind: string; message: string }) {
  return kind === 'unauthorized'
    ? { __typename: 'UnauthorizedError' as const, message }
    : validation(message);
}

/** An owner's refusals: setYamlOnOwner answers NotFoundError for an unknown owner. */
function ownerRefusal(refused: Refusal) {
  return refused.kind === 'notFound'
    ? { __typename: 'NotFoundError' as const, message: refused.message }
    : refusal(refused);
}

function configScope(context: GraphQLContext): ConfigScope | null {
  const viewer = signedIn(context);
  if (!viewer) return null;
  return {
    db: context.db,
    storage: context.storage,
    lookups: context.loaders,
    viewer: viewer.owner,
    service: context.service ?? viewer.owner.service,
    selfHosted: context.settings.selfHosted,
  };
}

const Owner: OwnerResolvers<GraphQLContext> = {
  yaml: (owner, _args, context) => (isPartOfOrg(viewerOwner(context), owner) ? owner.yaml : null),
};

const Repository: RepositoryResolvers<GraphQLContext> = {
  yamlInForce: async (repository, _args, context) => {
    const owner = await context.loaders.ownerById.load(repository.ownerid);
    const member = owner !== null && isPartOfOrg(viewerOwner(context), owner);
    return yamlInForce(context.db, context.loaders, repository, member);
  },
};

const Mutation: MutationResolvers<GraphQLContext> = {
  updateRepository: async (_root, { input }, context) => {
    const scope = configScope(context);
    if (!scope) return { error: UNAUTHENTICATED };
    const done = await updateRepository(scope, input);
    if (!done.ok) return { error: refusal(done) };
    return { error: null, repository: done.repository };
  },

  regenerateRepositoryGraphToken: async (_root, { input }, context) => {
    const scope = configScope(context);
    if (!scope) return { error: UNAUTHENTICATED };
    const done = await regenerateGraphToken(scope, input.owner, input.repoName);
    return done.ok ? { error: null, token: done.token } : { error: refusal(done) };
  },

  eraseRepository: async (_root, { input }, context) => {
    const scope = configScope(context);
    if (!scope) return { error: UNAUTHENTICATED };
    const done = await eraseRepository(scope, input.owner, input.repoName);
    return { error: done.ok ? null : refusal(done) };
  },

  setYamlOnOwner: async (_root, { input }, context) => {
    const scope = configScope(context);
    if (!scope) return { error: UNAUTHENTICATED };
    const done = await setYamlOnOwner(scope, input.username, input.yaml);
    return done.ok ? { error: null, owner: done.owner } : { error: ownerRefusal(done) };
  },

  encodeSecretString: async (_root, { input }, context) => {
    const scope = configScope(context);
    if (!scope) return { error: UNAUTHENTICATED };
    const done = await encodeSecretString(scope, context.yamlSecrets, input);
    return done.ok ? { error: null, value: done.value } : { error: refusal(done) };
  },
};

/** The repository-config area of the schema (libs/graphql-schema/src/schema/repository-config.graphql). */
export const resolvers: Resolvers<GraphQLContext> = { Owner, Repository, Mutation };
