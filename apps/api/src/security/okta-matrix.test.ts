import { describeEachBackend } from '../testing/test-database';
import { startSecurityServer, type SecurityFixture } from './fixture';
import { reportFindings } from './findings';
import { graphqlFindings } from './graphql-matrix';
import { GRAPHQL_PROBES } from './graphql-probes';
import { TARGET_KEYS } from './targets';

/**
 * Enforced Okta: with every target's owner enforcing it and no session signed in with it, no one may see a
 * target's repository data, whatever the host granted (viewers: nobody); membership and admin rights stay.
 * Staff looking as someone are not held back (api-contract §3.4), so impersonating personas are left out here.
 * Signing in with Okta and seeing the repositories again is tested in modules/okta/okta.test.ts.
 */
describeEachBackend('security: Okta enforced', (backend) => {
  let fixture: SecurityFixture;
  beforeAll(async () => {
    fixture = await startSecurityServer(backend);
    await fixture.server.database.db
      .updateTable('oktaSettings')
      .set({ enabled: true, enforced: true })
      .execute();
  });
  afterAll(() => fixture?.server.close());

  it.each(TARGET_KEYS)('%s: every GraphQL probe × every persona sees no repository data', async (key) => {
    const targets = fixture.targets.map((target) => ({
      ...target,
      audiences: { ...target.audiences, viewers: [] },
    }));
    const target = targets.find((candidate) => candidate.key === key)!;
    const locked = {
      ...fixture,
      targets,
      personas: fixture.personas.filter((persona) => !persona.impersonating),
    };
    // Members read the repository's tokens through the repository, which Okta now hides from them too.
    const probes = GRAPHQL_PROBES.map((probe) =>
      probe.name === 'owner.repository tokens' ? { ...probe, audience: 'viewers' as const } : probe,
    );
    reportFindings(
      `GraphQL on ${target.about}, Okta enforced`,
      await graphqlFindings(locked, target, { probes }),
    );
  });
});
