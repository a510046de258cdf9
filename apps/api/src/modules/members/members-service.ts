import type { Kysely } from 'kysely';
import { providerDisplayNames } from '@canopy/graphql-schema/providers';
import type { Service } from '../../config/providers';
import type { Settings } from '../../config/settings';
import type { Database, OwnerRecord } from '../../db/schema';
import {
  BadPageQuery,
  booleanParam,
  INVALID_PAGE,
  orderingParam,
  pageEnvelope,
  type PageEnvelope,
  pageParams,
  type RawQuery,
  searchParam,
} from '../../http/page-number';
import {
  grantInstallSeat,
  grantPlanSeat,
  isOwnerAdmin,
  isPartOfOrg,
  ownerByUsername,
  releaseInstallSeat,
  releasePlanSeat,
} from '../owners';
import {
  addOrgAdmin,
  MEMBER_ORDERINGS,
  type MemberRow,
  memberOf,
  memberRow,
  membersPage,
  removeOrgAdmin,
} from './members-store';

export interface MembersDeps {
  db: Kysely<Database>;
  settings: Pick<Settings, 'selfHosted' | 'access' | 'licence'>;
}

/** A list item of `GET /internal/{service}/{owner}/users/` (docs/api-contract.md §2.1), snake_case on the wire. */
export interface MemberItem {
  activated: boolean;
  is_admin: boolean;
  username: string;
  email: string | null;
  ownerid: number;
  student: boolean;
  name: string | null;
  last_pull_timestamp: string | null;
}

/** The viewer as the members REST sees them: the owner they act as and the organisations Okta locks for them. */
export type MembersViewer = OwnerRecord & { oktaLockedOrgs?: readonly number[] };

/** A refusal with its HTTP status and the message the web app shows. */
export interface Refusal {
  kind: 'refused';
  status: 400 | 403 | 404;
  detail: string;
}

export type Answer<T> = { kind: 'ok'; value: T } | Refusal;

export const NOT_A_MEMBER = 'You do not have permission to perform this action.';
export const NOT_AN_ADMIN = 'Only admins of the organization can change its members.';
export const NO_SEATS_LEFT = 'Cannot activate user -- not enough seats left.';
export const NOT_AN_INSTALL_ADMIN = 'Only the admins of this install can activate or deactivate its users.';
export const OWNER_NOT_FOUND = 'Not found.';
export const MEMBER_NOT_FOUND = 'No member of this organization has that username or ownerid.';

const refuse = (status: Refusal['status'], detail: string): Refusal => ({ kind: 'refused', status, detail });

/** The list's query, read strictly: a value that means nothing is a 400 that says what was wrong. */
export function readMemberQuery(query: RawQuery) {
  return {
    activated: booleanParam(query, 'activated'),
    isAdmin: booleanParam(query, 'is_admin'),
    search: searchParam(query),
    ordering: orderingParam(query, MEMBER_ORDERINGS) ?? { field: 'name' as const, descending: false },
    ...pageParams(query),
  };
}

export const CHANGE_COST = 10;

function item(row: MemberRow): MemberItem {
  return {
    activated: row.activated,
    is_admin: row.isAdmin,
    username: row.username,
    email: row.email,
    ownerid: row.ownerid,
    student: row.student,
    name: row.name,
    last_pull_timestamp: row.lastPullTimestamp?.toISOString() ?? null,
  };
}

/**
 * The organisation's members for anyone who belongs to it (the organisation itself included), filtered, searched,
 * ordered and paged.
 */
export async function listMembers(
  { db, settings }: MembersDeps,
  viewer: MembersViewer | null,
  input: { service: Service; owner: string; query: RawQuery; linkTo: (page: number) => string },
): Promise<Answer<PageEnvelope<MemberItem>>> {
  const org = await ownerByUsername(db, input.service, input.owner);
  if (!org) return refuse(404, OWNER_NOT_FOUND);
  if (!viewer || !isPartOfOrg(viewer, org)) return refuse(403, NOT_A_MEMBER);
  let query: ReturnType<typeof readMemberQuery>;
  try {
    query = readMemberQuery(input.query);
  } catch (error) {
    if (error instanceof BadPageQuery) return refuse(400, error.message);
    throw error;
  }
  const { rows, count } = await membersPage(db, org.ownerid, {
    activated: query.activated,
    isAdmin: query.isAdmin,
    search: query.search,
    ordering: query.ordering,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
    seatsAreInstallWide: settings.selfHosted,
    viewer: viewer,
  });
  const envelope = pageEnvelope(
    { count, page: query.page, pageSize: query.pageSize, results: rows.map(item) },
    input.linkTo,
  );
  return envelope ? { kind: 'ok', value: envelope } : refuse(404, INVALID_PAGE);
}

