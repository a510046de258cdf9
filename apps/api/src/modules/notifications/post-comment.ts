import { createHash } from 'node:crypto';
import type { CommentBehavior } from '@canopy/coverage';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { targetBranch } from '../comparisons';
import { repoRef } from '../repositories';
import type { CommitScene } from './commit-side';
import { bundleCommentLines } from './bundle-notify';
import { testResultsCommentLines } from './test-results-notify';
import { commentBody, layoutSections } from './comment-body';
import { commentData } from './comment-data';
import { commentDecision } from './comment-gate';
import { type NotificationKind, pullComment, savePullComment } from './notifications-store';
import type { PostContext } from './post-statuses';
import { messageOf, retryable } from './retryable';

type Posted = { posted: true; how: string } | { posted: false; reason: string };

/** Creates, edits or replaces the pull's comment as `behavior` says, remembering its id for later commits. */
async function writeComment(
  db: Kysely<Database>,
  context: PostContext,
  scene: CommitScene,
  behavior: CommentBehavior,
  body: string,
  bundleSection: boolean,
): Promise<Posted> {
  const notifier = context.notifier;
  const repo = repoRef(scene.owner, scene.repo);
  const pullid = scene.pull!.pullid;
  const existing = await pullComment(db, scene.repo.repoid, pullid);
  const bodySha = createHash('sha256').update(body).digest('hex');
  const create = async (how: string): Promise<Posted> => {
    const commentId = await notifier.createComment(repo, pullid, body);
    await savePullComment(db, scene.repo.repoid, pullid, { commentId, bodySha, gone: false, bundleSection });
    return { posted: true, how };
  };
  const previous = await context.previous('comment');
  // A retry of this commit's notifications after another post failed: the comment is already there.
  if (previous?.outcome === 'posted' && existing && !existing.gone && existing.bodySha === bodySha)
    return { posted: true, how: /^Comment ([^:]+)/.exec(previous.description ?? '')?.[1] ?? 'edited' };
  if (behavior === 'spammy' || !existing) return create('created');
  if (behavior === 'new') {
    if (!existing.gone) await notifier.deleteComment(repo, pullid, existing.commentId);
    return create('replaced');
  }
  if (!existing.gone && existing.bodySha === bodySha) return { posted: true, how: 'unchanged' };
  if (!existing.gone && (await notifier.updateComment(repo, pullid, existing.commentId, body))) {
    await savePullComment(db, scene.repo.repoid, pullid, { ...existing, bodySha, bundleSection });
    return { posted: true, how: 'edited' };
  }
  if (behavior === 'once') {
    await savePullComment(db, scene.repo.repoid, pullid, { ...existing, gone: true });
    return { posted: false, reason: 'behavior once: the comment was deleted, so it is not posted again' };
  }
  return create('created again (the previous one was deleted)');
}

/** Writes `body` as the pull's comment and records the outcome; returns the failure to retry, if any. */
async function sendComment(
  db: Kysely<Database>,
  context: PostContext,
  scene: CommitScene,
  how: { behavior: CommentBehavior; kind: NotificationKind; note?: string; bundleSection?: boolean },
  body: string,
): Promise<string[]> {
  const url = context.links.pull(scene.pull!.pullid);
  const row = { name: 'comment', kind: how.kind, state: null, target: null, url } as const;
  try {
    const posted = await writeComment(db, context, scene, how.behavior, body, how.bundleSection === true);
    if (!posted.posted) {
      await context.record({ ...row, outcome: 'skipped', description: null, error: posted.reason });
      return [];
    }
    const note = how.note ? `: ${how.note}` : '';
    await context.record({
      ...row,
      outcome: 'posted',
      description: `Comment ${posted.how}${note}`,
      error: null,
    });
    return [];
  } catch (error) {
    const message = messageOf(error);
    await context.record({ ...row, outcome: 'failed', description: null, error: message });
    return retryable(error) ? [`comment: ${message}`] : [];
  }
}

/** Codecov's words when `codecov.notify.notify_error` is set and uploads of the commit failed processing. */
export function uploadErrorText(failed: number, total: number): string {
  return `❗️ We couldn't process [${failed}] out of [${total}] uploads. Codecov cannot generate a coverage report with partially processed data. Please review the upload errors on the commit page.`;
}

/**
 * `notify_error`: the pull's comment (edited in place, as Codecov's error notifier does) says that uploads failed
 * instead of showing numbers made from part of them. Posted whatever the `comment:` gates say.
 */
