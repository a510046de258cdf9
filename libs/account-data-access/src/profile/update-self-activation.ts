import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  type ApiClients,
  getApiContext,
  queryKeys,
  refreshSeats,
  rest,
  SelfHostedCurrentUserSchema,
  type SelfHostedCurrentUser,
  useApiClients,
} from '@canopy/api-client';

/**
 * `PATCH /internal/users/current` `{activated}`: the signed-in person takes an install seat or gives theirs back
 * (self-hosted Profile page). 403 when every seat is taken rejects with `ApiError`. Afterwards their own record
 * and the seat counts (the 'Seats' query and every view of them) are asked again.
 */
export const updateSelfActivationMutationOptions = (clients: ApiClients, provider?: string) =>
  mutationOptions({
    mutationKey: [...queryKeys.me.selfHosted(provider), 'activation'],
    mutationFn: (activated: boolean): Promise<SelfHostedCurrentUser> =>
      rest({
        path: '/users/current',
        method: 'PATCH',
        body: { activated },
        provider,
        schema: SelfHostedCurrentUserSchema,
        ...getApiContext(clients.queryClient),
      }),
    onSuccess: (user) => {
      clients.queryClient.setQueryData(queryKeys.me.selfHosted(provider), user);
      return Promise.all([
        refreshSeats(clients, provider),
        clients.queryClient.invalidateQueries({ queryKey: queryKeys.me.all }),
        clients.queryClient.invalidateQueries({ queryKey: queryKeys.selfHostedUsers.all }),
      ]);
    },
  });

export const useUpdateSelfActivation = (provider?: string) =>
  useMutation(updateSelfActivationMutationOptions(useApiClients(), provider));
