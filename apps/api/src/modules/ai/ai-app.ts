import type { Kysely } from 'kysely';
import type { AiSettings } from '../../config/settings';
import type { Database, OwnerRecord, RepositoryRecord } from '../../db/schema';
import { canViewRepository } from '../owners';
import { aiInstallationOf, type AiInstallation, repositoriesOfInstallation } from './ai-store';

/** What a pull request comment mentioning the app can ask. */
export const AI_COMMANDS = [
  {
    name: 'test',
    description:
      'Suggests unit tests for the lines the pull request adds that no test runs yet, from the coverage Canopy has for its head commit.',
  },
] as const;

export function aiAppOf(ai: AiSettings) {
  return {
    appName: ai.appName,
    installUrl: `https://github.com/apps/${encodeURIComponent(ai.appName)}/installations/new`,
    modelConfigured: ai.model !== null,
    commands: AI_COMMANDS.map((command) => ({ ...command })),
  };
}

/** The installation in force: installed and not suspended. */
export async function activeInstallation(
  db: Kysely<Database>,
  ownerid: number,
): Promise<AiInstallation | null> {
  const installation = await aiInstallationOf(db, ownerid);
  return installation && !installation.suspended ? installation : null;
}

export function covers(
  installation: AiInstallation | null,
  repo: Pick<RepositoryRecord, 'serviceId'>,
): boolean {
  if (!installation) return false;
  return (
    installation.repositorySelection === 'all' || installation.repositoryServiceIds.includes(repo.serviceId)
  );
}

/**
 * Names of the repositories the app is enabled on that the viewer may read (a member without access to a private
 * one does not learn its name), or null when it is not installed.
 */
export async function enabledRepositoryNames(
  db: Kysely<Database>,
  ownerid: number,
  viewer: OwnerRecord | null,
): Promise<string[] | null> {
  const installation = await activeInstallation(db, ownerid);
  if (!installation) return null;
  const repositories = await repositoriesOfInstallation(
    db,
    ownerid,
    installation.repositorySelection === 'all' ? null : installation.repositoryServiceIds,
  );
  return repositories.filter((repo) => canViewRepository(viewer, repo)).map((repo) => repo.name);
}

/** `@{app} test` (any case, at a word boundary) in a comment: the one command the app answers. */
export function mentionsTestCommand(appName: string, comment: string): boolean {
  const escaped = appName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|\\s)@${escaped}(\\[bot\\])?\\s+test\\b`, 'i').test(comment);
}
