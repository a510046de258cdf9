import type { MutationResolvers, OwnerResolvers, Resolvers } from '../../graphql/generated/resolvers';
import { type GraphQLContext, viewerOwner } from '../../graphql/context';
import { signedIn, UNAUTHENTICATED, validation } from '../../graphql/mutation-results';
import type { OwnerRecord } from '../../db/schema';
import { isOwnerAdmin, isPartOfOrg, planRepresentation } from '../owners';
import { invoiceOf, invoicesOf } from './billing-store';
import { invoiceValue } from './invoices';
import { AVAILABLE_PLANS } from './plan-change';
import { cancelTrial, cannotStartTrial, startTrial } from './trials';

const UNAUTHORIZED = {
  __typename: 'UnauthorizedError' as const,
  message: 'You are not a member of this organization.',
};
const NOT_AN_ADMIN = {
  __typename: 'UnauthorizedError' as const,
  message: 'Only admins of the organization can cancel its trial.',
};
/** Staff viewing as someone may look at the plan, not change it (as API tokens are refused). */
const IMPERSONATING = 'The plan cannot be changed while viewing as another user.';
const HOSTED_ONLY = 'Trials belong to the hosted edition: this install has no plans.';

/** The owner for its admins on the hosted edition ({org}, admins only); null for anyone else. */
function forAdmins(owner: OwnerRecord, context: GraphQLContext): boolean {
  return !context.settings.selfHosted && isOwnerAdmin(viewerOwner(context), owner, false);
}

const Owner: OwnerResolvers<GraphQLContext> = {
  availablePlans: (owner, _args, context) => {
    if (!isPartOfOrg(viewerOwner(context), owner)) return null;
    return context.settings.selfHosted ? [] : AVAILABLE_PLANS.map(planRepresentation);
  },
  billing: (owner, _args, context) =>
    forAdmins(owner, context)
      ? {
          paymentProvider: context.settings.billing ? 'stripe' : null,
          // Payment methods waiting for micro-deposits are the provider's; none are kept yet.
          unverifiedPaymentMethods: [],
        }
      : null,
  invoices: async (owner, _args, context) =>
    forAdmins(owner, context) ? (await invoicesOf(context.db, owner.ownerid)).map(invoiceValue) : null,
  invoice: async (owner, { invoiceId }, context) => {
    if (!forAdmins(owner, context)) return null;
    const row = await invoiceOf(context.db, owner.ownerid, invoiceId);
    return row && invoiceValue(row);
  },
};

/**
 * The organisation of a trial mutation, or its refusal: signed in, a member (an admin with `adminsOnly`), on the
 * hosted edition, not staff viewing as the member.
 */
async function trialOrg(context: GraphQLContext, orgUsername: string, adminsOnly = false) {
  const viewer = signedIn(context);
  if (!viewer) return { error: UNAUTHENTICATED };
  const org = context.service ? await context.loaders.ownerByUsername.load(orgUsername) : null;
  if (!org || !isPartOfOrg(viewer.owner, org)) return { error: UNAUTHORIZED };
  if (adminsOnly && !isOwnerAdmin(viewer.owner, org, false)) return { error: NOT_AN_ADMIN };
  if (context.settings.selfHosted) return { error: validation(HOSTED_ONLY) };
  if (viewer.impersonating) return { error: validation(IMPERSONATING) };
  return { org };
}

const Mutation: MutationResolvers<GraphQLContext> = {
  startTrial: async (_root, { input }, context) => {
    const found = await trialOrg(context, input.orgUsername);
    if ('error' in found) return { error: found.error };
    const refusal = cannotStartTrial(found.org);
    if (refusal) return { error: validation(refusal) };
    if (!(await startTrial(context.db, found.org)))
      return { error: validation('The plan of this organization changed meanwhile: no trial was started.') };
    return { error: null };
  },
  cancelTrial: async (_root, { input }, context) => {
    // Ending the trial drops the organisation to the free plan and clears every seat: its admins' decision.
    const found = await trialOrg(context, input.orgUsername, true);
    if ('error' in found) return { error: found.error };
    if (!(await cancelTrial(context.db, found.org.ownerid)))
      return { error: validation('This organization has no trial going on.') };
    return { error: null };
  },
};

/** The billing area of the schema (libs/graphql-schema/src/schema/billing.graphql). */
export const resolvers: Resolvers<GraphQLContext> = { Owner, Mutation };
