import type {
  AccountResolvers,
  MutationResolvers,
  OwnerResolvers,
  Resolvers,
} from '../../graphql/generated/resolvers';
import { hasOktaSignIn } from '../../auth/okta-session-store';
import { type GraphQLContext, viewerOwner } from '../../graphql/context';
import { signedIn, UNAUTHENTICATED, validation } from '../../graphql/mutation-results';
import { isPartOfOrg } from '../owners';
import { oktaConfigForAdmin, type OktaScope, saveOktaConfig } from './okta-config';
import { oktaSettingsOf } from './okta-store';

function scope(context: GraphQLContext): OktaScope {
  const viewer = viewerOwner(context);
  return {
    db: context.db,
    cipher: context.cipher,
    viewer,
    service: context.service ?? viewer?.service ?? '',
    selfHosted: context.settings.selfHosted,
    production: context.settings.production,
  };
}

const Owner: OwnerResolvers<GraphQLContext> = {
  // {org}: an organisation is its own account; members only.
  account: (owner, _args, context) =>
    owner.isOrg && isPartOfOrg(viewerOwner(context), owner) ? owner : null,
  isUserOktaAuthenticated: async (owner, _args, context) => {
    const viewer = context.viewer;
    if (!viewer || !isPartOfOrg(viewer.owner, owner)) return null;
    return hasOktaSignIn(context.db, viewer.session.sessionid, owner.ownerid);
  },
};

const Account: AccountResolvers<GraphQLContext> = {
  name: (org) => org.username,
  oktaConfig: (org, _args, context) => oktaConfigForAdmin(scope(context), org),
  oktaSignIn: async (org, _args, context) => {
    const settings = await oktaSettingsOf(context.db, org.ownerid);
    return settings && { enabled: settings.enabled, enforced: settings.enforced };
  },
};

const Mutation: MutationResolvers<GraphQLContext> = {
  saveOktaConfig: async (_root, { input }, context) => {
    const viewer = signedIn(context);
    if (!viewer) return { error: UNAUTHENTICATED };
    const done = await saveOktaConfig({ ...scope(context), viewer: viewer.owner }, input);
    if (done.ok) return { error: null };
    return {
      error:
        done.kind === 'unauthorized'
          ? { __typename: 'UnauthorizedError' as const, message: done.message }
          : validation(done.message),
    };
  },
};

/** The Okta area of the schema (libs/graphql-schema/src/schema/okta.graphql). */
export const resolvers: Resolvers<GraphQLContext> = { Owner, Account, Mutation };
