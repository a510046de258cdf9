// Coverage ingestion end to end on the real server (fresh embedded database), through the legacy upload
// protocol and GraphQL, as a client and the web app see it:
//  1. from the end of an upload (the PUT returning) to its totals being visible, for a 1 MB and a 50 MB report;
//  2. 1,000 small uploads into one commit: upload throughput, time until all are merged, and a check that
//     every session is there and the merged totals are as predicted.
// Prints figures; asserts no timings. A wrong merge result sets a failing exit code.
import { createHash } from 'node:crypto';
import { startServer } from '../harness/index.ts';
import { devSignInCookie, median, poll, seconds } from './bench-support.ts';
import { gridPath, lcovReport, singleHitLcov } from './coverage-data.ts';

const MB = 1024 * 1024;
const TOKEN = 'canopy-bench-global-upload-token';
const SLUG = 'acme/bench';
const latencyRuns = Number(process.env.BENCH_RUNS ?? 3);
const largeMb = Number(process.env.BENCH_MB ?? 50);
const merge = {
  uploads: Number(process.env.BENCH_UPLOADS ?? 1000),
  concurrency: 20,
  files: 20,
  linesPerFile: 50,
};

interface CommitView {
  state: string | null;
  totalUploads: number;
  coverageStatus: 'COMPLETED' | 'PENDING' | 'ERROR' | null;
  coverageAnalytics: { totals: { lineCount: number | null; hitsCount: number | null } | null } | null;
  uploads?: { totalCount: number; edges: { node: { id: number | null; state: string } }[] };
}

const COMMIT_FIELDS =
  'state totalUploads coverageStatus coverageAnalytics { totals { lineCount hitsCount } }';

function commitSha(name: string): string {
  return createHash('sha1').update(`canopy-bench-${name}`).digest('hex');
}

/** A legacy upload body: the repository's file list (so report paths resolve), then one coverage file. */
function legacyBody(network: readonly string[], lcov: string): string {
  return `${network.join('\n')}\n<<<<<< network\n# path=lcov.info\n${lcov}\n<<<<<< EOF\n`;
}

class BenchClient {
  private cookie = '';
  private readonly url: string;

  constructor(url: string) {
    this.url = url;
  }

  async signIn(): Promise<void> {
    this.cookie = await devSignInCookie(this.url);
  }

