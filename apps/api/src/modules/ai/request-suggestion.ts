import type { Kysely } from 'kysely';
import type { AiSettings } from '../../config/settings';
import type { Database, RepositoryRecord } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { pullById } from '../comparisons';
import { activeInstallation, covers } from './ai-app';
import { type AiSuggestionRecord, insertSuggestion, pendingSuggestion } from './ai-store';
import { queueSuggestion } from './suggest-job';

export type SuggestionRequest =
  | { ok: true; suggestion: AiSuggestionRecord }
  | { ok: false; kind: 'notFound' | 'validation'; message: string };

/**
 * Asks for suggestions on a pull whose requester was already allowed: the pull must be known, a model configured
 * and the AI app installed on the repository. A pull with a request still pending gets that one back.
 */
export async function requestSuggestion(
  deps: { db: Kysely<Database>; ai: AiSettings; queue: Pick<JobQueue, 'enqueue'> },
  repo: RepositoryRecord,
  pullid: number,
): Promise<SuggestionRequest> {
  const { db } = deps;
  if (!Number.isInteger(pullid) || pullid < 1)
    return {
      ok: false,
      kind: 'validation',
      message: 'The pull request number must be a positive whole number',
    };
  if (!(await pullById(db, repo.repoid, pullid)))
    return { ok: false, kind: 'notFound', message: `Pull request #${pullid} was not found in ${repo.name}` };
  if (!deps.ai.model)
    return {
      ok: false,
      kind: 'validation',
      message: 'AI suggestions are off on this install: no model endpoint is configured, so nothing is sent',
    };
  if (!covers(await activeInstallation(db, repo.ownerid), repo))
    return {
      ok: false,
      kind: 'validation',
      message: `The ${deps.ai.appName} app is not installed on ${repo.name}: install it on GitHub first`,
    };
  const pending = await pendingSuggestion(db, repo.repoid, pullid);
  if (pending) return { ok: true, suggestion: pending };
  const suggestion = await insertSuggestion(db, { repoid: repo.repoid, pullid, command: 'test' });
  await queueSuggestion(deps.queue, suggestion.id);
  return { ok: true, suggestion };
}
