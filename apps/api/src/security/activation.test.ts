import { describeEachBackend } from '../testing/test-database';
import { startSecurityServer, type SecurityFixture } from './fixture';
import { excerpt, type Finding, leakedMarkers, reportFindings } from './findings';
import { dig, GRAPHQL_PROBES, operation, probeVariables } from './graphql-probes';
import type { Persona } from './personas';
import { REST_PROBES } from './rest-probes';
import { forbiddenMarkers, type Target } from './targets';

/**
 * The non-activated member: joan belongs to canopy and may read its private repositories, but holds no seat and
 * auto-activation is off. Every way to a private repository of canopy answers OwnerNotActivatedError (or 403), and
 * nothing of their data reaches her; the repositories' names may, as the lists show them to members.
 */
const JOAN = 'joan';

/** Repository data through the lists, whose items are the same Repository type the lookup answers. */
const LIST_PROBES = [
  {
    name: 'owner.repositories → data',
    query: operation(`owner(username: $owner) { repositories(filters: { term: $repo }) { edges { node {
      name uploadToken graphToken yaml commits(first: 5) { edges { node { commitid } } }
      branches { edges { node { name headSha } } } pulls { edges { node { headBranch } } }
      coverageAnalytics { percentCovered flags { edges { node { name } } } componentsYaml { id } } } } } }`),
  },
  {
    name: 'me.viewableRepositories → data',
    query: operation(`me { viewableRepositories(filters: { term: $repo }) { edges { node {
      name commits(first: 5) { edges { node { commitid } } } branch(name: $branch) { headSha } } } } }`),
  },
];

describeEachBackend('security: a member without a seat', (backend) => {
  let fixture: SecurityFixture;
  let joan: Persona;
  beforeAll(async () => {
    fixture = await startSecurityServer(backend);
    const { db } = fixture.server.database;
    const canopy = await db
      .selectFrom('owners')
      .select('ownerid')
      .where('username', '=', 'canopy')
      .executeTakeFirstOrThrow();
    const repos = await db
      .selectFrom('repositories')
      .select('repoid')
      .where('ownerid', '=', canopy.ownerid)
      .where('private', '=', true)
      .execute();
    await db
      .insertInto('owners')
      .values({
        service: 'github',
        serviceId: '2907',
        username: JOAN,
        name: JOAN,
        organizations: [canopy.ownerid],
        permission: repos.map((repo) => repo.repoid),
      })
      .execute();
    await db.updateTable('installSettings').set({ planAutoActivate: false }).execute();
    joan = {
      name: 'nonActivatedMember' as Persona['name'],
      about: 'joan, member of canopy with read access, no seat, no auto-activation',
      actsAs: JOAN,
      signedInAs: JOAN,
      cookie: await fixture.server.signIn(JOAN),
      impersonating: false,
    };
  });
  afterAll(() => fixture?.server.close());

  /** Everything joan may not see, except the names of canopy's repositories. */
  const forbidden = (targets: readonly Target[]) => {
    const names = new Set(targets.filter((target) => target.owner === 'canopy').map((target) => target.repo));
    return forbiddenMarkers(targets, JOAN).filter((marker) => !names.has(marker));
  };

  it('answers OwnerNotActivatedError to every repository probe and leaks nothing through any probe', async () => {
    const { server, targets } = fixture;
    const findings: Finding[] = [];
    for (const target of targets) {
      for (const probe of [...GRAPHQL_PROBES, ...LIST_PROBES]) {
        const response = await server.graphql(probe.query, {
          variables: probeVariables(target),
          cookie: joan.cookie,
        });
        const body = JSON.stringify(response);
        const report = (problem: string) =>
          findings.push({ probe: `${probe.name} on ${target.key}`, persona: joan, problem });
        const leaked = leakedMarkers(body, forbidden(targets));
        if (leaked.length) report(`LEAK ${leaked.join(', ')}: ${excerpt(body)}`);
        if (response.errors?.length) report(`errors: ${excerpt(JSON.stringify(response.errors))}`);
        const repository = dig(response.data, 'owner', 'repository', '__typename');
        const expected = target.owner === 'canopy' ? 'OwnerNotActivatedError' : 'NotFoundError';
        if (repository !== undefined && repository !== expected)
          report(`expected ${expected}: ${excerpt(body)}`);
      }
    }
    reportFindings('a member without a seat, GraphQL', findings);
  });

  it('lists the repository by name, as members see it, with its data null', async () => {
    const { server, targets } = fixture;
    const target = targets.find((candidate) => candidate.key === 'apiServer')!;
    const response = await server.graphql(LIST_PROBES[0]!.query, {
      variables: probeVariables(target),
      cookie: joan.cookie,
    });
    const [node] = (dig(response.data, 'owner', 'repositories', 'edges') as Array<{ node: unknown }>) ?? [];
    expect(node?.node).toEqual({
      name: target.repo,
      uploadToken: null,
      graphToken: null,
      yaml: null,
      commits: null,
      branches: null,
      pulls: null,
      coverageAnalytics: null,
    });
  });

  it('refuses her every REST read of a private repository, without its data', async () => {
    const { server, targets } = fixture;
    const findings: Finding[] = [];
    for (const target of targets) {
      for (const probe of REST_PROBES.filter((candidate) => candidate.audience === 'viewers')) {
        const url = probe.url(target, targets);
        const response = await server.app.inject({
          method: probe.route.split(' ')[0] as 'GET' | 'POST',
          url,
          headers: { cookie: joan.cookie!, ...probe.headers?.(target) },
        });
        const report = (problem: string) =>
          findings.push({ probe: `${probe.name} on ${target.key}`, persona: joan, problem });
        const leaked = leakedMarkers(
          response.body,
          forbidden(targets).filter((marker) => !url.includes(marker)),
        );
        if (leaked.length) report(`LEAK ${leaked.join(', ')}: ${excerpt(response.body)}`);
        const refused = target.owner === 'canopy' ? 403 : 404;
        if (response.statusCode !== refused)
          report(`expected ${refused}: ${response.statusCode} ${excerpt(response.body)}`);
      }
    }
    reportFindings('a member without a seat, REST', findings);
  });

  it('shows her the repository once auto-activation gives her a seat (the positive control)', async () => {
    const { server, targets } = fixture;
    await server.database.db.updateTable('installSettings').set({ planAutoActivate: true }).execute();
    const target = targets.find((candidate) => candidate.key === 'apiServer')!;
    const probe = GRAPHQL_PROBES.find((candidate) => candidate.name === 'repository.commits')!;
    const response = await server.graphql(probe.query, {
      variables: probeVariables(target),
      cookie: joan.cookie,
    });
    expect(probe.shown(response.data, target)).toBe(true);
  });
});
