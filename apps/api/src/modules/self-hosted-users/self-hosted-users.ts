import type { Kysely } from 'kysely';
import type { Settings } from '../../config/settings';
import { loadInstallSettings } from '../../db/install-settings';
import type { Database } from '../../db/schema';
import { grantInstallSeat, releaseInstallSeat } from '../owners';
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
  installPeoplePage,
  type InstallPeopleOrdering,
  installPersonById,
  type InstallPersonRow,
  setInstallAutoActivate,
} from './self-hosted-users-store';

type SeatSettings = Pick<Settings, 'selfHosted' | 'access' | 'licence'>;

/** An item of `GET /internal/users` (snake_case on the wire, docs/api-contract.md §2.1). */
export interface SelfHostedUser {
  ownerid: number;
  username: string;
  email: string | null;
  name: string | null;
  is_admin: boolean;
  activated: boolean;
}

export function toSelfHostedUser(row: InstallPersonRow): SelfHostedUser {
  return {
    ownerid: row.ownerid,
    username: row.username,
    email: row.email,
    name: row.name,
    is_admin: row.isInstallAdmin,
    activated: row.activated,
  };
}

const ORDERINGS: readonly InstallPeopleOrdering[] = ['name', 'username', 'email'];

export type UsersListAnswer =
  | { kind: 'ok'; page: PageEnvelope<SelfHostedUser> }
  | { kind: 'badQuery'; detail: string }
  | { kind: 'invalidPage'; detail: string };

/** The list's filters, ordering and page, read strictly (a 400 says what was wrong). */
function readUsersQuery(query: RawQuery) {
  return {
    filters: {
      activated: booleanParam(query, 'activated'),
      isAdmin: booleanParam(query, 'is_admin'),
      search: searchParam(query),
    },
    ordering: orderingParam(query, ORDERINGS) ?? { field: null, descending: false },
    ...pageParams(query),
  };
}

/** One page of the install's people (Codecov's page-number pagination: pages start at 1). */
export async function listSelfHostedUsers(
  db: Kysely<Database>,
  rawQuery: RawQuery,
  linkTo: (page: number) => string,
): Promise<UsersListAnswer> {
  let query: ReturnType<typeof readUsersQuery>;
  try {
    query = readUsersQuery(rawQuery);
  } catch (error) {
    if (error instanceof BadPageQuery) return { kind: 'badQuery', detail: error.message };
    throw error;
  }
  const { count, rows } = await installPeoplePage(db, {
    filters: query.filters,
    ordering: query.ordering,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const page = pageEnvelope(
    { count, page: query.page, pageSize: query.pageSize, results: rows.map(toSelfHostedUser) },
    linkTo,
  );
  return page ? { kind: 'ok', page } : { kind: 'invalidPage', detail: INVALID_PAGE };
}

/** A person of the install as the admin list shows them; null for an organisation or an unknown id. */
export async function selfHostedUserById(
  db: Kysely<Database>,
  ownerid: number,
): Promise<SelfHostedUser | null> {
  const person = await installPersonById(db, ownerid);
  return person && toSelfHostedUser(person);
}

export type ActivationResult =
  { kind: 'ok'; user: SelfHostedUser } | { kind: 'notFound' } | { kind: 'noSeats'; detail: string };

/** The 403 detail when every seat of the install is taken (spec §8: contact sales for more). */
export const NO_SEATS_DETAIL =
  'No seats remaining. Deactivate a member or contact sales to add seats to your license.';

/**
 * Activates or deactivates a person of the install. Activating takes an install seat (someone already holding
 * one keeps it, whatever the limit); deactivating frees it in every organisation.
 */
export async function changeActivation(
  db: Kysely<Database>,
  settings: SeatSettings,
  ownerid: number,
  activated: boolean,
): Promise<ActivationResult> {
  const person = await installPersonById(db, ownerid);
  if (!person) return { kind: 'notFound' };
  if (activated && !person.activated) {
    if (!(await grantInstallSeat(db, settings, person))) return { kind: 'noSeats', detail: NO_SEATS_DETAIL };
  }
  if (!activated && person.activated) await releaseInstallSeat(db, ownerid);
  const updated = await installPersonById(db, ownerid);
  return updated ? { kind: 'ok', user: toSelfHostedUser(updated) } : { kind: 'notFound' };
}

/** Turns the install's auto-activation on or off. */
export async function updateAutoActivate(db: Kysely<Database>, value: boolean): Promise<void> {
  await loadInstallSettings(db); // makes the settings row on a first start
  await setInstallAutoActivate(db, value);
}
