import type { MercuriusContext } from 'mercurius';
import type { MutationResolvers } from '../../graphql/generated/resolvers';
import { clearAuthCookies } from '../../auth/cookies';
import { deleteOwnSession } from '../../auth/session-store';
import type { Viewer } from '../../auth/viewer';
import { ownerByUsername, setDefaultOrganization, updateOwnerProfile, updateUser } from '../owners';
import type { GraphQLContext } from '../../graphql/context';
import { signedIn, UNAUTHENTICATED, validation } from '../../graphql/mutation-results';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reloads the current owner after a change, for payloads that return `me`. */
async function freshMe(context: GraphQLContext, viewer: Viewer & { owner: NonNullable<Viewer['owner']> }) {
  context.loaders.ownerById.clear(viewer.owner.ownerid);
  const fresh = (await context.loaders.ownerById.load(viewer.owner.ownerid)) ?? viewer.owner;
  // What Okta hides from this session is the same after the change.
  const owner = { ...fresh, oktaLockedOrgs: viewer.owner.oktaLockedOrgs };
  return { owner, viewer: { ...viewer, owner } };
}

export const Mutation: MutationResolvers<GraphQLContext> = {
  deleteSession: async (_root, { input }, context) => {
    // Any signed-in person, even one with no owner on this provider; impersonation does not lend the other
    // person's sessions: staff end only their own.
    const viewer = context.viewer;
    if (!viewer) return { error: UNAUTHENTICATED };
    const ended = await deleteOwnSession(context.db, input.sessionid, {
      ownerid: viewer.sessionOwner.ownerid,
      userId: viewer.userId,
    });
    // Someone else's session answers as one that does not exist.
    if (!ended) return { error: { __typename: 'NotFoundError', message: 'Session not found' } };
    if (viewer.session.sessionid === input.sessionid) {
      // This browser's own session: it is signed out, as by /logout.
      const { reply } = context as MercuriusContext;
      clearAuthCookies(reply.request, reply);
    }
    return { error: null };
  },

  updateDefaultOrganization: async (_root, { input }, context) => {
    const viewer = signedIn(context);
    if (!viewer) return { error: UNAUTHENTICATED };
    if (!context.service)
      return { error: { __typename: 'MissingService', message: 'Missing service: use /graphql/{provider}' } };
    const me = viewer.owner;
    if (!input.username) {
      await setDefaultOrganization(context.db, me.ownerid, null);
      return { username: null };
    }
    const org = await ownerByUsername(context.db, context.service, input.username);
    if (!org || (org.ownerid !== me.ownerid && !me.organizations.includes(org.ownerid))) {
      return { error: validation('Organization does not belong in the current user organization list') };
    }
    await setDefaultOrganization(context.db, me.ownerid, org.ownerid);
    return { username: org.username };
  },

  updateProfile: async (_root, { input }, context) => {
    const viewer = signedIn(context);
    if (!viewer) return { error: UNAUTHENTICATED };
    const changes: { name?: string; email?: string } = {};
    if (input.name != null) {
      const name = input.name.trim();
      if (name.length === 0) return { error: validation('Name is required') };
      changes.name = name;
    }
    if (input.email != null) {
      const email = input.email.trim();
      if (!EMAIL.test(email)) return { error: validation('enter a valid email address') };
      changes.email = email;
    }
    await updateOwnerProfile(context.db, viewer.owner.ownerid, changes);
    // `GET /internal/user` reads the linked user's name and email first, so it changes with the owner.
    const userId = viewer.owner.userId;
    if (userId !== null && Object.keys(changes).length > 0) {
      await updateUser(context.db, userId, changes);
      context.loaders.userById.clear(userId);
    }
    return { me: await freshMe(context, viewer) };
  },

  saveTermsAgreement: async (_root, { input }, context) => {
    const viewer = signedIn(context);
    if (!viewer) return { error: UNAUTHENTICATED };
    const userId = viewer.owner.userId;
    if (userId === null) return { error: validation('This account has no user to record the agreement for') };
    const businessEmail = input.businessEmail?.trim() || null;
    if (businessEmail !== null && !EMAIL.test(businessEmail)) return { error: validation('Invalid email') };
    const name = input.name?.trim() || null;
    await updateUser(context.db, userId, {
      termsAgreement: input.termsAgreement,
      termsAgreementAt: new Date(),
      marketingConsent: input.marketingConsent ?? false,
      ...(input.customerIntent != null ? { customerIntent: input.customerIntent } : {}),
      ...(name !== null ? { name } : {}),
    });
    if (businessEmail !== null) await updateOwnerProfile(context.db, viewer.owner.ownerid, { businessEmail });
    context.loaders.userById.clear(userId);
    return { error: null };
  },
};
