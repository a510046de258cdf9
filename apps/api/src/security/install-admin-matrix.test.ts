import type { Backend } from '../testing/test-database';
import { describeEachBackend } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { startSecurityServer } from './fixture';
import { excerpt, type Finding, leakedMarkers, reportFindings } from './findings';
import {
  actsAsInstallAdmin,
  addPersonaOwners,
  type Persona,
  personaHeaders,
  signInPersonas,
} from './personas';
import { forbiddenMarkers, inAudience, type Target } from './targets';

/**
 * The self-hosted admin area's REST calls, for every persona: the install's people and their seats are the
 * install admins' alone (guests 401, everyone else 403, and nothing changes); each signed-in persona may change
 * only the seat of the owner it acts as. On the hosted edition the paths do not exist (404) for anyone, and
 * the install's settings answer ValidationError to everyone signed in.
 */
async function matrix(
  server: TestServer,
  personas: readonly Persona[],
  targets: readonly Target[],
  selfHosted: boolean,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const { db } = server.database;
  const margaret = await db
    .selectFrom('owners')
    .select('ownerid')
    .where('username', '=', 'margaret')
    .executeTakeFirstOrThrow();
  const seatOf = async (ownerid: number) => {
    const rows = await db.selectFrom('owners').select('planActivatedUsers').execute();
    return rows.some((row) => row.planActivatedUsers.includes(ownerid));
  };

  for (const persona of personas) {
    const report = (probe: string, problem: string) => findings.push({ probe, persona, problem });
    const headers = { ...personaHeaders(persona), 'content-type': 'application/json' };
    const forbidden = forbiddenMarkers(targets, persona.actsAs);
    const calls = {
      list: () => server.app.inject({ url: '/internal/users?page=1', headers }),
      admins: () => server.app.inject({ url: '/internal/users?is_admin=true&page=1', headers }),
      // Asks for margaret's seat; an install admin then gives it back, so every persona finds the same state.
      activate: () =>
        server.app.inject({
          method: 'PATCH',
          url: `/internal/users/${margaret.ownerid}`,
          headers,
          payload: JSON.stringify({ activated: true }),
        }),
      current: () => server.app.inject({ url: '/internal/users/current', headers }),
      // The members REST of canopy moves install seats too: the same rule, for an admin who holds one already.
      memberSeat: () =>
        server.app.inject({
          method: 'PATCH',
          url: '/internal/gh/canopy/users/ada/',
          headers,
          payload: JSON.stringify({ activated: true }),
        }),
    };

    for (const [probe, call] of Object.entries(calls)) {
      if (probe === 'current') continue;
      if (probe === 'memberSeat') {
        if (!selfHosted) continue;
        const response = await call();
        const canopy = targets.find((target) => target.owner === 'canopy')!;
        const expected =
          persona.actsAs === null
            ? 401
            : actsAsInstallAdmin(persona) && inAudience(canopy, 'members', persona.actsAs)
              ? 200
              : 403;
        if (response.statusCode !== expected)
          report(probe, `should be ${expected}: ${response.statusCode} ${excerpt(response.body)}`);
        continue;
      }
      const before = await seatOf(margaret.ownerid);
      const response = await call();
      const leaked = leakedMarkers(response.body, forbidden);
      if (leaked.length) report(probe, `LEAK ${leaked.join(', ')}: ${excerpt(response.body)}`);
      const expected = !selfHosted
        ? 404
        : persona.actsAs === null
          ? 401
          : actsAsInstallAdmin(persona)
            ? 200
            : 403;
      if (response.statusCode !== expected)
        report(probe, `should be ${expected}: ${response.statusCode} ${excerpt(response.body)}`);
      if (expected === 200 && probe !== 'activate') {
        const body = response.json() as { results?: Array<{ username: string; is_admin: boolean }> };
        const people = body.results?.map((user) => user.username) ?? [];
        if (!people.includes('ada') || (probe === 'admins') !== !people.includes('margaret'))
          report(probe, `unexpected list: ${excerpt(response.body)}`);
      }
      if (probe === 'activate') {
        const after = await seatOf(margaret.ownerid);
        if (expected === 200 && !after) report(probe, 'an install admin could not activate margaret');
        if (expected !== 200 && after !== before) report(probe, "a refused call changed margaret's seat");
        if (after)
          await server.app.inject({
            method: 'PATCH',
            url: `/internal/users/${margaret.ownerid}`,
            headers: {
              ...personaHeaders(personas.find((other) => other.name === 'installAdmin')!),
              'content-type': 'application/json',
            },
            payload: JSON.stringify({ activated: false }),
          });
      }
    }

    // Self-activation: the owner the persona acts as, set to the state it is in, so nothing changes.
    const current = await calls.current();
    const activated = current.statusCode === 200 && (current.json() as { activated: boolean }).activated;
    const self = await server.app.inject({
      method: 'PATCH',
      url: '/internal/users/current',
      headers,
      payload: JSON.stringify({ activated }),
    });
    const leaked = leakedMarkers(self.body, forbidden);
    if (leaked.length) report('self', `LEAK ${leaked.join(', ')}`);
    const expected = !selfHosted ? 404 : persona.actsAs === null ? 401 : 200;
    if (self.statusCode !== expected)
      report('self', `should be ${expected}: ${self.statusCode} ${excerpt(self.body)}`);
    else if (expected === 200 && (self.json() as { username: string }).username !== persona.actsAs)
      report('self', `should change ${persona.actsAs}'s seat: ${excerpt(self.body)}`);

    const settings = await server.graphql<{
      updateSelfHostedSettings: { error: { __typename: string } | null };
    }>(
      `mutation { updateSelfHostedSettings(input: { shouldAutoActivate: true }) {
        error { __typename ... on ResolverError { message } } } }`,
      { headers: personaHeaders(persona) },
    );
    const error = settings.data?.updateSelfHostedSettings.error?.__typename ?? null;
    const wanted =
      persona.actsAs === null
        ? 'UnauthenticatedError'
        : !selfHosted
          ? 'ValidationError'
          : actsAsInstallAdmin(persona)
            ? null
            : 'UnauthorizedError';
    if (error !== wanted) report('updateSelfHostedSettings', `should be ${wanted}: ${error}`);
  }
  return findings;
}

async function startHosted(backend: Backend) {
  const server = await startTestServer(backend, {
    env: { CANOPY_EDITION: 'cloud', CANOPY_GRAPHQL_COST_PER_MINUTE: '1000000000' },
  });
  try {
    await addPersonaOwners(server);
    return { server, personas: await signInPersonas(server) };
  } catch (error) {
    await server.close();
    throw error;
  }
}

describeEachBackend('security: the self-hosted admin area', (backend) => {
  it('self-hosted: install admins only; everyone signed in changes only their own seat', async () => {
    const { server, personas, targets } = await startSecurityServer(backend);
    try {
      reportFindings('self-hosted admin REST', await matrix(server, personas, targets, true));
    } finally {
      await server.close();
    }
  });

  it('hosted edition: the paths do not exist, the settings are refused', async () => {
    const { server, personas } = await startHosted(backend);
    try {
      reportFindings('hosted admin REST', await matrix(server, personas, [], false));
    } finally {
      await server.close();
    }
  });
});
