import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database, OwnerRecord, SessionRecord } from '../db/schema';
import { oktaLockedOrganizationsOf } from './okta-session-store';

/** Sign-in sessions. The browser holds a random token; the table holds its SHA-256, never the token. */

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Last-seen is written at most this often per session. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  ownerid: number;
  useragent?: string | null;
  ip?: string | null;
  now?: Date;
}

export async function createSession(
  db: Kysely<Database>,
  input: NewSession,
): Promise<{ token: string; session: SessionRecord }> {
  const token = randomBytes(32).toString('base64url');
  const now = input.now ?? new Date();
  const session = await db
    .insertInto('sessions')
    .values({
      tokenHash: hashToken(token),
      ownerid: input.ownerid,
      type: 'login',
      useragent: input.useragent?.slice(0, 512) ?? null,
      ip: input.ip ?? null,
      lastFour: token.slice(-4),
      createdAt: now,
      lastseen: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, session };
}

/** What a row of `sessions` is: a browser sign-in, or a personal API token (modules/tokens). */
export type SessionType = 'login' | 'api';

/**
 * The live session of a token and the owner it signed in, or null when unknown or expired. `type` keeps the two
 * kinds apart: a sign-in token is no API token, and the reverse. One query (every request asks it): the owner
 * and the organisations whose enforced Okta the session has not signed in with come with the session.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
  type: SessionType = 'login',
): Promise<{ session: SessionRecord; owner: OwnerRecord; oktaLockedOrgs: number[] } | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('owners', 'owners.ownerid', 'sessions.ownerid')
    .selectAll('owners')
    .select([
      'sessions.sessionid as sessionSessionid',
      'sessions.tokenHash as sessionTokenHash',
      'sessions.ownerid as sessionOwnerid',
      'sessions.type as sessionType',
      'sessions.name as sessionName',
      'sessions.useragent as sessionUseragent',
      'sessions.ip as sessionIp',
      'sessions.lastFour as sessionLastFour',
      'sessions.createdAt as sessionCreatedAt',
      'sessions.lastseen as sessionLastseen',
      'sessions.expiresAt as sessionExpiresAt',
    ])
    .select(oktaLockedOrganizationsOf(sql.ref('sessions.sessionid')).as('sessionOktaLockedOrgs'))
    .where('sessions.tokenHash', '=', hashToken(token))
    .where('sessions.type', '=', type)
    .where('sessions.expiresAt', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const {
    sessionSessionid,
    sessionTokenHash,
    sessionOwnerid,
    sessionType,
    sessionName,
    sessionUseragent,
    sessionIp,
    sessionLastFour,
    sessionCreatedAt,
    sessionLastseen,
    sessionExpiresAt,
    sessionOktaLockedOrgs,
    ...owner
  } = row;
  const session: SessionRecord = {
    sessionid: sessionSessionid,
    tokenHash: sessionTokenHash,
    ownerid: sessionOwnerid,
    type: sessionType,
    name: sessionName,
    useragent: sessionUseragent,
    ip: sessionIp,
    lastFour: sessionLastFour,
    createdAt: sessionCreatedAt,
    lastseen: sessionLastseen,
    expiresAt: sessionExpiresAt,
  };
  if (now.getTime() - session.lastseen.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessions')
      .set({ lastseen: now })
      .where('sessionid', '=', session.sessionid)
      .execute();
  }
  return { session, owner, oktaLockedOrgs: sessionOktaLockedOrgs };
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('tokenHash', '=', hashToken(token))
    .where('type', '=', 'login')
    .execute();
}

/**
 * Ends the sign-in session `sessionid` when it is the person's: signed in as `ownerid`, or as another owner of the
 * same user (their other git hosts). Answers whether one was ended; API tokens are not sign-in sessions.
 */
export async function deleteOwnSession(
  db: Kysely<Database>,
  sessionid: number,
  person: { ownerid: number; userId: number | null },
): Promise<boolean> {
  const { userId } = person;
  const result = await db
    .deleteFrom('sessions')
    .where('sessionid', '=', sessionid)
    .where('type', '=', 'login')
    .where((eb) =>
      userId === null
        ? eb('ownerid', '=', person.ownerid)
        : eb.or([
            eb('ownerid', '=', person.ownerid),
            eb('ownerid', 'in', eb.selectFrom('owners').select('ownerid').where('userId', '=', userId)),
          ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Login sessions of an owner, newest first, for `me.sessions`. */
export async function sessionsOfOwner(
  db: Kysely<Database>,
  ownerid: number,
  now: Date = new Date(),
): Promise<SessionRecord[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('ownerid', '=', ownerid)
    .where('type', '=', 'login')
    .where('expiresAt', '>', now)
    .orderBy('sessionid', 'desc')
    .limit(100)
    .execute();
}
