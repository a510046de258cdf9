import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  type ApiClients,
  getApiContext,
  queryKeys,
  refreshSeats,
  rest,
  useApiClients,
} from '@canopy/api-client';
import { type SelfHostedUser, SelfHostedUserSchema } from './self-hosted-users';

export interface UpdateSelfHostedUserVariables {
  ownerid: number;
  activated: boolean;
}

/**
 * `PATCH /internal/users/{ownerid}` `{activated}` (install admins): gives a person an install seat or takes it
 * back. Afterwards the seat counts (the 'Seats' query and every view of them), the lists of people and the
 * signed-in person's own record are asked again.
 */
export const updateSelfHostedUserMutationOptions = (clients: ApiClients, provider?: string) =>
  mutationOptions({
    mutationKey: [...queryKeys.selfHostedUsers.all, 'update'],
    mutationFn: ({ ownerid, activated }: UpdateSelfHostedUserVariables): Promise<SelfHostedUser> =>
      rest({
        path: `/users/${ownerid}`,
        method: 'PATCH',
        body: { activated },
        provider,
        schema: SelfHostedUserSchema,
        ...getApiContext(clients.queryClient),
      }),
    onSuccess: () =>
      Promise.all([
        refreshSeats(clients, provider),
        clients.queryClient.invalidateQueries({ queryKey: queryKeys.selfHostedUsers.all }),
        clients.queryClient.invalidateQueries({ queryKey: queryKeys.me.all }),
      ]),
  });

/** A failed change is thrown to the page's error boundary (spec §8). */
export const useUpdateSelfHostedUser = (provider?: string) =>
  useMutation({ ...updateSelfHostedUserMutationOptions(useApiClients(), provider), throwOnError: true });
