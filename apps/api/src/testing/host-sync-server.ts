import type { Backend } from './test-database';
import { directoryAnswers, type DirectoryData, type DirectoryKind } from './host-directory-stand-in';
import { signInThroughHost } from './host-sign-in';
import { startOAuthHost, type OAuthHostStandIn, type StandInUser } from './oauth-host';
import { startTestServer, type TestServer } from './test-server';

const PUBLIC_URL = 'http://canopy.test';

/** A git host other than GitHub as the server is configured for it; `prefix` names its client variables. */
export interface SyncedHostKind {
  short: string;
  kind: DirectoryKind;
  prefix: string;
  env: (host: OAuthHostStandIn) => Record<string, string>;
}

export interface SyncedHost {
  host: OAuthHostStandIn;
  server: TestServer;
  /** The person's session, signed in through the stand-in and synced. */
  cookie: string;
  close(): Promise<void>;
}

/**
 * A hosted server configured for one host's stand-in, which also answers the directory lists from `data`; `user`
 * signs in, the sync runs, and they hold a seat in the organisation `seatIn` (seats are not these tests' subject).
 */
export async function startSyncedHost(
  backend: Backend,
  { short, kind, prefix, env }: SyncedHostKind,
  { user, data, seatIn }: { user: StandInUser; data: DirectoryData; seatIn: string },
): Promise<SyncedHost> {
  const host = await startOAuthHost({
    kind,
    clientId: `${short}-client`,
    clientSecret: `${short}-secret`,
    user,
    callbackUrl: `${PUBLIC_URL}/login/${short}`,
    extraApi: directoryAnswers(kind, data),
  });
  const server = await startTestServer(backend, {
    env: {
      ...env(host),
      [`${prefix}_CLIENT_ID`]: `${short}-client`,
      [`${prefix}_CLIENT_SECRET`]: `${short}-secret`,
      CANOPY_PUBLIC_URL: PUBLIC_URL,
      CANOPY_EDITION: 'cloud',
    },
  });
  const cookie = await signInThroughHost(server, short);
  await server.app.ingestion.queue.idle();
  const { db } = server.database;
  const person = await db
    .selectFrom('owners')
    .select('ownerid')
    .where('username', '=', user.username)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('owners')
    .set({ planActivatedUsers: [person.ownerid] })
    .where('username', '=', seatIn)
    .execute();
  return {
    host,
    server,
    cookie,
    close: async () => {
      await server.close();
      await host.close();
    },
  };
}