  /** The legacy protocol: POST /upload/v4 answers with the storage URL on its second line; PUT the body there. */
  async upload(sha: string, body: string): Promise<void> {
    const query = new URLSearchParams({ commit: sha, branch: 'main', slug: SLUG, token: TOKEN });
    const started = await fetch(`${this.url}/upload/v4?${query}`, { method: 'POST' });
    const reply = await started.text();
    const storageUrl = reply.split('\n')[1];
    if (!started.ok || !storageUrl) throw new Error(`POST /upload/v4: HTTP ${started.status}: ${reply}`);
    const stored = await fetch(storageUrl, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    if (!stored.ok) throw new Error(`PUT ${storageUrl}: HTTP ${stored.status}: ${await stored.text()}`);
    await stored.arrayBuffer();
  }

  async commit(sha: string, fields = COMMIT_FIELDS): Promise<CommitView | null> {
    const query = `query BenchCommit($sha: String!) {
      owner(username: "acme") { repository(name: "bench") { __typename ... on Repository { commit(id: $sha) { ${fields} } } } }
    }`;
    const res = await fetch(`${this.url}/graphql/gh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookie },
      body: JSON.stringify({ query, variables: { sha } }),
    });
    const json = (await res.json()) as {
      data?: { owner: { repository: { commit?: CommitView | null } } | null };
      errors?: { message: string }[];
    };
    if (json.errors?.length) throw new Error(`GraphQL: ${json.errors.map((e) => e.message).join('; ')}`);
    return json.data?.owner?.repository.commit ?? null;
  }
}

/** The commit once it has settled with a report: state "complete" and totals present. */
async function settled(client: BenchClient, sha: string, timeoutMs: number): Promise<CommitView> {
  return poll(`commit ${sha.slice(0, 7)}`, timeoutMs, async () => {
    const commit = await client.commit(sha);
    if (commit?.state === 'error') throw new Error(`commit ${sha.slice(0, 7)} failed to process`);
    return commit?.state === 'complete' && commit.coverageAnalytics?.totals ? commit : undefined;
  });
}

/** Time from the PUT returning to the totals showing in GraphQL, for one report size. */
async function measureLatency(client: BenchClient, targetBytes: number, runs: number): Promise<void> {
  const report = lcovReport(targetBytes, 7);
  const body = legacyBody(report.paths, report.text);
  const uploadTimes: number[] = [];
  const visibleTimes: number[] = [];
  let last: CommitView | undefined;
  for (let run = 0; run < runs; run++) {
    const sha = commitSha(`latency-${targetBytes}-${run}`);
    const started = performance.now();
    await client.upload(sha, body);
    const uploaded = performance.now();
    last = await settled(client, sha, 180_000);
    visibleTimes.push(performance.now() - uploaded);
    uploadTimes.push(uploaded - started);
  }
  const totals = last?.coverageAnalytics?.totals;
  const asPredicted = totals?.lineCount === report.lines && totals.hitsCount === report.hits;
  console.log(
    `${(report.text.length / MB).toFixed(1).padStart(5)} MB lcov (${report.files} files, body ${(body.length / MB).toFixed(1)} MB), ` +
      `${runs === 1 ? '1 run' : `median of ${runs}`}: upload ${seconds(median(uploadTimes))}, ` +
      `PUT returned → totals visible ${seconds(median(visibleTimes))}; ` +
      `totals ${totals?.lineCount} lines / ${totals?.hitsCount} hits ` +
      `${asPredicted ? '(as predicted)' : `(PREDICTED ${report.lines} / ${report.hits})`}`,
  );
}

/** Sends the merge uploads with bounded concurrency; resolves when the last PUT has returned. */
async function sendMergeUploads(client: BenchClient, sha: string): Promise<void> {
  const network = Array.from({ length: merge.files }, (_, f) => gridPath(f));
  let next = 0;
  const worker = async () => {
    while (next < merge.uploads) {
      const index = next++;
      await client.upload(sha, legacyBody(network, singleHitLcov(merge.files, merge.linesPerFile, index)));
    }
  };
  await Promise.all(Array.from({ length: merge.concurrency }, worker));
}

/** What must hold once every merge upload is processed; each problem is one line. */
function mergeProblems(commit: CommitView | null): string[] {
  const problems: string[] = [];
  const expectedLines = merge.files * merge.linesPerFile;
  // Upload i hits only line i of the grid, so the merge has one hit per upload, capped by the grid size.
  const expectedHits = Math.min(merge.uploads, expectedLines);
  const nodes = commit?.uploads?.edges.map((edge) => edge.node) ?? [];
  const notProcessed = nodes.filter((node) => node.state !== 'PROCESSED').length;
  const sessions = new Set(nodes.map((node) => node.id).filter((id) => id !== null));
  const totals = commit?.coverageAnalytics?.totals;
  if (commit?.totalUploads !== merge.uploads)
    problems.push(`totalUploads ${commit?.totalUploads}, expected ${merge.uploads}`);
  if (nodes.length !== merge.uploads)
    problems.push(`${nodes.length} uploads listed, expected ${merge.uploads}`);
  if (notProcessed > 0) problems.push(`${notProcessed} uploads not PROCESSED`);
  if (sessions.size !== merge.uploads)
    problems.push(`${sessions.size} distinct sessions, expected ${merge.uploads}`);
  if (totals?.lineCount !== expectedLines || totals.hitsCount !== expectedHits)
    problems.push(
      `totals ${totals?.lineCount} lines / ${totals?.hitsCount} hits, expected ${expectedLines} / ${expectedHits}`,
    );
  return problems;
}

async function measureMerge(client: BenchClient): Promise<boolean> {
  const sha = commitSha('merge');
  const started = performance.now();
  let sent = false;
  const sending = sendMergeUploads(client, sha).then(() => {
    sent = true;
    return performance.now();
  });
  // Done once every upload is sent and none is waiting: COMPLETED, or ERROR when some failed.
  const processing = poll('merge', 170_000, async () => {
    const commit = sent ? await client.commit(sha) : null;
    const done = commit?.totalUploads === merge.uploads && commit.coverageStatus !== 'PENDING';
    return done && (commit.state === 'complete' || commit.state === 'error') ? performance.now() : undefined;
  });
  const sentAt = await sending;
  const processedAt = await processing;
  const uploadSeconds = (sentAt - started) / 1000;
  console.log(
    `${merge.uploads} uploads into one commit (${merge.files} files × ${merge.linesPerFile} lines each, ` +
      `${merge.concurrency} at a time): all sent in ${uploadSeconds.toFixed(2)} s ` +
      `(${(merge.uploads / uploadSeconds).toFixed(0)} uploads/s); first upload → all processed ` +
      `${seconds(processedAt - started)}; last PUT → all processed ${seconds(processedAt - sentAt)}`,
  );
  const commit = await client.commit(
    sha,
    `${COMMIT_FIELDS} uploads { totalCount edges { node { id state } } }`,
  );
  const problems = mergeProblems(commit);
  const totals = commit?.coverageAnalytics?.totals;
  if (problems.length === 0)
    console.log(
      `verified: ${merge.uploads} uploads, all PROCESSED, ${merge.uploads} distinct sessions, ` +
        `totals ${totals?.lineCount} lines / ${totals?.hitsCount} hits as predicted`,
    );
  for (const problem of problems) console.log(`MERGE CHECK FAILED: ${problem}`);
  return problems.length === 0;
}

const server = await startServer({ CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN });
try {
  const client = new BenchClient(server.url);
  // The first upload creates acme/bench and warms the server up; it is not measured.
  await client.upload(commitSha('warm-up'), legacyBody(['src/a.c'], 'SF:src/a.c\nDA:1,1\nend_of_record\n'));
  await client.signIn();
  await settled(client, commitSha('warm-up'), 60_000);
  console.log('ingestion, legacy upload protocol, real server on a fresh embedded database');
  await measureLatency(client, 1 * MB, latencyRuns);
  await measureLatency(client, largeMb * MB, 1);
  if (!(await measureMerge(client))) process.exitCode = 1;
} catch (error) {
  console.error(server.logs().split('\n').slice(-40).join('\n'));
  throw error;
} finally {
  await server.stop();
}
