import type { MeResolvers, MutationResolvers, Resolvers } from '../../graphql/generated/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { pageOfList } from '../../graphql/in-memory-page';
import { signedIn, UNAUTHENTICATED, validation } from '../../graphql/mutation-results';
import { createApiToken, listApiTokens, revokeApiToken, userToken } from './api-tokens';
import {
  changeUploadTokenRequired,
  regenerateOrgUploadToken,
  regenerateRepositoryUploadToken,
  type Refusal,
  type UploadTokenScope,
} from './upload-tokens';

/** Staff looking as someone else may read that person's token list, but not make credentials in their name. */
const IMPERSONATING = validation('An API token cannot be created while viewing as another user');

function refusal({ kind, message }: Refusal) {
  return kind === 'unauthorized'
    ? { __typename: 'UnauthorizedError' as const, message }
    : validation(message);
}

function uploadTokenScope(context: GraphQLContext): UploadTokenScope | null {
  const viewer = signedIn(context);
  if (!viewer) return null;
  return {
    db: context.db,
    viewer: viewer.owner,
    service: context.service ?? viewer.owner.service,
    selfHosted: context.settings.selfHosted,
  };
}

const Me: MeResolvers<GraphQLContext> = {
  tokens: async (me, args, context) =>
    pageOfList(await listApiTokens(context.db, me.owner.ownerid), args, (token) => -token.sessionid),
};

const Mutation: MutationResolvers<GraphQLContext> = {
  createApiToken: async (_root, { input }, context) => {
    const viewer = signedIn(context);
    if (!viewer) return { error: UNAUTHENTICATED };
    if (viewer.impersonating) return { error: IMPERSONATING };
    const created = await createApiToken(context.db, viewer.owner.ownerid, input.name);
    if (!created.ok) return { error: validation(created.message) };
    const { session } = created;
    return {
      error: null,
      fullToken: created.fullToken,
      session: {
        sessionid: session.sessionid,
        ip: session.ip,
        lastseen: session.lastseen,
        useragent: session.useragent,
        type: session.type,
        name: session.name,
        lastFour: session.lastFour,
        // A token just made is not the credential this request came with.
        current: false,
      },
    };
  },

  createUserToken: async (_root, { input }, context) => {
    const viewer = signedIn(context);
    if (!viewer) return { error: UNAUTHENTICATED };
    if (viewer.impersonating) return { error: IMPERSONATING };
    if (input.tokenType != null && input.tokenType !== 'api')
      return { error: validation(`Unknown token type "${input.tokenType}": the only one is "api"`) };
    const created = await createApiToken(context.db, viewer.owner.ownerid, input.name);
    if (!created.ok) return { error: validation(created.message) };
    return { error: null, fullToken: created.fullToken, token: userToken(created.session) };
  },

  revokeUserToken: async (_root, { input }, context) => {
    const viewer = signedIn(context);
    if (!viewer) return { error: UNAUTHENTICATED };
    // Someone else's token answers as one that does not exist.
    if (!(await revokeApiToken(context.db, viewer.owner.ownerid, input.tokenid)))
      return { error: { __typename: 'NotFoundError', message: 'Token not found' } };
    return { error: null };
  },

  regenerateRepositoryUploadToken: async (_root, { input }, context) => {
    const scope = uploadTokenScope(context);
    if (!scope) return { error: UNAUTHENTICATED };
    const done = await regenerateRepositoryUploadToken(scope, context.loaders, input.owner, input.repoName);
    return done.ok ? { error: null, token: done.token } : { error: refusal(done) };
  },

  regenerateOrgUploadToken: async (_root, { input }, context) => {
    const scope = uploadTokenScope(context);
    if (!scope) return { error: UNAUTHENTICATED };
    const done = await regenerateOrgUploadToken(scope, input.owner);
    return done.ok ? { error: null, orgUploadToken: done.orgUploadToken } : { error: refusal(done) };
  },

  setUploadTokenRequired: async (_root, { input }, context) => {
    const scope = uploadTokenScope(context);
    if (!scope) return { error: UNAUTHENTICATED };
    const done = await changeUploadTokenRequired(scope, input.orgUsername, input.uploadTokenRequired);
    return { error: done.ok ? null : refusal(done) };
  },
};

/** The tokens area of the schema (libs/graphql-schema/src/schema/tokens.graphql). */
export const resolvers: Resolvers<GraphQLContext> = { Me, Mutation };
