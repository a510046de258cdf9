import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { Database } from '../db/schema';
import { letterAvatar, ownersByIds, ownersOfUser, repositoryStats, usersByIds } from '../modules/owners';
import { appInstallationIds } from '../modules/sync';

/** `GET /internal/user` body (docs/api-contract.md §2.1), snake_case on the wire. */
export interface InternalUser {
  email: string | null;
  name: string | null;
  external_id: string | null;
  owners: Array<{
    avatar_url: string;
    integration_id: number | null;
    name: string | null;
    ownerid: number;
    service: string;
    stats: { repos: number };
    username: string;
  }>;
  terms_agreement: boolean | null;
  terms_agreement_at: string | null;
  default_org: string | null;
}

/** The signed-in person (not an impersonated one) and their owners, one per provider. */
export async function internalUser(db: Kysely<Database>, viewer: Viewer): Promise<InternalUser> {
  const signedIn = viewer.sessionOwner;
  const [user] = viewer.userId === null ? [] : await usersByIds(db, [viewer.userId]);
  const owners = viewer.userId === null ? [signedIn] : await ownersOfUser(db, viewer.userId);
  const stats = await repositoryStats(
    db,
    owners.map((owner) => owner.ownerid),
  );
  // `integration_id`: the GitHub app's installation on the owner, which the web app reads to offer installing it.
  const installations = await appInstallationIds(
    db,
    owners.map((owner) => owner.ownerid),
  );
  const [defaultOrg] =
    signedIn.defaultOrgOwnerid === null ? [] : await ownersByIds(db, [signedIn.defaultOrgOwnerid]);
  return {
    email: user?.email ?? signedIn.email,
    name: user?.name ?? signedIn.name,
    external_id: user?.externalId ?? null,
    owners: owners.map((owner) => ({
      avatar_url: owner.avatarUrl ?? letterAvatar(owner.username),
      integration_id: installations.get(owner.ownerid) ?? null,
      name: owner.name,
      ownerid: owner.ownerid,
      service: owner.service,
      stats: { repos: stats.get(owner.ownerid)?.repos ?? 0 },
      username: owner.username,
    })),
    terms_agreement: user?.termsAgreement ?? null,
    terms_agreement_at: user?.termsAgreementAt?.toISOString() ?? null,
    default_org: defaultOrg?.username ?? null,
  };
}