export async function postUploadErrorComment(
  db: Kysely<Database>,
  context: PostContext,
  scene: CommitScene,
  uploads: { failed: number; total: number },
): Promise<string[]> {
  const note = `${uploads.failed} of ${uploads.total} uploads could not be processed`;
  if (!scene.pull) {
    await context.record({
      name: 'comment',
      kind: 'error_comment',
      outcome: 'skipped',
      state: null,
      description: null,
      target: null,
      url: null,
      error: `notify_error: ${note}, and the commit is the head of no pull request`,
    });
    return [];
  }
  const body = uploadErrorText(uploads.failed, uploads.total);
  return sendComment(db, context, scene, { behavior: 'default', kind: 'error_comment', note }, body);
}

/**
 * The pull request comment: its coverage part gated by `comment:` settings, its bundle part by the bundle
 * settings, then written through the host as one comment. `coverage: false` when the head has only bundle
 * uploads: the comment then holds the bundle section alone.
 */
export async function postComment(
  db: Kysely<Database>,
  context: PostContext,
  scene: CommitScene,
  parts: { coverage: boolean } = { coverage: true },
): Promise<string[]> {
  const url = scene.pull ? context.links.pull(scene.pull.pullid) : null;
  const skip = (reason: string) =>
    context.record({
      name: 'comment',
      kind: 'comment',
      outcome: 'skipped',
      state: null,
      description: null,
      target: null,
      url,
      error: reason,
    });
  const coverage = parts.coverage
    ? await coverageBody(context, scene)
    : { body: null, reason: 'the head has no coverage uploads' };
  const behavior = (scene.config.comment || {}).behavior ?? 'default';
  // The test results section follows the coverage part; the bundle section comes last.
  const tests = testResultsCommentLines(scene, context.links)?.join('\n') ?? null;
  const withTests = (body: string | null) =>
    body === null ? tests : tests === null ? body : `${body}\n\n${tests}`;
  if (!scene.bundles) {
    const body = withTests(coverage.body);
    if (body === null) return skip(coverage.reason ?? 'nothing to say').then(() => []);
    return sendComment(
      db,
      context,
      scene,
      { behavior, kind: 'comment', note: noteOf(coverage.body !== null, tests !== null, false) },
      body,
    );
  }
  const existing = scene.pull ? await pullComment(db, scene.repo.repoid, scene.pull.pullid) : null;
  const shownBefore = existing !== null && !existing.gone && existing.bundleSection;
  const bundles = await bundleCommentLines({ ...scene, bundles: scene.bundles }, context.links, shownBefore);
  if (bundles.lines === null) {
    const body = withTests(coverage.body);
    if (body === null) return skip(`${coverage.reason}; bundles: ${bundles.reason}`).then(() => []);
    return sendComment(
      db,
      context,
      scene,
      { behavior, kind: 'comment', note: noteOf(coverage.body !== null, tests !== null, false) },
      body,
    );
  }
  const section = bundles.lines.join('\n');
  const before = withTests(coverage.body);
  const body = before === null ? section : `${before}\n\n${section}`;
  const note = noteOf(coverage.body !== null, tests !== null, true);
  return sendComment(db, context, scene, { behavior, kind: 'comment', note, bundleSection: true }, body);
}

/** What the comment holds, for its notification row: nothing said for coverage alone. */
function noteOf(coverage: boolean, tests: boolean, bundles: boolean): string | undefined {
  const parts = [coverage && 'coverage', tests && 'test results', bundles && 'bundles'].filter(
    (part): part is string => part !== false,
  );
  if (parts.length === 1) return parts[0] === 'coverage' ? undefined : `${parts[0]} only`;
  return parts.length === 0 ? undefined : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The coverage part of the comment, or why it is not posted. */
async function coverageBody(
  context: PostContext,
  scene: CommitScene,
): Promise<{ body: string; reason?: undefined } | { body: null; reason: string }> {
  const settings = scene.config.comment;
  const data = scene.pull ? await commentData(scene, context.links) : null;
  const change =
    data?.base?.coverage != null && data.head.coverage !== null
      ? context.fmt.rounded(data.head.coverage - data.base.coverage)
      : null;
  const decision = commentDecision(settings, {
    isPull: scene.pull !== null,
    baseBranch: scene.pull ? targetBranch(scene.repo, scene.pull) : null,
    hasBaseReport: data?.base != null,
    hasHeadReport: scene.commit.reportStoragePath !== null,
    uploads: scene.builds,
    coverageChange: change,
    patchMissed: data?.patch ? data.patch.misses + data.patch.partials : 0,
    unexpectedChanges: await hasUnexpected(scene),
  });
  if (!decision.post) return { body: null, reason: decision.reason };
  if (!data || settings === false || settings === undefined)
    return { body: null, reason: 'the head has no report' };
  return { body: commentBody(data, layoutSections(settings.layout), context.fmt) };
}

async function hasUnexpected(scene: CommitScene): Promise<boolean> {
  const outcome = await scene.side.comparison?.outcome();
  return (
    outcome?.kind === 'compared' && outcome.comparison.files.some((file) => file.indirectChanges.length > 0)
  );
}