export interface MemberChange {
  activated?: boolean;
  is_admin?: boolean;
}

/** The PATCH body: an object with `activated` and/or `is_admin`, booleans, and nothing else. */
export function readMemberChange(body: unknown): MemberChange | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'Send a JSON object with activated and/or is_admin';
  const change: MemberChange = {};
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'activated' && key !== 'is_admin')
      return `Unknown field "${key}": only activated and is_admin can be changed`;
    if (typeof value !== 'boolean') return `${key} must be true or false`;
    change[key] = value;
  }
  if (change.activated === undefined && change.is_admin === undefined)
    return 'Send activated and/or is_admin';
  return change;
}

/**
 * An admin of the organisation activates or deactivates a member (a seat of the plan, or of the install when
 * self-hosted) and adds or removes them as admin. An admin the git host names stays one: removing them is refused.
 */
export async function changeMember(
  { db, settings }: MembersDeps,
  viewer: MembersViewer | null,
  input: { service: Service; owner: string; member: string; body: unknown },
): Promise<Answer<MemberItem>> {
  const org = await ownerByUsername(db, input.service, input.owner);
  if (!org) return refuse(404, OWNER_NOT_FOUND);
  if (!viewer || !isPartOfOrg(viewer, org)) return refuse(403, NOT_A_MEMBER);
  if (!isOwnerAdmin(viewer, org, settings.selfHosted)) return refuse(403, NOT_AN_ADMIN);
  const change = readMemberChange(input.body);
  if (typeof change === 'string') return refuse(400, change);
  // A self-hosted seat is the install's, not the organisation's: as in the admin area, only install admins move it.
  if (change.activated !== undefined && settings.selfHosted && !viewer.isInstallAdmin)
    return refuse(403, NOT_AN_INSTALL_ADMIN);
  const member = await memberOf(db, org, input.member);
  if (!member) return refuse(404, MEMBER_NOT_FOUND);

  if (change.is_admin === false && org.hostAdmins.includes(member.ownerid))
    return refuse(400, hostAdminMessage(member.username, org.username, input.service));
  if (change.activated === true && !(await grantSeat({ db, settings }, org, member)))
    return refuse(403, NO_SEATS_LEFT);
  if (change.activated === false) {
    if (settings.selfHosted) await releaseInstallSeat(db, member.ownerid);
    else await releasePlanSeat(db, org, member.ownerid);
  }
  if (change.is_admin === true) await addOrgAdmin(db, org.ownerid, member.ownerid);
  if (change.is_admin === false && !(await removeOrgAdmin(db, org.ownerid, member.ownerid)))
    // The host named them an admin since the organisation was read.
    return refuse(400, hostAdminMessage(member.username, org.username, input.service));

  const row = await memberRow(db, org.ownerid, member.ownerid, settings.selfHosted, viewer);
  if (!row) return refuse(404, MEMBER_NOT_FOUND);
  return { kind: 'ok', value: item(row) };
}

/** A seat of the install (self-hosted) or of the organisation's plan (hosted); false when none is left. */
function grantSeat({ db, settings }: MembersDeps, org: OwnerRecord, member: OwnerRecord): Promise<boolean> {
  return settings.selfHosted
    ? grantInstallSeat(db, settings, member)
    : grantPlanSeat(db, org, member.ownerid);
}

function hostAdminMessage(member: string, org: string, service: Service): string {
  const host = providerDisplayNames[service];
  return `${member} is an admin of ${org} on ${host}, and admins there are admins here: change their role on ${host}.`;
}
