import { useEffect, useRef } from 'react';
import {
  currentUserQuery,
  useGraphqlQuery,
  useUpdateDefaultOrganization,
  type CurrentUser,
  type UpdateDefaultOrganizationResult,
} from '@canopy/api-client';
import { toLongProvider } from '@canopy/auth';
import { APP_ERROR_TOAST_DURATION, notify } from '@canopy/ui-kit';
import { INSTALL_REQUEST } from '../landing/landing-path';

/** Spec §8: a failed default-organization update is an error notification. */
export const DEFAULT_ORG_FAILURE = 'The default organization could not be updated.';

function notifyFailure(message?: string | null) {
  notify({ type: 'error', text: message || DEFAULT_ORG_FAILURE, disappearAfter: APP_ERROR_TOAST_DURATION });
}

/** `mutate` callbacks of `useUpdateDefaultOrganization` that report a failure (returned or thrown). */
export const defaultOrgUpdateCallbacks = {
  onSuccess: (result: UpdateDefaultOrganizationResult) => {
    if (result.error) notifyFailure(result.error.message);
  },
  onError: () => notifyFailure(),
};

export interface DefaultOrganizationInput {
  /** Provider of the page (the mutation and `CurrentUser` go to `/graphql/{provider}`). */
  provider: string;
  /** The signed-in gate has passed (terms agreed, owners synced) and nobody is being impersonated. */
  enabled: boolean;
  /** Owner in the URL, if any. */
  owner?: string;
  /** The URL's query string. */
  search: string;
}

/**
 * The username the default organization should become, if it needs changing: the user's own username when they
 * have no default organization, or when they are back on their own GitHub account from an app install request.
 */
export function defaultOrgTarget(
  me: CurrentUser | null | undefined,
  { provider, owner, search }: Omit<DefaultOrganizationInput, 'enabled'>,
): string | undefined {
  if (!me) return undefined;
  const own = me.user.username;
  const current = me.owner.defaultOrgUsername;
  if (!current) return own;
  const installRequest =
    toLongProvider(provider) === 'github' &&
    new URLSearchParams(search).get('setup_action') === INSTALL_REQUEST &&
    owner?.toLowerCase() === own.toLowerCase();
  return installRequest && current !== own ? own : undefined;
}

/**
 * Reference BaseLayout: a signed-in user without a default organization gets their own username as the default,
 * once (spec §4); so does a user landing on their own GitHub account after an app install request (spec §2,
 * `/gh/{username}?setup_action=request`). A failure shows an error notification (spec §8).
 */
export function useDefaultOrganization({ provider, enabled, owner, search }: DefaultOrganizationInput) {
  const { data: me } = useGraphqlQuery(currentUserQuery(provider), { enabled });
  const update = useUpdateDefaultOrganization();
  const { mutate } = update;
  const requested = useRef(new Set<string>());
  const target = enabled ? defaultOrgTarget(me, { provider, owner, search }) : undefined;

  useEffect(() => {
    if (!target) return;
    const key = `${toLongProvider(provider) ?? provider}/${target}`;
    if (requested.current.has(key)) return;
    requested.current.add(key);
    mutate({ provider, username: target }, defaultOrgUpdateCallbacks);
  }, [mutate, provider, target]);
}
