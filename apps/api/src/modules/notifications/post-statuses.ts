import type { CommitNotificationRecord } from '../../db/schema';
import { type CheckAnnotation, type HostNotifier, ProviderError } from '../../git-providers';
import { repoRef } from '../repositories';
import { annotationsWanted, checkAnnotations, checkRun } from './check-runs';
import type { CommitScene } from './commit-side';
import type { PercentFormat } from './format';
import type { PageLinks } from './links';
import type { NotificationKind, NotificationOutcome } from './notifications-store';
import { statusDefinitions } from './status-definitions';
import { messageOf, retryable } from './retryable';
import { applyFlagBehavior, evaluateStatus, type StatusFacts, type StatusState } from './status-evaluation';
import { statusFacts } from './status-facts';

export interface PostContext {
  notifier: HostNotifier;
  /** GitHub check runs take the statuses' place on pulls (check-runs.ts says when). */
  checkRuns: boolean;
  links: PageLinks;
  fmt: PercentFormat;
  record(outcome: NotificationOutcome): Promise<void>;
  /** What was recorded for this commit before (a retry skips what is already posted). */
  previous(name: string): Promise<CommitNotificationRecord | null>;
}

function targetText(settings: { target?: number | 'auto' }, facts: StatusFacts, fmt: PercentFormat) {
  const target = typeof settings.target === 'number' ? settings.target : (facts.base?.coverage ?? null);
  return target === null ? null : `${fmt.percent(target)}%`;
}

/**
 * A check run on a pull when check runs are wanted, unless this commit already got the status as a commit status
 * (Codecov keeps a status it set); a host refusing check runs (403: the app lacks the permission) gets the status.
 */
export async function send(
  context: PostContext,
  scene: CommitScene,
  status: { context: string; state: StatusState; description: string; targetUrl: string },
  run: { annotations: () => CheckAnnotation[]; before: CommitNotificationRecord | null },
): Promise<NotificationKind> {
  const { notifier } = context;
  const repo = repoRef(scene.owner, scene.repo);
  const sha = scene.commit.commitid;
  const keepStatus = run.before?.outcome === 'posted' && run.before.kind === 'status';
  if (context.checkRuns && scene.pull && notifier.postCheckRun && !keepStatus) {
    try {
      const payload = checkRun(status.context, status, status.targetUrl, run.annotations());
      await notifier.postCheckRun(repo, sha, payload);
      return 'check_run';
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status !== 403) throw error;
    }
  }
  await notifier.postStatus(repo, sha, status);
  return 'status';
}

/** Evaluates and posts every configured status; returns the failures (the job is retried for them). */
export async function postStatuses(context: PostContext, scene: CommitScene): Promise<string[]> {
  const { fmt, links } = context;
  const failures: string[] = [];
  const carried = new Set(scene.carriedOnlyFlags);
  const fresh = new Set(scene.uploadedFlags.filter((flag) => !carried.has(flag)));
  const url = scene.pull ? links.pull(scene.pull.pullid) : links.commit(scene.commit.commitid);
  for (const definition of statusDefinitions(scene.config, scene.uploadedFlags)) {
    const facts = await statusFacts(scene.side, definition, fmt);
    const flagsUploaded = !definition.flags || definition.flags.some((flag) => fresh.has(flag));
    const result = applyFlagBehavior(
      evaluateStatus(definition.type, definition.settings, facts, fmt),
      definition.settings,
      flagsUploaded,
    );
    const base = { name: definition.context, url, target: targetText(definition.settings, facts, fmt) };
    if (result.kind === 'skipped') {
      await context.record({
        ...base,
        outcome: 'skipped',
        state: null,
        description: null,
        error: result.reason,
      });
      continue;
    }
    const shown = { ...base, state: result.state, description: result.description };
    const before = await context.previous(definition.context);
    // Already on the host as it is now (a retry after another post failed): not posted twice.
    if (
      before?.outcome === 'posted' &&
      before.state === result.state &&
      before.description === result.description
    )
      continue;
    const annotations = () =>
      definition.type === 'patch' && annotationsWanted(scene.config)
        ? checkAnnotations(facts.uncoveredPatchLines)
        : [];
    try {
      const kind = await send(
        context,
        scene,
        { context: definition.context, state: result.state, description: result.description, targetUrl: url },
        { annotations, before },
      );
      await context.record({ ...shown, kind, outcome: 'posted', error: null });
    } catch (error) {
      const message = messageOf(error);
      if (retryable(error)) failures.push(`${definition.context}: ${message}`);
      await context.record({ ...shown, kind: null, outcome: 'failed', error: message });
    }
  }
  return failures;
}
