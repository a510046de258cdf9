import type { Kysely } from 'kysely';
import type { AiSettings } from '../../config/settings';
import type { Database } from '../../db/schema';
import { githubAppFor, type GitProviderSettings, hostNotifierFor, type RepoRef } from '../../git-providers';
import type { Job, JobQueue } from '../../jobs/queue';
import { type ComparisonService, compareWithBase, pullById } from '../comparisons';
import { commitsByRef } from '../coverage';
import { repoRef, repositoryWithOwner } from '../repositories';
import { coveringInstallation } from '../sync';
import { finishSuggestion, suggestionById } from './ai-store';
import { chatCompletion } from './chat-completions';
import { SYSTEM_PROMPT, suggestionPrompt, type UncoveredFile } from './prompt';

export const SUGGEST_TESTS = 'ai-suggest-tests';

export interface SuggestDeps {
  db: Kysely<Database>;
  ai: AiSettings;
  gitProviders: GitProviderSettings;
  comparisons: ComparisonService;
}

export async function queueSuggestion(queue: Pick<JobQueue, 'enqueue'>, suggestionId: number): Promise<void> {
  await queue.enqueue(SUGGEST_TESTS, String(suggestionId), { suggestionId });
}

/** The comment the suggestion is posted as. */
export function commentOf(appName: string, body: string): string {
  return [
    `### 🤖 @${appName}: tests for the uncovered lines of this pull request`,
    '',
    body,
    '',
    '<sub>Suggested by Canopy AI from the coverage of the head commit. Review before you use it.</sub>',
  ].join('\n');
}

type Reading =
  | { kind: 'files'; commitid: string; title: string | null; files: UncoveredFile[] }
  | { kind: 'stop'; status: 'failed' | 'skipped'; commitid: string | null; reason: string };

/** The uncovered patch lines of the pull's head, as the comparison with its base counts them, with their sources. */
async function uncoveredFiles(deps: SuggestDeps, repoid: number, pullid: number): Promise<Reading> {
  const { db, comparisons } = deps;
  const { repo, owner } = await repositoryWithOwner(db, repoid);
  const pull = await pullById(db, repoid, pullid);
  if (!pull)
    return { kind: 'stop', status: 'failed', commitid: null, reason: `pull request #${pullid} is not known` };
  const lookup = async (ref: string) => (await commitsByRef(db, [{ repoid, ref }]))[0] ?? null;
  const compared = await compareWithBase(db, comparisons, repo, owner, pull, lookup);
  const commitid = pull.head;
  if ('message' in compared) return { kind: 'stop', status: 'failed', commitid, reason: compared.message };
  const outcome = await compared.outcome();
  if (outcome.kind !== 'compared')
    return {
      kind: 'stop',
      status: 'failed',
      commitid,
      reason: 'the comparison of the pull could not be made',
    };
  const diff = (await compared.diff()).diff;
  if (!outcome.comparison.diffAvailable || !diff)
    return {
      kind: 'stop',
      status: 'failed',
      commitid,
      reason: 'the diff of the pull request is not available',
    };
  const missed = outcome.comparison.files.filter((file) => file.headPath && file.missedLines.length > 0);
  if (missed.length === 0)
    return {
      kind: 'stop',
      status: 'skipped',
      commitid,
      reason: 'every line this pull request adds is already covered: there is nothing to suggest',
    };
  // The same sources the file viewer reads: the git host, else the local mirror.
  const { provider, mirror } = comparisons.providersFor(owner.service);
  const ref: RepoRef = repoRef(owner, repo);
  const sha = compared.head.commitid;
  const files: UncoveredFile[] = [];
  for (const file of missed) {
    const path = file.headPath!;
    let source: string | null = null;
    for (const host of [provider, mirror]) {
      if (!host || source !== null) continue;
      source = await host.fileContent(ref, sha, path).catch(() => null);
    }
    files.push({ path, lines: file.missedLines, source, diff: diff.files.get(path) ?? null });
  }
  return { kind: 'files', commitid: sha, title: pull.title, files };
}

/** Posts the suggestion on the pull as Canopy does its comments; why not, when the host cannot be written. */
async function postSuggestion(
  deps: SuggestDeps,
  repoid: number,
  pullid: number,
  body: string,
): Promise<{ posted: boolean; reason: string | null }> {
  const { repo, owner } = await repositoryWithOwner(deps.db, repoid);
  const installation = githubAppFor(deps.gitProviders, owner.service)
    ? await coveringInstallation(deps.db, owner.ownerid, repo.serviceId)
    : null;
  const notifier = hostNotifierFor(deps.gitProviders, owner.service, installation);
  if (!notifier)
    return { posted: false, reason: `not posted: the git host's API (${owner.service}) is not configured` };
  try {
    await notifier.createComment(repoRef(owner, repo), pullid, commentOf(deps.ai.appName, body));
    return { posted: true, reason: null };
  } catch (error) {
    return { posted: false, reason: `not posted: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * Writes one suggestion: reads the pull's uncovered patch lines, asks the model once, stores its answer and posts
 * it on the pull. Every outcome is stored on the suggestion; the job itself never fails, so a model is never
 * asked twice for one request.
 */
export async function suggestTests(deps: SuggestDeps, suggestionId: number): Promise<void> {
  const { db } = deps;
  const suggestion = await suggestionById(db, suggestionId);
  if (!suggestion || suggestion.status !== 'pending') return;
  const { id, repoid, pullid } = suggestion;
  const endpoint = deps.ai.model;
  if (!endpoint) {
    await finishSuggestion(db, id, {
      status: 'skipped',
      error: 'no model endpoint is configured on this install (CANOPY_AI_API_URL): nothing was sent',
    });
    return;
  }
  try {
    const reading = await uncoveredFiles(deps, repoid, pullid);
    if (reading.kind === 'stop') {
      await finishSuggestion(db, id, {
        status: reading.status,
        commitid: reading.commitid,
        error: reading.reason,
      });
      return;
    }
    const { repo, owner } = await repositoryWithOwner(db, repoid);
    const { prompt } = suggestionPrompt(
      { pullid, title: reading.title, repository: `${owner.username}/${repo.name}` },
      reading.files,
    );
    const body = await chatCompletion(endpoint, [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: prompt },
    ]);
    const comment = await postSuggestion(deps, repoid, pullid, body);
    await finishSuggestion(db, id, {
      status: 'done',
      commitid: reading.commitid,
      body,
      commentPosted: comment.posted,
      error: comment.reason,
    });
  } catch (error) {
    await finishSuggestion(db, id, {
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

export function suggestJobHandler(deps: SuggestDeps) {
  return async (job: Job) => suggestTests(deps, Number(job.payload.suggestionId ?? job.key));
}
