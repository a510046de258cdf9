import { describeEachBackend } from '../testing/test-database';
import { startSecurityServer, type SecurityFixture } from './fixture';
import { excerpt, type Finding, leakedMarkers, reportFindings } from './findings';
import { type Persona, personaHeaders } from './personas';
import { MISSING_REPOSITORY, REST_PROBES, type RestProbe, ROUTES_ELSEWHERE } from './rest-probes';
import { listRoutes } from './routes';
import { forbiddenMarkers, inAudience, type Target, TARGET_KEYS } from './targets';

/** Bodies compared with the answer for a missing repository: shas and the names asked for are the client's own. */
function normalise(body: string, names: readonly string[]): string {
  let text = body.replace(/[0-9a-f]{40}/g, '<sha>');
  for (const name of names) text = text.replace(new RegExp(name, 'gi'), '<repo>');
  return text;
}

describeEachBackend('security: REST matrix', (backend) => {
  let fixture: SecurityFixture;
  beforeAll(async () => {
    fixture = await startSecurityServer(backend);
  });
  afterAll(() => fixture?.server.close());

  const get = (probe: RestProbe, target: Target, persona: Persona, url: string) =>
    fixture.server.app.inject({
      method: probe.route.split(' ')[0] as 'GET' | 'POST' | 'PATCH',
      url,
      headers: {
        ...personaHeaders(persona),
        ...(probe.body ? { 'content-type': 'application/json' } : {}),
        ...probe.headers?.(target),
      },
      ...(probe.body ? { payload: JSON.stringify(probe.body(target)) } : {}),
    });

  it('knows every route: each is probed here or listed with where it is tested or why it is safe', () => {
    const routes = listRoutes(fixture.server.app);
    expect(routes).toContain('GET /health'); // the route tree was read
    const known = new Set([...REST_PROBES.map((probe) => probe.route), ...Object.keys(ROUTES_ELSEWHERE)]);
    expect({ unknown: routes.filter((route) => !known.has(route)) }).toEqual({ unknown: [] });
    expect({ gone: [...known].filter((route) => !routes.includes(route)) }).toEqual({ gone: [] });
  });

  it.each(TARGET_KEYS)('%s: every probe × every persona', async (key) => {
    const { personas, targets } = fixture;
    const target = targets.find((candidate) => candidate.key === key)!;
    const missing = { ...target, repo: MISSING_REPOSITORY, head: 'f'.repeat(40) };
    const findings: Finding[] = [];
    for (const probe of REST_PROBES) {
      const url = probe.url(target, targets);
      for (const persona of personas) {
        const response = await get(probe, target, persona, url);
        const report = (problem: string) => findings.push({ probe: probe.name, persona, problem });
        // What the request itself names is no leak when the answer repeats it.
        const forbidden = forbiddenMarkers(targets, persona.actsAs).filter((marker) => !url.includes(marker));
        const leaked = leakedMarkers(response.body, forbidden);
        if (leaked.length)
          report(`LEAK ${leaked.join(', ')}: ${response.statusCode} ${excerpt(response.body)}`);
        const allowed =
          probe.audience === 'everyone' ||
          (probe.audience !== 'nobody' && inAudience(target, probe.audience, persona.actsAs));
        if (allowed) {
          if (!probe.shown?.(response.statusCode, response.body, target))
            report(`should see it: ${response.statusCode} ${excerpt(response.body)}`);
          continue;
        }
        // Refused exactly as a repository (or commit) that does not exist is.
        const absent = await get(probe, target, persona, probe.url(missing, targets));
        const names = [target.repo, MISSING_REPOSITORY];
        const refusedStatus =
          probe.refusedStatus === undefined
            ? response.statusCode >= 400 && response.statusCode < 500
            : response.statusCode === probe.refusedStatus;
        if (
          !refusedStatus ||
          response.statusCode !== absent.statusCode ||
          normalise(response.body, names) !== normalise(absent.body, names)
        )
          report(
            `${response.statusCode} ${excerpt(response.body)}; a missing one answers ${absent.statusCode} ${excerpt(absent.body)}`,
          );
      }
    }
    reportFindings(`REST on ${target.about}`, findings);
  });

  it('describes the person signed in at /internal/user and the current owner at /internal/users/current', async () => {
    const { server, personas, targets } = fixture;
    const findings: Finding[] = [];
    const signedIn: Record<string, string> = { staffAsMember: 'alan', installAdminAsStranger: 'ada' };
    for (const persona of personas) {
      const report = (problem: string) => findings.push({ probe: 'identity', persona, problem });
      const headers = personaHeaders(persona);
      const user = await server.app.inject({ url: '/internal/user', headers });
      const current = await server.app.inject({ url: '/internal/users/current', headers });
      for (const response of [user, current]) {
        const leaked = leakedMarkers(response.body, forbiddenMarkers(targets, persona.actsAs));
        if (leaked.length) report(`LEAK ${leaked.join(', ')}`);
      }
      if (persona.actsAs === null) {
        if (user.statusCode !== 401 || current.statusCode !== 401)
          report(`should be 401: ${user.statusCode}, ${current.statusCode}`);
        continue;
      }
      const person = signedIn[persona.name] ?? persona.actsAs;
      const owners = (user.json() as { owners?: Array<{ username: string }> }).owners ?? [];
      if (user.statusCode !== 200 || owners[0]?.username !== person)
        report(`/internal/user should describe ${person}: ${user.statusCode} ${excerpt(user.body)}`);
      if (current.statusCode !== 200 || (current.json() as { username?: string }).username !== persona.actsAs)
        report(`/internal/users/current should describe ${persona.actsAs}: ${excerpt(current.body)}`);
    }
    reportFindings('identity routes', findings);
  });

  it('serves its public routes without any repository data', async () => {
    for (const url of ['/health', '/config.js', '/remotes.json', '/', '/gh/canopy/api-server']) {
      const markers = forbiddenMarkers(fixture.targets, null).filter((marker) => !url.includes(marker));
      const response = await fixture.server.app.inject({ url });
      expect({ url, leaked: leakedMarkers(response.body, markers) }).toEqual({ url, leaked: [] });
    }
  });
});
