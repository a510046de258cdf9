import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  type ApiClients,
  type OrgUser,
  queryKeys,
  updateOrgUserMutationOptions,
  useApiClients,
} from '@canopy/api-client';
import type { AccountDetailsArgs } from '../account-details/account-details';
import { refreshPlanData } from '../plans/refresh-plan-data';

export interface MemberActivationVariables {
  ownerid: number;
  /** Takes (true) or frees (false) a seat of the plan. */
  activated: boolean;
}

/**
 * Asks again for everything that counts seats: the account details (activated members, seats of the plan), the
 * plan of graphcache (`hasSeatsLeft`, read by the members page, the banners and the repository pages) and every
 * members list of the organisation.
 */
export async function refreshMemberSeats(clients: ApiClients, { provider, owner }: AccountDetailsArgs) {
  await Promise.all([
    clients.queryClient.invalidateQueries({ queryKey: queryKeys.owner.accountDetails(provider, owner) }),
    clients.queryClient.invalidateQueries({ queryKey: queryKeys.owner.users(provider, owner) }),
    refreshPlanData(clients, provider, owner),
  ]);
}

/**
 * `PATCH /internal/{provider}/{owner}/users/{ownerid}/ {activated}` (admins of the org). A refusal rejects with
 * `ApiError { status: 403, data: { detail } }` (e.g. 'not enough seats left'). The seat
 * data and the lists are asked again after every change, a refused one too (the refusal says the page's counts
 * were out of date).
 */
export const memberActivationMutationOptions = (clients: ApiClients, args: AccountDetailsArgs) => {
  const change = updateOrgUserMutationOptions(clients);
  return mutationOptions({
    mutationKey: [...queryKeys.owner.users(args.provider, args.owner), 'activation'],
    mutationFn: ({ ownerid, activated }: MemberActivationVariables): Promise<OrgUser> =>
      change.mutationFn({ provider: args.provider, owner: args.owner, user: ownerid, activated }),
    onSettled: () => refreshMemberSeats(clients, args),
  });
};

/** A failed change is thrown to the page's error boundary (spec §8); the seat data is asked again first. */
export const useMemberActivation = (args: AccountDetailsArgs) =>
  useMutation({ ...memberActivationMutationOptions(useApiClients(), args), throwOnError: true });
