import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import type { CurrentUser } from '@canopy/api-client';
import { disabledFlagsClient, type Flags, type FlagsClient, type FlagsUser } from './flags-client';

const FlagsContext = createContext<FlagsClient>(disabledFlagsClient);

export interface FlagsProviderProps {
  /** From `initFeatureFlags(config)`. Without it every flag is its default. */
  client?: FlagsClient;
  children?: ReactNode;
}

/** Provides the feature-flag client to `useFlags` and `useIdentifyFlags`. */
export function FlagsProvider({ client = disabledFlagsClient, children }: FlagsProviderProps) {
  return <FlagsContext.Provider value={client}>{children}</FlagsContext.Provider>;
}

export function useFlagsClient(): FlagsClient {
  return useContext(FlagsContext);
}

/**
 * The current flags over `defaults`: `const { canopyAi } = useFlags({ canopyAi: false })`. Keys are
 * camel-cased flag keys. Until the service answers, and always when it is not configured, the defaults hold.
 */
export function useFlags<TDefaults extends Flags = Flags>(defaults?: TDefaults): TDefaults & Flags {
  const client = useFlagsClient();
  const flags = useSyncExternalStore(client.subscribe, client.getFlags, client.getFlags);
  return { ...(defaults as TDefaults), ...flags };
}

/** The flag-service user of a signed-in `CurrentUser` (keyed by owner id). */
export function flagsUserFromCurrentUser(me: CurrentUser): FlagsUser {
  return {
    key: String(me.trackingMetadata.ownerid),
    name: me.user.name ?? me.user.username,
    email: me.email,
    attributes: {
      username: me.user.username,
      service: me.trackingMetadata.service,
      plan: me.trackingMetadata.plan,
      staff: me.trackingMetadata.staff,
    },
  };
}

function isCurrentUser(user: CurrentUser | FlagsUser): user is CurrentUser {
  return 'trackingMetadata' in user;
}

/**
 * Tells the flag service who is signed in, once per user (spec §4). Takes the `CurrentUser` (or a
 * `FlagsUser`); guests (`null`/`undefined`) are not identified and the anonymous context stays.
 */
export function useIdentifyFlags(currentUser: CurrentUser | FlagsUser | null | undefined): void {
  const client = useFlagsClient();
  const user = currentUser
    ? isCurrentUser(currentUser)
      ? flagsUserFromCurrentUser(currentUser)
      : currentUser
    : null;
  const key = user?.key;
  const name = user?.name;
  const email = user?.email;
  const attributes = JSON.stringify(user?.attributes ?? {});
  useEffect(() => {
    if (!key) return;
    void client.identify({ key, name, email, attributes: JSON.parse(attributes) as FlagsUser['attributes'] });
  }, [client, key, name, email, attributes]);
}
