import type { CommitNotificationRecord } from '../../db/schema';
import type { HostNotifier } from '../../git-providers';
import { repoRef } from '../repositories';
import type { CommitScene } from './commit-side';
import type { PercentFormat } from './format';
import type { PageLinks } from './links';
import type { NotificationOutcome } from './notifications-store';
import { statusDefinitions } from './status-definitions';
import { messageOf, retryable } from './retryable';
import { applyFlagBehavior, evaluateStatus, type StatusFacts } from './status-evaluation';
import { statusFacts } from './status-facts';

export interface PostContext {
  notifier: HostNotifier;
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
    try {
      await context.notifier.postStatus(repoRef(scene.owner, scene.repo), scene.commit.commitid, {
        context: definition.context,
        state: result.state,
        description: result.description,
        targetUrl: url,
      });
      await context.record({ ...shown, outcome: 'posted', error: null });
    } catch (error) {
      const message = messageOf(error);
      if (retryable(error)) failures.push(`${definition.context}: ${message}`);
      await context.record({ ...shown, outcome: 'failed', error: message });
    }
  }
  return failures;
}
