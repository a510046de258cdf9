import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { NotFoundError } from '../errors';
import { ensureUser, firstInstallAdmin, ownerByUsername } from '../modules/owners';
import { createSession } from './session-store';

export interface DevSignInInput {
  service: string;
  /** Username of an existing person; default: the first installation admin. */
  username?: string | null;
  useragent?: string | null;
  ip?: string | null;
}

/** Signs in as an existing user without a git provider (development only; the route decides availability). */
export async function devSignIn(
  db: Kysely<Database>,
  input: DevSignInInput,
): Promise<{ token: string; username: string }> {
  const owner = input.username
    ? await ownerByUsername(db, input.service, input.username)
    : await firstInstallAdmin(db, input.service);
  if (!owner || owner.isOrg) {
    throw new NotFoundError(
      input.username
        ? `No user named "${input.username}" on ${input.service}`
        : `No installation admin on ${input.service}`,
    );
  }
  await ensureUser(db, owner);
  const { token } = await createSession(db, {
    ownerid: owner.ownerid,
    useragent: input.useragent,
    ip: input.ip,
  });
  return { token, username: owner.username };
}
