// Server memory while it processes one large LCOV upload, end to end on the real server (fresh embedded
// database), through the legacy upload protocol as a client sends it:
//  - idle: the server's resident memory after start, before any upload (median of 3 s of samples);
//  - peak: the highest resident memory sampled every ~100 ms from the PUT until the totals are readable in
//    GraphQL; peak − idle is what processing costs;
//  - after: resident memory 30 s after the totals are readable (and the lowest over those 30 s).
// Resident memory is the server process's VmRSS (worker threads share it) plus that of any process it started,
// read from /proc. Prints figures; asserts nothing. A wrong total sets a failing exit code.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../harness/index.ts';
import { devSignInCookie, median, poll, seconds } from './bench-support.ts';
import { lcovBlock, isFullyCovered, seededRandom, syntheticFile } from './coverage-data.ts';
import { processTree, serverPidOf, treeRssKiB } from './process-tree.ts';

const MB = 1024 * 1024;
const MiB = (bytes: number) => `${Math.round(bytes / MB)} MiB`;
const TOKEN = 'canopy-bench-global-upload-token';
const targetMb = Number(process.env.BENCH_MB ?? 200);
const afterSeconds = Number(process.env.BENCH_AFTER_SECONDS ?? 30);
const SAMPLE_MS = 100;

/**
 * Writes the upload body to a file (the repository's file list, then one LCOV file of about `bytes`), so a
 * report of any size is sent without being held in this process.
 */
function writeBody(file: string, bytes: number): { lines: number; hits: number; files: number } {
  const random = seededRandom(11);
  const lcov = fs.openSync(`${file}.lcov`, 'w');
  const paths: string[] = [];
  let lines = 0;
  let hits = 0;
  let pending: string[] = [];
  let pendingBytes = 0;
  for (let size = 0, index = 0; size < bytes; index++) {
    const synthetic = syntheticFile(random, index, 'c');
    const block = lcovBlock(synthetic);
    pending.push(block);
    pendingBytes += block.length;
    size += block.length;
    paths.push(synthetic.path);
    lines += synthetic.lines.length;
    for (let i = 0; i < synthetic.lines.length; i++) if (isFullyCovered(synthetic, i)) hits += 1;
    if (pendingBytes > 8 * MB) {
      fs.writeSync(lcov, pending.join(''));
      pending = [];
      pendingBytes = 0;
    }
  }
  fs.writeSync(lcov, pending.join(''));
  fs.closeSync(lcov);
  const body = fs.openSync(file, 'w');
  fs.writeSync(body, `${paths.join('\n')}\n<<<<<< network\n# path=lcov.info\n`);
  const source = fs.openSync(`${file}.lcov`, 'r');
  const chunk = Buffer.alloc(8 * MB);
  for (let read; (read = fs.readSync(source, chunk)) > 0;) fs.writeSync(body, chunk, 0, read);
  fs.closeSync(source);
  fs.rmSync(`${file}.lcov`);
  fs.writeSync(body, '\n<<<<<< EOF\n');
  fs.closeSync(body);
  return { lines, hits, files: paths.length };
}

/** Resident memory of the server and every process below it, in bytes. */
const residentBytes = (pid: number) => treeRssKiB(processTree(pid)) * 1024;

class Sampler {
  peak = 0;
  low = Number.POSITIVE_INFINITY;
  last = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly pid: number;

  constructor(pid: number) {
    this.pid = pid;
  }

