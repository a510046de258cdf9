import { createHash } from 'node:crypto';
import type { CommentBehavior } from '@canopy/coverage';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { repoRef } from '../repositories';
import type { CommitScene } from './commit-side';
import { commentBody, layoutSections } from './comment-body';
import { commentData } from './comment-data';
import { commentDecision } from './comment-gate';
import { pullComment, processedUploadCount, savePullComment } from './notifications-store';
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
): Promise<Posted> {
  const notifier = context.notifier;
  const repo = repoRef(scene.owner, scene.repo);
  const pullid = scene.pull!.pullid;
  const existing = await pullComment(db, scene.repo.repoid, pullid);
  const bodySha = createHash('sha256').update(body).digest('hex');
  const create = async (how: string): Promise<Posted> => {
    const commentId = await notifier.createComment(repo, pullid, body);
    await savePullComment(db, scene.repo.repoid, pullid, { commentId, bodySha, gone: false });
    return { posted: true, how };
  };
  const previous = await context.previous('comment');
  // A retry of this commit's notifications after another post failed: the comment is already there.
  if (previous?.outcome === 'posted' && existing && !existing.gone && existing.bodySha === bodySha)
    return { posted: true, how: previous.description?.replace(/^Comment /, '') ?? 'edited' };
  if (behavior === 'spammy' || !existing) return create('created');
  if (behavior === 'new') {
    if (!existing.gone) await notifier.deleteComment(repo, pullid, existing.commentId);
    return create('replaced');
  }
  if (!existing.gone && existing.bodySha === bodySha) return { posted: true, how: 'unchanged' };
  if (!existing.gone && (await notifier.updateComment(repo, pullid, existing.commentId, body))) {
    await savePullComment(db, scene.repo.repoid, pullid, { ...existing, bodySha });
    return { posted: true, how: 'edited' };
  }
  if (behavior === 'once') {
    await savePullComment(db, scene.repo.repoid, pullid, { ...existing, gone: true });
    return { posted: false, reason: 'behavior once: the comment was deleted, so it is not posted again' };
  }
  return create('created again (the previous one was deleted)');
}

/** The pull request comment: gated by `comment:` settings, then written through the host. */
export async function postComment(
  db: Kysely<Database>,
  context: PostContext,
  scene: CommitScene,
): Promise<string[]> {
  const settings = scene.config.comment;
  const url = scene.pull ? context.links.pull(scene.pull.pullid) : null;
  const skip = (reason: string) =>
    context.record({
      name: 'comment',
      outcome: 'skipped',
      state: null,
      description: null,
      target: null,
      url,
      error: reason,
    });
  const data = scene.pull ? await commentData(scene, context.links) : null;
  const change =
    data?.base?.coverage != null && data.head.coverage !== null
      ? context.fmt.rounded(data.head.coverage - data.base.coverage)
      : null;
  const decision = commentDecision(settings, {
    isPull: scene.pull !== null,
    hasBaseReport: data?.base != null,
    hasHeadReport: scene.commit.reportStoragePath !== null,
    uploads: await processedUploadCount(db, scene.commit.id),
    coverageChange: change,
    patchMissed: data?.patch ? data.patch.misses + data.patch.partials : 0,
    unexpectedChanges: await hasUnexpected(scene),
  });
  if (!decision.post) return skip(decision.reason).then(() => []);
  if (!data || settings === false || settings === undefined)
    return skip('the head has no report').then(() => []);
  const body = commentBody(data, layoutSections(settings.layout), context.fmt);
  try {
    const posted = await writeComment(db, context, scene, settings.behavior ?? 'default', body);
    if (!posted.posted) return skip(posted.reason).then(() => []);
    await context.record({
      name: 'comment',
      outcome: 'posted',
      state: null,
      description: `Comment ${posted.how}`,
      target: null,
      url,
      error: null,
    });
    return [];
  } catch (error) {
    const message = messageOf(error);
    await context.record({
      name: 'comment',
      outcome: 'failed',
      state: null,
      description: null,
      target: null,
      url,
      error: message,
    });
    return retryable(error) ? [`comment: ${message}`] : [];
  }
}

async function hasUnexpected(scene: CommitScene): Promise<boolean> {
  const outcome = await scene.side.comparison?.outcome();
  return (
    outcome?.kind === 'compared' && outcome.comparison.files.some((file) => file.indirectChanges.length > 0)
  );
}
