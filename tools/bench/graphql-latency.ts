// GraphQL latency on the real server and the embedded database (PGlite) with a large repository: 10,000 files,
// 1,000 commits on main and one pull request whose head carries its diff. Measures, with autocannon on loopback,
// the repository overview as the page sends it (its GraphQL operations, recorded from the page opened in
// Chromium, replayed together), each of those operations alone, the pull request's comparison and the
// 10,000-row file list, plus the first (cold) comparison request. The database is seeded before the server
// starts, with the api's own migrations and storage format: uploading 1,000 reports of 10,000 files would take
// far longer than the measurement. Needs the shell and the remotes built (the page is opened).
// Each row also gives the server's CPU time per answer (from /proc), which other work on a shared machine moves
// far less than latencies: compare it too. Prints figures; asserts no timings. A query answering with errors sets a
// failing exit code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { launchBrowser, startServer } from '../harness/index.ts';
import { LARGE_REPOSITORY, loadCoverageLibrary } from './large-repository.ts';
import { visitOverview } from './overview-visit.ts';
import { processTree, serverPidOf, treeCpuTicks } from './process-tree.ts';
import { PULL_ID, type SeededRepository, seedLargeRepository } from './seed-large-repository.ts';

const MAIN_COMMITS = Number(process.env.BENCH_COMMITS ?? 1000);
/**
 * Commits whose per-file totals are stored, the newest first: 200 × 10,000 rows make the table the file list
 * reads large, while all 1,000 would take PGlite most of the time budget to insert.
 */
const TREE_COMMITS = Number(process.env.BENCH_TREE_COMMITS ?? 200);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
/** Only the queries whose name contains this (e.g. `comparison`), to profile one at a time. */
const ONLY = process.env.BENCH_QUERY ?? '';
/** A folder for a V8 CPU profile of the server, written when it stops. */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE ?? '';
const OWNER = 'canopy';
const REPO = 'large-monorepo';

// --- measuring ----------------------------------------------------------------------------------------------

interface GraphQLQuery {
  name: string;
  goal: { p95Ms: number; text: string } | null;
  /** The requests of one round, sent in turn on each connection. */
  bodies: string[];
  /** A short account of the answer, or why it is wrong. */
  check: (data: unknown) => { ok: boolean; summary: string };
}

/** Opens three braces; with the operation's own, a query ends in `} } } }`. */
const REPOSITORY = `owner(username: $owner) { repository(name: $repo) { __typename ... on Repository {`;

function repository(data: unknown): Record<string, unknown> | undefined {
  const owner = (data as { owner?: { repository?: Record<string, unknown> } } | undefined)?.owner;
  return owner?.repository;
}

/**
 * The GraphQL operations of the repository overview itself (apps/repo-mfe/src/features/overview and what it
 * renders, through libs/repo-data-access): the summary strip's coverage and branch selector, the trend chart's
 * measurements, the coverage filters' flags and components, and the file explorer's first page. The shell and
 * the repository frame ask for more (the viewer, the repository, seats…) on any page.
 */
const OVERVIEW_OPERATIONS = [
  'GetRepoCoverage',
  'GetBranchCoverageMeasurements',
  'GetBranches',
  'FlagsSelect',
  'GetBranchComponents',
  'BranchContents',
] as const;

/** The overview's operations exactly as the page sent them on load (its bodies), recorded in Chromium. */
async function recordOverview(url: string): Promise<{ bodies: Map<string, string>; others: string[] }> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: url });
    await (await context.newPage()).goto('/login/dev?username=ada&to=/gh');
    const visit = await visitOverview(context, `/gh/${OWNER}/${REPO}`);
    const bodies = new Map<string, string>();
    const others: string[] = [];
    for (const answer of visit.answers) {
      const operation = answer.name.replace(/^GraphQL /, '');
      if (!answer.graphqlBody) continue;
      if ((OVERVIEW_OPERATIONS as readonly string[]).includes(operation))
        bodies.set(operation, answer.graphqlBody);
      else others.push(operation);
    }
    return { bodies, others };
  } finally {
    await browser.close();
  }
}

function overviewQueries(recorded: Map<string, string>): GraphQLQuery[] {
  const noErrors = () => ({ ok: true, summary: 'answered' });
  const each = [...recorded].map(([operation, body]) => ({
    name: `  overview: ${operation}`,
    goal: null,
    bodies: [body],
    check: noErrors,
  }));
  return [
    {
      name: 'repository overview (all its operations)',
      goal: { p95Ms: 50, text: 'p95 ≤ 50 ms' },
      bodies: [...recorded.values()],
      check: noErrors,
    },
    ...each,
  ];
}

