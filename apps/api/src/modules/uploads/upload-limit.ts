import type { Kysely } from 'kysely';
import { shortServiceName, type Service } from '../../config/providers';
import type { Settings } from '../../config/settings';
import type { Database } from '../../db/schema';
import { monthlyPrivateUploads, ownerPlan } from '../owners';
import { tooManyRequests } from './upload-errors';
import type { UploadTarget } from './upload-target';

export interface UploadLimitDeps {
  db: Kysely<Database>;
  settings: Settings;
}

/**
 * The hosted plans' monthly upload limit (Developer 250, Team 2500): once the organisation's coverage uploads to
 * private repositories in the last 30 days reach it, a new one to a private repository is refused with 429, as
 * Codecov throttles it. Public repositories, plans without a limit (trial, Pro) and self-hosted installs have none.
 * `origin` is the site's address, for the plan page the message sends people to.
 */
export async function refuseOverUploadLimit(
  deps: UploadLimitDeps,
  target: UploadTarget,
  origin: string,
): Promise<void> {
  if (deps.settings.selfHosted || !target.repo.private) return;
  const plan = ownerPlan(target.owner);
  const limit = plan.monthlyUploadLimit;
  if (limit === null) return;
  const used = await monthlyPrivateUploads(deps.db, target.owner.ownerid);
  if (used < limit) return;
  const { owner } = target;
  const planPage = `${origin}/plan/${shortServiceName(owner.service as Service)}/${encodeURIComponent(owner.username)}`;
  throw tooManyRequests(
    `Request was throttled. Throttled due to limit on private repository uploads: ${owner.username}'s ${plan.marketingName} plan includes ${limit} uploads to private repositories every 30 days and ${used} were made. To keep uploading, upgrade the plan at ${planPage}`,
  );
}
