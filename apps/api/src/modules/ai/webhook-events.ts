import type { Kysely } from 'kysely';
import type { AiSettings } from '../../config/settings';
import type { Database } from '../../db/schema';
import { type AppInstallationEvent, githubAppEvent } from '../../git-providers/directory/index';
import { numberAt, textAt, valueAt } from '../../git-providers/json-fields';
import type { JobQueue } from '../../jobs/queue';
import { ownerByServiceId } from '../owners';
import { repositoriesByOwnerAndName } from '../repositories';
import { mentionsTestCommand } from './ai-app';
import { aiInstallationOf, deleteAiInstallation, saveAiInstallation } from './ai-store';
import { requestSuggestion } from './request-suggestion';

export interface AiWebhookDeps {
  db: Kysely<Database>;
  ai: AiSettings;
  queue: Pick<JobQueue, 'enqueue'>;
}

/** What a delivery of the AI app did, for the route's answer. */
export type AiDeliveryOutcome = 'applied' | 'ignored';

/**
 * The AI app installed on, removed from, suspended on or given other repositories of an account. Accounts Canopy has
 * never seen are left for later: the app shows once someone of theirs signs in and it is installed again.
 */
export async function applyAiInstallation(
  db: Kysely<Database>,
  event: AppInstallationEvent,
): Promise<AiDeliveryOutcome> {
  if (event.action === 'deleted') {
    await deleteAiInstallation(db, event.installationId);
    return 'applied';
  }
  const ownerid = (await ownerByServiceId(db, event.service, event.account.serviceId))?.ownerid ?? null;
  if (ownerid === null) return 'ignored';
  const stored = await aiInstallationOf(db, ownerid);
  const kept = event.action === 'created' || !stored ? [] : stored.repositoryServiceIds;
  const selected = event.selection === 'selected';
  const covered = selected
    ? [...new Set([...kept, ...event.added])].filter((id) => !event.removed.includes(id))
    : [];
  const suspended =
    event.action === 'suspend'
      ? { suspendedAt: new Date() }
      : event.action === 'unsuspend' || event.action === 'created'
        ? { suspendedAt: null }
        : {};
  await saveAiInstallation(db, ownerid, {
    installationId: event.installationId,
    repositorySelection: event.selection,
    repositoryServiceIds: covered,
    ...suspended,
  });
  return 'applied';
}

/**
 * `issue_comment` on a pull request saying `@{app} test`: the same request as the page's, for the pull's repository.
 * The host only lets people who can read the repository comment on it.
 */
export async function applyCommentCommand(deps: AiWebhookDeps, payload: unknown): Promise<AiDeliveryOutcome> {
  if (textAt(payload, 'action') !== 'created') return 'ignored';
  const issue = valueAt(payload, ['issue']);
  const pullid = numberAt(issue, 'number');
  if (pullid === null || valueAt(issue, ['pull_request']) === undefined) return 'ignored';
  // The app's own comments (and other bots') are never commands.
  if (textAt(payload, 'comment', 'user', 'type') === 'Bot') return 'ignored';
  if (!mentionsTestCommand(deps.ai.appName, textAt(payload, 'comment', 'body') ?? '')) return 'ignored';
  const ownerHostId = numberAt(payload, 'repository', 'owner', 'id');
  const name = textAt(payload, 'repository', 'name');
  if (ownerHostId === null || !name) return 'ignored';
  const ownerid = (await ownerByServiceId(deps.db, 'github', String(ownerHostId)))?.ownerid ?? null;
  if (ownerid === null) return 'ignored';
  const [repo] = await repositoriesByOwnerAndName(deps.db, [{ ownerid, name }]);
  if (!repo) return 'ignored';
  const asked = await requestSuggestion(deps, repo, pullid);
  return asked.ok ? 'applied' : 'ignored';
}

/** Reads one GitHub delivery to the AI app's route. */
export async function applyAiDelivery(
  deps: AiWebhookDeps,
  event: string | undefined,
  payload: unknown,
): Promise<AiDeliveryOutcome> {
  const installation = githubAppEvent(event, payload, 'github');
  if (installation) return applyAiInstallation(deps.db, installation);
  if (event === 'issue_comment') return applyCommentCommand(deps, payload);
  return 'ignored';
}
