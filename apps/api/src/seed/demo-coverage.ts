import { createHash } from 'node:crypto';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { recordProviderPull } from '../modules/comparisons';
import type { Database, RepositoryRecord } from '../db/schema';
import { GitMirrorProvider } from '../git-providers/git-mirror';
import type { RepoRef } from '../git-providers';
import type { JobQueue } from '../jobs/queue';
import { activateMeasurements } from '../modules/measurements';
import { PROCESS_COVERAGE } from '../modules/processing';
import type { Storage } from '../storage/storage';
import { createUpload, markUploaded, upsertCommit } from '../modules/uploads';
import { DEMO_SERVICE, DEMO_USERS } from '../db/seed/demo-data';
import { dateDemoCommit, dateRepositoriesFromCommits, demoRepositories } from './demo-coverage-store';
import {
  type DemoCommit,
  DEMO_HISTORY,
  DEMO_PULLS,
  INTEGRATION_FUNCTIONS,
  inIntegrationSuite,
} from './demo-history';
import { demoBundleStats, seedDemoBundle } from './demo-bundles';
import { seedDemoTestResults } from './demo-test-results';
import { isCoveredSource, lcovReport } from './demo-lcov';
import { GitMissingError, writeDemoMirror } from './demo-mirror';

/**
 * Coverage for the demo repositories, sent through the real ingestion path (stored uploads, processing jobs), so a
 * fresh install shows what an uploaded report looks like. Runs once, right after the demo data is created.
 *
 * With a mirror folder and git, each repository's history is first written there as a bare repository: its
 * commits are the ones the coverage is uploaded to, so the server reads their source, authors, messages and diffs
 * from the mirror as it would from any mirror. The pull requests' titles and authors arrive as a webhook would
 * bring them.
 */

export interface DemoCoverageOptions {
  /** Root of the mirrors (`{service}/{owner}/{name}.git`); without it the demo has coverage but no git history. */
  mirrorDir?: string;
  /** The git executable; `git` from PATH unless set. */
  git?: string;
  /** Told why the demo has no source, when it has none. */
  log?: { warn(message: string): void };
  now?: Date;
}

const HOUR = 60 * 60 * 1000;

/** The body a client would send: the legacy text format, or codecov-cli's JSON when a diff goes along. */
function uploadBody(
  network: string[],
  report: string,
  yaml: string | null,
  diff: { base: string; text: string } | null,
) {
  if (diff === null) {
    const yamlSection = yaml ? `# path=codecov.yml\n${yaml}<<<<<< EOF\n` : '';
    return `${network.join('\n')}\n<<<<<< network\n${yamlSection}# path=coverage/lcov.info\n${report}<<<<<< EOF\n`;
  }
  const encode = (filename: string, text: string) => ({
    filename,
    format: 'base64+compressed',
    data: deflateSync(Buffer.from(text)).toString('base64'),
    labels: '',
  });
  return JSON.stringify({
    report_fixes: { format: 'legacy', value: {} },
    network_files: network,
    coverage_files: [encode('coverage/lcov.info', report), ...(yaml ? [encode('codecov.yml', yaml)] : [])],
    metadata: {},
    git_diff: { base: diff.base, head: null, text: diff.text },
  });
}

/** A made-up commit id, for a demo written without a mirror. */
function madeUpSha(repo: string, index: number): string {
  return createHash('sha1').update(`canopy-demo:${repo}:${index}`).digest('hex');
}

/**
 * The commit ids of a repository's demo commits: git's, from the mirror written for them, or made up when there is
 * no mirror. `mirrored` says whether the server can read them from a mirror.
 */
async function demoShas(
  repo: string,
  commits: Array<{ index: number; commit: DemoCommit }>,
  options: DemoCoverageOptions,
  now: Date,
): Promise<{ shas: Map<number, string>; mirrored: boolean }> {
  const madeUp = {
    shas: new Map(commits.map(({ index }) => [index, madeUpSha(repo, index)])),
    mirrored: false,
  };
  if (!options.mirrorDir) return madeUp;
  const positions = new Map(commits.map(({ index }, position) => [index, position]));
  const result = await writeDemoMirror(
    path.join(options.mirrorDir, DEMO_SERVICE, 'canopy', `${repo}.git`),
    commits.map(({ commit }) => ({
      branch: commit.branch,
      parent: commit.parent === null ? null : (positions.get(commit.parent) ?? null),
      author: { name: DEMO_USERS[commit.author].name, email: DEMO_USERS[commit.author].email },
      date: commitDate(commit, now),
      message: commit.message,
      tree: commit.tree,
    })),
    options.git,
  );
  if ('skipped' in result) {
    options.log?.warn(`demo coverage without source for canopy/${repo}: ${result.skipped}`);
    return madeUp;
  }
  return {
    shas: new Map(commits.map(({ index }, position) => [index, result.shas[position]!])),
    mirrored: true,
  };
}

/** Logged once the demo's jobs are done (the browser suite waits for it before opening demo pages). */
export const DEMO_PROCESSED = 'demo data processed: coverage, bundles and test results are ready';

/** The places in the demo history of a commit's ancestors, nearest first. */
function ancestorsOf(index: number): number[] {
  const out: number[] = [];
  for (
    let parent = DEMO_HISTORY[index]?.parent ?? null;
    parent !== null;
    parent = DEMO_HISTORY[parent]?.parent ?? null
  )
    out.push(parent);
  return out;
}

