import type { OAuthClientSettings } from '../../config/sign-in-settings';
import type { Service } from '../../config/providers';
import { callHost, type Fetch } from './host-http';
import { type HostTokens, OAUTH_HOSTS, tokensFrom } from './hosts';

/**
 * One call to a host's token endpoint (a code or a refresh token traded for tokens). The client authenticates in
 * the form, except on Bitbucket Cloud, which takes it in HTTP Basic and knows its callback from the consumer.
 */
export async function requestTokens(
  fetcher: Fetch,
  service: Service,
  client: OAuthClientSettings,
  grant: Record<string, string>,
  now: Date,
): Promise<HostTokens> {
  const host = OAUTH_HOSTS[service];
  const form: Record<string, string> = { ...grant };
  const headers: Record<string, string> = {};
  if (host.bitbucketCloud) {
    headers.authorization = `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
    delete form.redirect_uri;
  } else {
    form.client_id = client.clientId;
    form.client_secret = client.clientSecret;
  }
  return tokensFrom(
    await callHost(fetcher, {
      url: `${client.webUrl}${host.tokenPath}`,
      method: 'POST',
      headers,
      form,
      failure: 'token_error',
    }),
    now,
  );
}
