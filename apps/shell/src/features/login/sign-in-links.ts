import { useLocation } from 'react-router';
import { configQuery, useGraphqlQuery } from '@canopy/api-client';
import {
  isSelfHosted,
  toShortProvider,
  useConfigEnv,
  type ConfigEnv,
  type ShortProvider,
} from '@canopy/auth';
import { ownerPaths, shellRoutes } from '@canopy/routes';
import { routeContext } from '../../app/route-context';
import { apiLoginUrl, appLinks, isSafePath } from '../../links/links';

/**
 * Configured git providers (`loginProviders`, `syncProviders`) as short codes in the configured order, each once.
 * Okta is left out: it is no git provider (the install's own Okta has its button on the login page, an
 * organisation's Okta its banner).
 */
export function providerCodes(names: readonly string[] | null | undefined): ShortProvider[] {
  const codes = (names ?? []).map((name) => toShortProvider(name)).filter((code) => code !== undefined);
  return [...new Set(codes)];
}

/**
 * `/login`, `/login/gh`, with or without a query: the login page itself. The API's Okta sign-in
 * (`/login/okta/{provider}/{owner}`) is not: a git-host sign-in may return there to go on to Okta.
 */
export function isLoginPath(path: string): boolean {
  return /^\/login(?:\/[^/?#]*)?\/?(?=[?#]|$)/.test(path);
}

/** The query without its `expired` marker (spec §2), so that coming back after signing in does not say it again. */
export function withoutExpired(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('expired');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Where a sign-in comes back to: the page's `to` when it is a path on this site other than the login page, else
 * the provider's landing (`/gh`, which goes on to the user's organisation).
 */
export function signInReturnPath(to: string | null | undefined, provider: string): string {
  return isSafePath(to) && !isLoginPath(to) ? to : ownerPaths.provider(provider);
}

/**
 * The provider a self-hosted install signs in with when the page does not say: the one in the URL, else the
 * install's default provider, else the first configured one.
 */
export function selfHostedSignInProvider(
  config: Pick<ConfigEnv, 'ENTERPRISE_DEFAULT_PROVIDER'>,
  pathProvider: string | undefined,
  configured: readonly ShortProvider[],
): ShortProvider | undefined {
  return (
    toShortProvider(pathProvider) ?? toShortProvider(config.ENTERPRISE_DEFAULT_PROVIDER) ?? configured[0]
  );
}

export interface SignInLink {
  href: string;
  /** A page of this app (a router link); otherwise the API's sign-in, a full page load. */
  inApp: boolean;
}

/**
 * The 'Log in' link of the guest header and the session-expired banner (spec §2). Hosted: the login page, with
 * the current page as `to`. Self-hosted, where `/login` is the landing page the guest may already be on: the
 * provider's sign-in on the API host, `{API_URL}/login/{provider}?to=`; `/` while no provider is known.
 */
export function useSignInLink(): SignInLink {
  const config = useConfigEnv();
  const selfHosted = isSelfHosted(config);
  const { pathname, search } = useLocation();
  const { data: site } = useGraphqlQuery(configQuery(), { enabled: selfHosted });
  const here = `${pathname}${withoutExpired(search)}`;
  const to = here === '/' ? undefined : here;

  if (!selfHosted) {
    return { href: isLoginPath(pathname) ? shellRoutes.login : appLinks.login(to), inApp: true };
  }
  const provider = selfHostedSignInProvider(
    config,
    routeContext(pathname).provider,
    providerCodes(site?.loginProviders),
  );
  if (!provider) return { href: '/', inApp: true };
  return { href: apiLoginUrl(config, provider, signInReturnPath(to, provider)), inApp: false };
}
