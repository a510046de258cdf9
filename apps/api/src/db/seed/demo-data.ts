import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { DEMO_INSTALL_ADMIN } from '../../config/access-settings';
import { letterAvatar } from '../../modules/owners';

/**
 * The demo installation: one organisation with members and repositories, so that a fresh server has something
 * to show. Runs only on an empty database and is safe to call on every start (and from a CLI later).
 */

export const DEMO_SERVICE = 'github';

export const DEMO_USERS = {
  ada: { name: 'Ada Lovelace', email: 'ada@example.com', serviceId: '2001' },
  grace: { name: 'Grace Hopper', email: 'grace@example.com', serviceId: '2002' },
  linus: { name: 'Linus Pauling', email: 'linus@example.com', serviceId: '2003' },
  margaret: { name: 'Margaret Knight', email: 'margaret@example.com', serviceId: '2004' },
} as const;

export type DemoUsername = keyof typeof DEMO_USERS;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export interface SeedResult {
  seeded: boolean;
}

export async function seedDemoData(db: Kysely<Database>, now: Date = new Date()): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    // Two servers starting together on one PostgreSQL must not both seed.
    await sql`select pg_advisory_xact_lock(hashtext('canopy-demo-seed'))`.execute(trx);
    const existing = await trx.selectFrom('owners').select('ownerid').limit(1).executeTakeFirst();
    if (existing) return { seeded: false };

    const ago = (ms: number) => new Date(now.getTime() - ms);

    const org = await trx
      .insertInto('owners')
      .values({
        service: DEMO_SERVICE,
        serviceId: '1001',
        username: 'canopy',
        name: 'Canopy',
        isOrg: true,
        avatarUrl: letterAvatar('canopy'),
        plan: 'users-pr-inappy',
        planUserCount: 10,
        // A paying organisation that never trialled cannot start a trial.
        trialStatus: 'cannot_trial',
        orgUploadToken: randomUUID(),
        createdAt: ago(400 * DAY),
      })
      .returning('ownerid')
      .executeTakeFirstOrThrow();

    const people: Record<DemoUsername, number> = { ada: 0, grace: 0, linus: 0, margaret: 0 };
    for (const [username, person] of Object.entries(DEMO_USERS) as Array<
      [DemoUsername, (typeof DEMO_USERS)[DemoUsername]]
    >) {
      const member = username !== 'margaret';
      const termsAgreed = username !== 'linus';
      const user = await trx
        .insertInto('users')
        .values({
          email: person.email,
          name: person.name,
          termsAgreement: termsAgreed ? true : null,
          termsAgreementAt: termsAgreed ? ago(300 * DAY) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const owner = await trx
        .insertInto('owners')
        .values({
          service: DEMO_SERVICE,
          serviceId: person.serviceId,
          username,
          name: person.name,
          email: person.email,
          // As if each had signed in with the host, which gave this address.
          hostEmail: person.email,
          avatarUrl: letterAvatar(username),
          userId: user.id,
          staff: username === 'ada',
          isInstallAdmin: username === DEMO_INSTALL_ADMIN.username,
          organizations: member ? [org.ownerid] : [],
          defaultOrgOwnerid: username === 'ada' ? org.ownerid : null,
          privateAccess: true,
          onboardingCompleted: termsAgreed,
          createdAt: ago(350 * DAY),
        })
        .returning('ownerid')
        .executeTakeFirstOrThrow();
      people[username] = owner.ownerid;
    }

    const repositories = [
      {
        name: 'demo',
        private: false,
        active: true,
        activated: true,
        latest: ago(1 * DAY),
        language: 'typescript',
      },
      {
        name: 'api-server',
        private: true,
        active: true,
        activated: true,
        latest: ago(2 * HOUR),
        language: 'typescript',
      },
      {
        name: 'web-app',
        private: false,
        active: true,
        activated: true,
        latest: ago(3 * DAY),
        language: 'typescript',
      },
      { name: 'mobile', private: true, active: false, activated: true, latest: null, language: 'kotlin' },
      {
        name: 'legacy-tools',
        private: false,
        active: true,
        activated: false,
        latest: ago(400 * DAY),
        language: 'python',
      },
    ];
    const repoids: Record<string, number> = {};
    let serviceId = 3001;
    for (const repo of repositories) {
      const row = await trx
        .insertInto('repositories')
        .values({
          ownerid: org.ownerid,
          serviceId: String(serviceId++),
          name: repo.name,
          private: repo.private,
          active: repo.active,
          activated: repo.activated,
          // The demo's active repositories have sent coverage, as the demo coverage shows.
          coverageEnabled: repo.active,
          language: repo.language,
          languages: [repo.language],
          latestCommitAt: repo.latest,
          oldestCommitAt: repo.latest ? ago(500 * DAY) : null,
          createdAt: ago(450 * DAY),
        })
        .returning('repoid')
        .executeTakeFirstOrThrow();
      repoids[repo.name] = row.repoid;
    }
    await trx
      .insertInto('repositories')
      .values({
        ownerid: people.ada,
        serviceId: String(serviceId),
        name: 'dotfiles',
        private: false,
        active: true,
        activated: true,
        coverageEnabled: true,
        language: 'shell',
        languages: ['shell'],
        latestCommitAt: ago(30 * DAY),
        oldestCommitAt: ago(900 * DAY),
        createdAt: ago(900 * DAY),
      })
      .execute();

    // Members may read the organisation's private repositories; ada administers it; members hold seats.
    const privateRepoids = [repoids['api-server'], repoids['mobile']].filter(
      (id): id is number => id !== undefined,
    );
    const members = [people.ada, people.grace, people.linus];
    await trx
      .updateTable('owners')
      .set({ permission: privateRepoids })
      .where('ownerid', 'in', members)
      .execute();
    await trx
      .updateTable('owners')
      .set({ admins: [people.ada], planActivatedUsers: members })
      .where('ownerid', '=', org.ownerid)
      .execute();
    // The AI app installed on the organisation for all of its repositories, so the Canopy AI page shows it.
    await trx
      .insertInto('aiAppInstallations')
      .values({ ownerid: org.ownerid, installationId: 7001, repositorySelection: 'all' })
      .execute();
    return { seeded: true };
  });
}