function queries(seeded: SeededRepository): GraphQLQuery[] {
  const variables = { owner: OWNER, repo: REPO };
  return [
    {
      name: 'pull comparison',
      goal: { p95Ms: 150, text: 'p95 < 150 ms' },
      bodies: [
        JSON.stringify({
          operationName: 'PullComparison',
          query: `query PullComparison($owner: String!, $repo: String!, $pullId: Int!) { ${REPOSITORY}
          pull(id: $pullId) { compareWithBase { __typename ... on Comparison {
            patchTotals { percentCovered } headTotals { percentCovered } impactedFilesCount
            impactedFiles { __typename ... on ImpactedFiles { results { fileName patchCoverage { percentCovered } } } }
          } } }
        } } } }`,
          variables: { ...variables, pullId: PULL_ID },
        }),
      ],
      check: (data) => {
        const pull = repository(data)?.pull as
          { compareWithBase?: { __typename: string; impactedFilesCount?: number } } | undefined;
        const comparison = pull?.compareWithBase;
        const count = comparison?.impactedFilesCount;
        return {
          ok: comparison?.__typename === 'Comparison' && count === seeded.impactedFiles,
          summary: `${comparison?.__typename}, ${count} impacted files (engine: ${seeded.impactedFiles})`,
        };
      },
    },
    {
      name: 'file list, 10,000 rows',
      goal: null,
      bodies: [
        JSON.stringify({
          operationName: 'CommitFileList',
          query: `query CommitFileList($owner: String!, $repo: String!, $sha: String!) { ${REPOSITORY}
          commit(id: $sha) { pathContents(filters: { displayType: LIST }) { __typename ... on PathContents {
            results { path }
          } } }
        } } } }`,
          variables: { ...variables, sha: seeded.mainHeadSha },
        }),
      ],
      check: (data) => {
        const commit = repository(data)?.commit as
          { pathContents?: { __typename: string; results?: unknown[] } } | undefined;
        const rows = commit?.pathContents?.results?.length ?? 0;
        return { ok: rows === LARGE_REPOSITORY.files, summary: `${rows} rows` };
      },
    },
  ];
}

/** What a browser sends: the session cookie and the encodings it accepts (the server compresses answers). */
function requestHeaders(cookie: string): Record<string, string> {
  return { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', cookie };
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/login/dev?username=ada`, { redirect: 'manual' });
  const cookies = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  if (cookies.length === 0) throw new Error(`sign-in set no cookie (HTTP ${res.status})`);
  return cookies.join('; ');
}

/** One round of the query's requests, timed, each answer checked. */
async function ask(url: string, cookie: string, query: GraphQLQuery) {
  const started = performance.now();
  const summaries: string[] = [];
  for (const body of query.bodies) {
    const res = await fetch(`${url}/graphql/gh`, { method: 'POST', headers: requestHeaders(cookie), body });
    const json = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
    if (json.errors?.length)
      return { ms: 0, ok: false, summary: json.errors.map((e) => e.message).join('; ') };
    const { ok, summary } = query.check(json.data);
    if (!ok) return { ms: 0, ok, summary };
    summaries.push(summary);
  }
  return { ms: performance.now() - started, ok: true, summary: [...new Set(summaries)].join(', ') };
}

interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
  bytesPerRequest: number;
  /** The server's CPU time (user + system, from /proc) per answer: what the load costs it, whatever else runs. */
  serverCpuMs: number;
}

/** Linux's USER_HZ, the unit of /proc's CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

/** autocannon for a fixed duration; percentiles come from every response time (it reports no p95 itself). */
async function load(
  url: string,
  cookie: string,
  query: GraphQLQuery,
  connections: number,
  serverPid: number,
): Promise<LoadFigures> {
  const times: number[] = [];
  const ticksBefore = treeCpuTicks(processTree(serverPid));
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/graphql/gh`,
        method: 'POST',
        headers: requestHeaders(cookie),
        // Each connection sends the round's requests in turn, as the page does.
        requests: query.bodies.map((body) => ({ method: 'POST' as const, body })),
        connections,
        duration: DURATION_SECONDS,
      },
      (error: unknown, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const ticks = treeCpuTicks(processTree(serverPid)) - ticksBefore;
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / (result.duration || DURATION_SECONDS),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    // `errors` counts timeouts too.
    failed: result.non2xx + result.errors,
    bytesPerRequest: result.throughput.total / Math.max(1, result.requests.total),
    serverCpuMs: (ticks * (1000 / CLOCK_TICKS_PER_SECOND)) / Math.max(1, result.requests.total),
  };
}