/** Whole seconds, as git records them, so the commit's time is the same in the database and in the mirror. */
function commitDate(commit: DemoCommit, now: Date): Date {
  return new Date(Math.floor((now.getTime() - commit.hoursAgo * HOUR) / 1000) * 1000);
}

export async function seedDemoCoverage(
  db: Kysely<Database>,
  storage: Storage,
  queue: JobQueue,
  options: DemoCoverageOptions = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const repos = new Map<string, RepositoryRecord>();
  for (const repo of await demoRepositories(db)) repos.set(repo.name, repo);
  const demoRepo = repos.get('demo');
  // Flag and component charts are switched on for the demo, so its analytics have data from the start.
  if (demoRepo)
    for (const kind of ['flag', 'component'] as const)
      await activateMeasurements(db, queue, demoRepo.repoid, kind);

  const shas = new Map<number, string>();
  const mirrored = new Set<string>();
  let gitMissing = false;
  for (const name of new Set(DEMO_HISTORY.map((commit) => commit.repo))) {
    if (!repos.has(name)) continue;
    const commits = DEMO_HISTORY.map((commit, index) => ({ commit, index })).filter(
      ({ commit }) => commit.repo === name,
    );
    const written = await demoShas(name, commits, gitMissing ? {} : options, now).catch((error: unknown) => {
      if (!(error instanceof GitMissingError)) throw error;
      options.log?.warn(`demo coverage without source, commit authors or diffs: ${error.message}`);
      gitMissing = true;
      return demoShas(name, commits, {}, now);
    });
    for (const [index, sha] of written.shas) shas.set(index, sha);
    if (written.mirrored) mirrored.add(name);
  }
  const mirror = options.mirrorDir
    ? new GitMirrorProvider({ root: options.mirrorDir, git: options.git })
    : null;
  const refOf = (name: string): RepoRef => ({ service: DEMO_SERVICE, owner: 'canopy', name });

  // The pull requests are opened before their builds upload, and the git host tells Canopy about them by webhook.
  for (const pull of DEMO_PULLS) {
    const head = DEMO_HISTORY[pull.head]!;
    if (!repos.has(pull.repo) || head.parent === null) continue;
    await recordProviderPull(db, refOf(pull.repo), {
      pullid: pull.pullid,
      title: pull.title,
      state: 'open',
      author: pull.author,
      baseBranch: 'main',
      baseSha: shas.get(head.parent) ?? null,
      headBranch: head.branch,
      headSha: shas.get(pull.head) ?? null,
    });
  }

  for (const [index, demo] of DEMO_HISTORY.entries()) {
    const repo = repos.get(demo.repo);
    if (!repo) continue;
    const commitid = shas.get(index)!;
    const parentSha = demo.parent === null ? null : shas.get(demo.parent)!;
    const commit = await upsertCommit(
      db,
      repo,
      {
        commitid,
        branch: demo.branch,
        pullid: demo.pullid ?? null,
        parentCommitid: parentSha,
      },
      'global-token',
    );
    // Processing reads the time (and message and author) from the mirror too; without one, the time is kept here.
    const when = commitDate(demo, now);
    await dateDemoCommit(db, { id: commit.id, repoid: repo.repoid, branch: demo.branch }, when);
    const network = Object.keys(demo.tree);
    const yaml = demo.tree['codecov.yml'] ?? null;
    const sessions: Array<{ flags: string[]; report: string }> = [
      {
        flags: ['unit'],
        report: lcovReport(demo.tree, { suite: 'unit', untested: demo.untested }, isCoveredSource),
      },
    ];
    if (demo.integration)
      sessions.push({
        flags: ['integration'],
        report: lcovReport(
          demo.tree,
          { suite: 'integration', only: INTEGRATION_FUNCTIONS },
          inIntegrationSuite,
        ),
      });
    // canopy-cli --diff-base runs git diff base...head in the checkout; the mirror holds the same history.
    const diffText =
      demo.uploadDiff && parentSha && mirror && mirrored.has(demo.repo)
        ? await mirror.diff(refOf(demo.repo), parentSha, commitid)
        : null;
    const diff = diffText && parentSha ? { base: parentSha, text: diffText } : null;
    for (const session of sessions) {
      const body = uploadBody(network, session.report, yaml, diff);
      const upload = await createUpload(db, commit, {
        formatVersion: diff ? 'v1' : 'legacy',
        flags: session.flags,
        provider: 'github-actions',
        name: session.flags.includes('integration') ? 'integration tests' : 'unit tests',
      });
      const key = `uploads/${repo.repoid}/${commit.id}/${upload.externalId}.raw`;
      const size = await storage.write(key, body);
      await markUploaded(db, upload, { storagePath: key, sizeBytes: size, contentEncoding: null });
    }
    // Jobs run in the order they were queued: each commit is processed before its children, so carryforward
    // finds its ancestor's report.
    await queue.enqueue(PROCESS_COVERAGE, String(commit.id), { commitId: commit.id });
    if (demo.repo === 'demo') {
      await seedDemoBundle({ db, storage, queue }, commit, demoBundleStats(index, ancestorsOf(index), when));
      await seedDemoTestResults({ db, storage, queue }, commit, index, when);
    }
  }
  // The demo commits are dated in the past; the repository list shows when each repository last changed.
  await dateRepositoriesFromCommits(db);
}
