import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { githubAppFor, type GitProviderSettings, hostNotifierFor } from '../../git-providers';
import type { Job, JobQueue } from '../../jobs/queue';
import { commitById } from '../coverage';
import { repositoryWithOwner } from '../repositories';
import { commitConfig } from '../reports';
import { coveringInstallation } from '../sync';
import { postBundleStatus } from './bundle-notify';
import { checkRunsWanted } from './check-runs';
import { ciStateOf, ciStep, ciWaitDelayMs } from './ci-wait';
import { commitScene, type NotifyReads } from './commit-side';
import { percentFormat } from './format';
import { pageLinks } from './links';
import {
  bundleUploadCounts,
  testResultsUploadCounts,
  forgetNotification,
  notificationOf,
  notifyRequested,
  recordNotification,
  recordNotifyRequest,
  saveCiPassed,
  uploadCounts,
} from './notifications-store';
import { notifyDecision, type TriggerDecision } from './notify-trigger';
import { postComment, postUploadErrorComment } from './post-comment';
import { type PostContext, postStatuses } from './post-statuses';

export const NOTIFY_COMMIT = 'notify-commit';

export interface NotifyDeps extends NotifyReads {
  gitProviders: GitProviderSettings;
  /** Where Canopy's pages are (CANOPY_PUBLIC_URL), for the links in statuses and comments. */
  siteUrl: string;
}

const TOKEN_NAMES: Record<string, string> = {
  github: 'CANOPY_GITHUB_TOKEN',
  github_enterprise: 'CANOPY_GITHUB_ENTERPRISE_TOKEN',
  gitlab: 'CANOPY_GITLAB_TOKEN',
  gitlab_enterprise: 'CANOPY_GITLAB_ENTERPRISE_TOKEN',
  bitbucket: 'CANOPY_BITBUCKET_TOKEN',
  bitbucket_server: 'CANOPY_BITBUCKET_SERVER_TOKEN',
};

/** Queues the commit's notifications; the job decides whether they are due. */
export async function queueNotifications(queue: Pick<JobQueue, 'enqueue'>, commitId: number): Promise<void> {
  await queue.enqueue(NOTIFY_COMMIT, String(commitId), { commitId });
}

/** `send-notifications`: remembered, so a commit still processing notifies when it is done. */
export async function requestNotifications(
  db: Kysely<Database>,
  queue: Pick<JobQueue, 'enqueue'>,
  commitId: number,
): Promise<void> {
  await recordNotifyRequest(db, commitId);
  await queueNotifications(queue, commitId);
}

/**
 * Evaluates and posts a commit's statuses and its pull request comment, recording each outcome. A post that
 * failed fails the job, so the queue retries it (statuses are idempotent and the comment is edited in place).
 */
export async function notifyCommit(
  deps: NotifyDeps & { queue?: Pick<JobQueue, 'enqueue'> },
  commitId: number,
  ciWaits = 0,
): Promise<void> {
  const { db } = deps;
  const commit = await commitById(db, commitId);
  if (!commit) return;
  const bundles = await bundleUploadCounts(db, commitId);
  const tests = await testResultsUploadCounts(db, commitId);
  // The bundle and test results jobs queue this again once their uploads are settled, so the comment holds
  // every part at once.
  if (bundles.waiting > 0 || tests.waiting > 0) return;
  const coverage = await uploadCounts(db, commitId);
  const anyBundles = bundles.processed + bundles.failed > 0;
  const anyTests = tests.processed + tests.failed > 0;
  // A head with only bundle or test results uploads gets their status and sections, nothing about coverage.
  const coverageOn = !(anyBundles || anyTests) || coverage.waiting + coverage.processed + coverage.failed > 0;
  if (!coverageOn && bundles.processed === 0 && !anyTests) return;
  const decision: TriggerDecision = coverageOn
    ? notifyDecision(await commitConfig(db, commit, deps.secrets), {
        requested: await notifyRequested(db, commitId),
        ...coverage,
      })
    : { notify: true };
  if (!decision.notify) return;
  const held = {
    name: 'notifications',
    outcome: 'skipped',
    state: null,
    description: null,
    target: null,
    url: null,
  } as const;
  const { owner, repo } = await repositoryWithOwner(db, commit.repoid);
  // With the GitHub App configured, the repositories its installations cover are written to as the app: statuses
  // and comments too, so the installation is looked up whatever `github_checks` says, not only for check runs.
  const installation = githubAppFor(deps.gitProviders, owner.service)
    ? await coveringInstallation(db, owner.ownerid, repo.serviceId)
    : null;
  const notifier = hostNotifierFor(deps.gitProviders, owner.service, installation);
  if (!notifier) {
    // Nothing can be posted: one line says why, and no comparison is computed for it.
    const missing = TOKEN_NAMES[owner.service] ?? `no API client for ${owner.service}`;
    await recordNotification(db, commitId, {
      ...held,
      error: `the git host's API is not configured (${missing})`,
    });
    return;
  }
  const scene = await commitScene(deps, commitId);
  if (!scene) return;
  const context: PostContext = {
    notifier,
    checkRuns: checkRunsWanted(scene.config, scene.owner.service, installation !== null),
    links: pageLinks(deps.siteUrl, scene.owner, scene.repo),
    fmt: percentFormat(scene.config),
    record: (outcome) => recordNotification(db, commitId, outcome),
    previous: (name) => notificationOf(db, commitId, name),
  };
  if (decision.notify === 'error') {
    // Codecov's error notifier: no statuses from partly processed data, and no wait for CI.
    await recordNotification(db, commitId, {
      ...held,
      error: `notify_error: ${decision.failed} of ${decision.total} uploads could not be processed, so no status is posted`,
    });
    const failures = [
      ...(await postBundleStatus(context, scene)),
      ...(await postUploadErrorComment(db, context, scene, decision)),
    ];
    if (failures.length > 0) throw new Error(`notifications not posted: ${failures.join('; ')}`);
    return;
  }
  const ci = await ciStateOf(notifier, scene);
  if (ci === 'success' || ci === 'failure') {
    scene.commit.ciPassed = ci === 'success';
    await saveCiPassed(db, commitId, scene.commit.ciPassed);
  }
  const step = ciStep(scene.config, ci, ciWaits);
  if (step.kind !== 'go') {
    await recordNotification(db, commitId, { ...held, error: step.reason });
    if (step.kind === 'wait')
      await deps.queue?.enqueue(
        NOTIFY_COMMIT,
        String(commitId),
        { commitId, ciWaits: ciWaits + 1 },
        { delayMs: ciWaitDelayMs(ciWaits) },
      );
    return;
  }
  await forgetNotification(db, commitId, held.name);
  const failures = [
    ...(coverageOn ? await postStatuses(context, scene) : []),
    ...(await postBundleStatus(context, scene)),
    ...(await postComment(db, context, scene, { coverage: coverageOn })),
  ];
  if (failures.length > 0) throw new Error(`notifications not posted: ${failures.join('; ')}`);
}

export function notifyJobHandler(deps: NotifyDeps & { queue: Pick<JobQueue, 'enqueue'> }) {
  return async (job: Job) =>
    notifyCommit(deps, Number(job.payload.commitId ?? job.key), Number(job.payload.ciWaits ?? 0));
}