function printTable(rows: { query: GraphQLQuery; connections: number; figures: LoadFigures }[]): void {
  const width = Math.max(...rows.map((row) => row.query.name.length));
  const cell = (value: string, size: number) => value.padStart(size);
  console.log(
    `${'query'.padEnd(width)}  conn  ${cell('req/s', 7)}  ${cell('p50', 8)}  ${cell('p95', 8)}  ${cell('p99', 8)}` +
      `  ${cell('KiB/resp', 8)}  ${cell('CPU/resp', 8)}  failed  goal`,
  );
  for (const { query, connections, figures } of rows) {
    const goal = query.goal
      ? `${query.goal.text}: ${figures.p95 <= query.goal.p95Ms ? 'met' : 'MISSED'}`
      : '—';
    console.log(
      `${query.name.padEnd(width)}  ${cell(String(connections), 4)}  ${cell(figures.perSecond.toFixed(1), 7)}  ` +
        `${cell(`${figures.p50.toFixed(1)} ms`, 8)}  ${cell(`${figures.p95.toFixed(1)} ms`, 8)}  ` +
        `${cell(`${figures.p99.toFixed(1)} ms`, 8)}  ${cell((figures.bytesPerRequest / 1024).toFixed(1), 8)}  ` +
        `${cell(`${figures.serverCpuMs.toFixed(2)} ms`, 8)}  ` +
        `${cell(String(figures.failed), 6)}  ${goal}`,
    );
  }
}

async function main(): Promise<void> {
  const library = await loadCoverageLibrary();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-bench-large-'));
  console.log(
    `GraphQL latency, real server on the embedded database: ${LARGE_REPOSITORY.files} files, ` +
      `${MAIN_COMMITS} commits on main, 1 pull request (diff of ${LARGE_REPOSITORY.diffFiles} files attached)`,
  );
  let seeded: SeededRepository;
  try {
    seeded = await seedLargeRepository(
      dataDir,
      library,
      {
        repository: LARGE_REPOSITORY,
        mainCommits: MAIN_COMMITS,
        treeCommits: TREE_COMMITS,
        owner: OWNER,
        repo: REPO,
      },
      (line) => console.log(line),
    );
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const profiling: Record<string, string> = CPU_PROFILE_DIR
    ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(CPU_PROFILE_DIR)}` }
    : {};
  // One signed-in client sends thousands of requests a minute: the per-client cost budget would cut the load short.
  const server = await startServer(
    { ...profiling, CANOPY_GRAPHQL_COST_PER_MINUTE: '1000000000' },
    { dataDir },
  );
  try {
    const serverPid = serverPidOf(dataDir);
    const cookie = await signIn(server.url);
    const recorded = await recordOverview(server.url);
    console.log(
      `  the overview's operations, as the page sent them: ${[...recorded.bodies.keys()].join(', ')}` +
        ` (the frame's, not replayed: ${recorded.others.join(', ')})`,
    );
    const missing = OVERVIEW_OPERATIONS.filter((operation) => !recorded.bodies.has(operation));
    if (missing.length) console.log(`  NOT SENT by the page: ${missing.join(', ')}`);
    const [overview, ...overviewEach] = overviewQueries(recorded.bodies);
    const [comparison, fileList] = queries(seeded);
    // The overview first, so the comparison's first request pays for the reports and the comparison, not for
    // the server's first GraphQL request.
    const overviewFirst = await ask(server.url, cookie, overview!);
    const cold = await ask(server.url, cookie, comparison!);
    const second = await ask(server.url, cookie, comparison!);
    const fileListFirst = await ask(server.url, cookie, fileList!);
    const firsts = [
      [overview!, overviewFirst],
      [comparison!, cold],
      [fileList!, fileListFirst],
    ] as const;
    for (const [query, answer] of firsts) {
      console.log(`  first ${query.name}: ${answer.ms.toFixed(0)} ms, ${answer.summary}`);
      if (!answer.ok) {
        console.log(`WRONG ANSWER: ${query.name}: ${answer.summary}`);
        process.exitCode = 1;
      }
    }
    console.log(
      `pull comparison, first (cold) request: ${cold.ms.toFixed(0)} ms (reads both reports, diffs and compares); ` +
        `second request ${second.ms.toFixed(0)} ms`,
    );
    console.log(
      `\nautocannon, ${DURATION_SECONDS} s per row, 127.0.0.1, server and load generator on the same ${os.cpus().length} cores:`,
    );
    const rows: { query: GraphQLQuery; connections: number; figures: LoadFigures }[] = [];
    for (const query of [overview!, comparison!, fileList!].filter((q) => q.name.includes(ONLY)))
      for (const connections of [1, CONNECTIONS])
        rows.push({
          query,
          connections,
          figures: await load(server.url, cookie, query, connections, serverPid),
        });
    // Which of the overview's operations the p95 comes from.
    for (const query of overviewEach.filter((q) => q.name.includes(ONLY)))
      rows.push({
        query,
        connections: CONNECTIONS,
        figures: await load(server.url, cookie, query, CONNECTIONS, serverPid),
      });
    printTable(rows);
    if (rows.some((row) => row.figures.failed > 0)) process.exitCode = 1;
  } catch (error) {
    console.error(server.logs().split('\n').slice(-40).join('\n'));
    throw error;
  } finally {
    await server.stop();
  }
}

await main();
