import type { Service } from '../config/providers';
import { ProviderError } from './git-provider';

/**
 * What a git host tells about the person signed in, read with their own token: the organisations they belong to
 * (and whether they administer each) and every repository they may read, with their permission on it. The sync
 * turns these answers into Canopy's owners, repositories and access lists; nothing else decides who sees what.
 */
export interface HostOrganization {
  /** The host's id of the organisation (GitHub org id, GitLab group id, Bitbucket workspace uuid, project key). */
  serviceId: string;
  /** The name in the host's URLs: login, full group path (`group/subgroup`), workspace slug or project key. */
  username: string;
  name: string | null;
  avatarUrl: string | null;
  /** The person administers the organisation on the host (GitHub org admin, GitLab owner, workspace admin). */
  isAdmin: boolean;
}

export type HostPermission = 'read' | 'write' | 'admin';

/** The account a repository belongs to: the person themselves or an organisation. */
export interface HostAccount {
  serviceId: string;
  username: string;
  isOrg: boolean;
  name: string | null;
  avatarUrl: string | null;
}

export interface HostRepository {
  serviceId: string;
  owner: HostAccount;
  name: string;
  private: boolean;
  defaultBranch: string | null;
  language: string | null;
  /** The signed-in person's highest right on the repository. */
  permission: HostPermission;
}

export interface HostRateLimit {
  limit: number;
  remaining: number;
  resetAt: Date;
}

/** One person's view of one host. Lists are paged by the client; callers just iterate. */
export interface HostDirectory {
  readonly service: Service;
  organizations(): AsyncIterable<HostOrganization>;
  /** Every repository the person may read: their own, as collaborator, and through their organisations. */
  repositories(): AsyncIterable<HostRepository>;
  /** The host's current limit for this token, or null when the host tells none (Bitbucket). */
  rateLimit(): Promise<HostRateLimit | null>;
}

export interface HostDirectoryOptions {
  service: Service;
  /** The host's API root (CANOPY_GITHUB_API_URL and the like). */
  apiUrl: string;
  accessToken: string;
  /** Tests and stand-ins pass their own; the default is the global fetch. */
  fetch?: typeof fetch;
}

/**
 * The host answered 401: the person's token is no longer accepted (revoked, expired, app uninstalled). The sync stops
 * for this person and asks them to sign in again; other failures are plain ProviderErrors and are retried later.
 */
export class HostTokenRejectedError extends ProviderError {
  override name = 'HostTokenRejectedError';

  constructor(host: string, what: string) {
    super(`${host} no longer accepts the token (401 while reading ${what})`, 401);
  }
}

/** Every entry of a paged directory list, read to the end. */
export async function readAll<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
