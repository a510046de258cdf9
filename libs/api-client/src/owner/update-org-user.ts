import { useMutation } from '@tanstack/react-query';
import { useApiClients } from '../client/api-client-provider';
import { type ApiClients, getApiContext } from '../client/create-api-clients';
import { queryKeys } from '../query-keys/query-keys';
import { rest } from '../rest/rest';
import { DetailOwnerDocument } from './detail-owner';
import { type OrgUser, OrgUserSchema } from './org-users';

export interface UpdateOrgUserVariables {
  provider: string;
  owner: string;
  /** The member's username or ownerid. */
  user: string | number;
  /** Takes (true) or frees (false) a seat; 403 when no seat is left. */
  activated?: boolean;
  /** Adds (true) or removes (false) the member as an admin of the organisation. */
  isAdmin?: boolean;
}

/**
 * `PATCH /internal/{provider}/{owner}/users/{user}/` (admins of the organisation): the changed member. A refusal
 * rejects with `ApiError` whose `data.detail` says why (no seat left, an admin on the git host, not an admin).
 * On success every members list of the organisation asks again; a change of admin right also asks for the owner
 * again, so an admin who revoked themselves loses the admin pages at once instead of meeting 403s.
 */
export const updateOrgUserMutationOptions = (clients: ApiClients) => ({
  mutationFn: ({ provider, owner, user, activated, isAdmin }: UpdateOrgUserVariables): Promise<OrgUser> => {
    const { apiUrl, fetch } = getApiContext(clients.queryClient);
    return rest({
      path: `/${encodeURIComponent(provider)}/${encodeURIComponent(owner)}/users/${encodeURIComponent(String(user))}/`,
      method: 'PATCH',
      body: { activated, isAdmin },
      provider,
      schema: OrgUserSchema,
      apiUrl,
      fetch,
    });
  },
  onSuccess: (_member: OrgUser, { provider, owner, isAdmin }: UpdateOrgUserVariables) =>
    Promise.all([
      clients.queryClient.invalidateQueries({ queryKey: queryKeys.owner.users(provider, owner) }),
      // graphcache writes the answer into the one Owner entity: every view of its `isAdmin` follows.
      isAdmin === undefined
        ? undefined
        : clients
            .graphql(provider)
            .client.query(DetailOwnerDocument, { username: owner }, { requestPolicy: 'network-only' })
            .toPromise(),
    ]),
});

export const useUpdateOrgUser = () => useMutation(updateOrgUserMutationOptions(useApiClients()));
