import { useInfiniteQuery } from '@tanstack/react-query';
import { selfHostedUsersQueryOptions } from '../users/self-hosted-users';

/** `GET /internal/users?is_admin=true&page=n`: the install's admins, page by page (the access page's table). */
export const selfHostedAdminsQueryOptions = (provider?: string) =>
  selfHostedUsersQueryOptions(provider, { isAdmin: true });

export const useSelfHostedAdmins = (provider?: string) =>
  useInfiniteQuery(selfHostedAdminsQueryOptions(provider));
