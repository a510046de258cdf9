import type { Kysely } from 'kysely';
import type { Settings } from '../../config/settings';
import { loadInstallSettings } from '../../db/install-settings';
import type { Database } from '../../db/schema';
import { grantInstallSeat, releaseInstallSeat } from '../owners';
import {
  installPeoplePage,
  type InstallPeopleFilters,
  type InstallPeopleOrdering,
  installPersonById,
  type InstallPersonRow,
  setInstallAutoActivate,
} from './self-hosted-users-store';

type SeatSettings = Pick<Settings, 'selfHosted' | 'access' | 'licence'>;

/** Codecov's page size for the admin lists. */
export const USERS_PAGE_SIZE = 20;
export const MAX_USERS_PAGE_SIZE = 100;

/** An item of `GET /internal/users` (snake_case on the wire, docs/api-contract.md §2.1). */
export interface SelfHostedUser {
  ownerid: number;
  username: string;
  email: string | null;
  name: string | null;
  is_admin: boolean;
  activated: boolean;
}

export interface SelfHostedUsersPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: SelfHostedUser[];
  total_pages: number;
}

export interface UsersListRequest {
  filters: InstallPeopleFilters;
  ordering: { field: InstallPeopleOrdering | null; descending: boolean };
  /** From 1. */
  page: number;
  pageSize: number;
  /** The page's own link with `page` replaced: `next` and `previous` are built with it. */
  linkTo: (page: number) => string;
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

/** One page of the install's people (Codecov's page-number pagination: pages start at 1). */
export async function listSelfHostedUsers(
  db: Kysely<Database>,
  { filters, ordering, page, pageSize, linkTo }: UsersListRequest,
): Promise<SelfHostedUsersPage> {
  const { count, rows } = await installPeoplePage(db, {
    filters,
    ordering,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    next: page < totalPages ? linkTo(page + 1) : null,
    previous: page > 1 ? linkTo(Math.min(page - 1, totalPages)) : null,
    results: rows.map(toSelfHostedUser),
    total_pages: totalPages,
  };
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
