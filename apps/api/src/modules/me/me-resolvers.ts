import type {
  MeResolvers,
  TrackingMetadataResolvers,
  UserResolvers,
} from '../../graphql/generated/resolvers';
import { sessionsOfOwner } from '../../auth/session-store';
import { pageRequest, toConnection } from '../../db/pagination';
import { letterAvatar, organizationsPage } from '../owners';
import { listRepositories } from '../repositories';
import type { Viewer } from '../../auth/viewer';
import type { OwnerRecord } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';

/** The signed-in viewer as `Me` and `trackingMetadata` resolve it: the owner they act as, after impersonation. */
export interface MeValue {
  owner: OwnerRecord;
  viewer: Viewer;
}

export const Me: MeResolvers<GraphQLContext> = {
  email: (me) => me.owner.email,
  businessEmail: (me) => me.owner.businessEmail,
  onboardingCompleted: (me) => me.owner.onboardingCompleted,
  user: (me) => me.owner,
  owner: (me) => me.owner,
  privateAccess: (me) => me.owner.privateAccess,
  termsAgreement: async (me, _args, context) =>
    me.owner.userId === null
      ? null
      : ((await context.loaders.userById.load(me.owner.userId))?.termsAgreement ?? null),
  sessions: async (me, args, context) => {
    // An owner has few live sessions (they expire); page them in memory.
    const request = pageRequest(args, 1);
    const all = await sessionsOfOwner(context.db, me.owner.ownerid);
    const cursorId = request.cursor ? Number(request.cursor[0]) : null;
    const ordered = request.backward ? [...all].reverse() : all;
    const rows = ordered
      .filter(
        (row) =>
          cursorId === null || (request.backward ? row.sessionid > cursorId : row.sessionid < cursorId),
      )
      .slice(0, request.limit + 1)
      .map((row) => ({
        sessionid: row.sessionid,
        ip: row.ip,
        lastseen: row.lastseen,
        useragent: row.useragent,
        type: row.type,
        name: row.name,
        lastFour: row.lastFour,
        // The browser asking: the page marks it, as ending it signs that browser out.
        current: row.sessionid === me.viewer.session.sessionid,
      }));
    return toConnection(rows, request, (row) => [row.sessionid], all.length);
  },
  viewableRepositories: (me, args, context) =>
    listRepositories(context.db, {
      ownerids: [me.owner.ownerid, ...me.owner.organizations],
      viewer: me.owner,
      filters: args.filters ?? null,
      ordering: args.ordering,
      direction: args.orderingDirection,
      page: args,
    }),
  myOrganizations: (me, args, context) =>
    organizationsPage(context.db, {
      organizationIds: me.owner.organizations,
      term: args.filters?.term ?? null,
      page: args,
    }),
  trackingMetadata: (me) => me,
};

export const User: UserResolvers<GraphQLContext> = {
  avatarUrl: (owner) => owner.avatarUrl ?? letterAvatar(owner.username),
  customerIntent: async (owner, _args, context) =>
    owner.userId === null
      ? null
      : ((await context.loaders.userById.load(owner.userId))?.customerIntent ?? null),
};

export const trackingMetadata: TrackingMetadataResolvers<GraphQLContext> = {
  ownerid: (me) => me.owner.ownerid,
  serviceId: (me) => me.owner.serviceId,
  plan: (me) => me.owner.plan,
  staff: (me) => me.owner.staff,
  hasYaml: (me) => me.owner.yaml !== null,
  service: (me) => me.owner.service,
  bot: () => null,
  delinquent: (me) => me.owner.delinquent,
  didTrial: (me) => me.owner.didTrial,
  planProvider: (me) => me.owner.planProvider,
  planUserCount: (me) => me.owner.planUserCount,
  createdAt: (me) => me.owner.createdAt,
  updatedAt: (me) => me.owner.updatedAt,
  createstamp: (me) => me.owner.createdAt,
  updatestamp: (me) => me.owner.updatedAt,
  // Onboarding answers are stored once the onboarding flow exists.
  profile: () => null,
};
