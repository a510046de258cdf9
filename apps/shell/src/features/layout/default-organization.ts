import { useEffect, useRef } from 'react';
import {
  currentUserQuery,
  useGraphqlQuery,
  useUpdateDefaultOrganization,
  type CurrentUser,
} from '@canopy/api-client';
import { defaultOrgUpdateCallbacks, toLongProvider } from '@canopy/auth';

export interface DefaultOrganizationInput {
  /** Provider of the page (the mutation and `CurrentUser` go to `/graphql/{provider}`). */
  provider: string;
  /** The signed-in gate has passed (terms agreed, owners synced) and nobody is being impersonated. */
  enabled: boolean;
}

/**
 * The username the default organization should become, if it needs changing: the user's own username when they
 * have no default organization. A GitHub app install request (`setup_action=request`) leaves an existing default
 * alone: it only sends the user to their own account (spec §2, see `landingPath`).
 */
export function defaultOrgTarget(me: CurrentUser | null | undefined): string | undefined {
  if (!me) return undefined;
  return me.owner.defaultOrgUsername ? undefined : me.user.username;
}

/**
 * Reference BaseLayout: a signed-in user without a default organization gets their own username as the default,
 * once (spec §4). A failure shows an error notification (spec §8).
 */
export function useDefaultOrganization({ provider, enabled }: DefaultOrganizationInput) {
  const { data: me } = useGraphqlQuery(currentUserQuery(provider), { enabled });
  const update = useUpdateDefaultOrganization();
  const { mutate } = update;
  const requested = useRef(new Set<string>());
  const target = enabled ? defaultOrgTarget(me) : undefined;

  useEffect(() => {
    if (!target) return;
    const key = `${toLongProvider(provider) ?? provider}/${target}`;
    if (requested.current.has(key)) return;
    requested.current.add(key);
    mutate({ provider, username: target }, defaultOrgUpdateCallbacks());
  }, [mutate, provider, target]);
}