  start(): void {
    this.stop();
    this.peak = 0;
    this.low = Number.POSITIVE_INFINITY;
    const sample = () => {
      this.last = residentBytes(this.pid);
      this.peak = Math.max(this.peak, this.last);
      this.low = Math.min(this.low, this.last);
    };
    sample();
    this.timer = setInterval(sample, SAMPLE_MS);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

async function upload(url: string, sha: string, bodyFile: string): Promise<void> {
  const query = new URLSearchParams({ commit: sha, branch: 'main', slug: 'acme/bench', token: TOKEN });
  const started = await fetch(`${url}/upload/v4?${query}`, { method: 'POST' });
  const reply = await started.text();
  const storageUrl = reply.split('\n')[1];
  if (!started.ok || !storageUrl) throw new Error(`POST /upload/v4: HTTP ${started.status}: ${reply}`);
  const stored = await fetch(storageUrl, {
    method: 'PUT',
    headers: { 'content-type': 'text/plain' },
    body: await fs.openAsBlob(bodyFile),
  });
  if (!stored.ok) throw new Error(`PUT ${storageUrl}: HTTP ${stored.status}: ${await stored.text()}`);
  await stored.arrayBuffer();
}

interface Totals {
  lineCount: number | null;
  hitsCount: number | null;
}

async function commitTotals(url: string, cookie: string, sha: string): Promise<Totals | null | 'error'> {
  const query = `query BenchCommit($sha: String!) {
    owner(username: "acme") { repository(name: "bench") { __typename ... on Repository {
      commit(id: $sha) { state coverageAnalytics { totals { lineCount hitsCount } } } } } }
  }`;
  const res = await fetch(`${url}/graphql/gh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables: { sha } }),
  });
  const json = (await res.json()) as {
    data?: {
      owner: {
        repository: {
          commit?: { state: string | null; coverageAnalytics: { totals: Totals | null } | null } | null;
        } | null;
      } | null;
    };
  };
  const commit = json.data?.owner?.repository?.commit;
  if (commit?.state === 'error') return 'error';
  return commit?.state === 'complete' ? (commit.coverageAnalytics?.totals ?? null) : null;
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-processing-memory-'));
const bodyFile = path.join(workDir, 'upload.txt');
const expected = writeBody(bodyFile, targetMb * MB);
const bodyBytes = fs.statSync(bodyFile).size;
const server = await startServer({
  CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN,
  // Room for the larger sizes this benchmark is run with; the defaults are 256 and 512 MiB.
  CANOPY_MAX_UPLOAD_BYTES: String(Math.max(256 * MB, 2 * bodyBytes)),
  CANOPY_MAX_DECOMPRESSED_BYTES: String(Math.max(512 * MB, 2 * bodyBytes)),
});
try {
  const pid = serverPidOf(server.dataDir);
  const cookie = await devSignInCookie(server.url);
  const idleSamples: number[] = [];
  for (let i = 0; i < 30; i++) {
    idleSamples.push(residentBytes(pid));
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
  const idle = median(idleSamples);
  const sampler = new Sampler(pid);
  const sha = createHash('sha1').update(`canopy-bench-memory-${targetMb}`).digest('hex');
  sampler.start();
  const started = performance.now();
  await upload(server.url, sha, bodyFile);
  const uploaded = performance.now();
  const totals = await poll('totals', 600_000, async () => {
    const found = await commitTotals(server.url, cookie, sha);
    if (found === 'error') throw new Error('the upload failed to process');
    return found ?? undefined;
  });
  const visible = performance.now();
  const peak = sampler.peak;
  sampler.start();
  await new Promise((resolve) => setTimeout(resolve, afterSeconds * 1000));
  sampler.stop();
  const after = sampler.last;
  const asPredicted = totals.lineCount === expected.lines && totals.hitsCount === expected.hits;
  if (!asPredicted) process.exitCode = 1;
  console.log(
    `processing memory, one ${(bodyBytes / MB).toFixed(0)} MB legacy LCOV upload (${expected.files} files, ` +
      `${expected.lines} lines), real server on a fresh embedded database, RSS of the server process and its children every ${SAMPLE_MS} ms`,
  );
  console.log(
    `  idle ${MiB(idle)}, peak ${MiB(peak)} (+${MiB(peak - idle)} above idle), ` +
      `after ${afterSeconds} s ${MiB(after)} (+${MiB(after - idle)}; lowest ${MiB(sampler.low)})`,
  );
  console.log(
    `  upload ${seconds(uploaded - started)}, PUT returned → totals visible ${seconds(visible - uploaded)}; ` +
      `totals ${totals.lineCount} lines / ${totals.hitsCount} hits ` +
      `${asPredicted ? '(as predicted)' : `(PREDICTED ${expected.lines} / ${expected.hits})`}`,
  );
} catch (error) {
  console.error(server.logs().split('\n').slice(-40).join('\n'));
  throw error;
} finally {
  await server.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
