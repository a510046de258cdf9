// A git host's sign-in stand-in as its own process, for the browser suite (apps/e2e), which starts the server as a
// process too. Reads OAUTH_HOST_KIND, OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET and OAUTH_USER (JSON: id, username,
// name, email), and for GitHub OAUTH_DIRECTORY (JSON: organizations, repositories, as github-directory-host.ts
// describes them); prints one JSON line `{ "url", "apiUrl" }` once listening; stops on SIGTERM.
import { type OAuthHostKind, startOAuthHost } from './oauth-host';

const env = process.env;
const host = await startOAuthHost({
  kind: (env.OAUTH_HOST_KIND ?? 'github') as OAuthHostKind,
  clientId: env.OAUTH_CLIENT_ID ?? 'canopy-e2e',
  clientSecret: env.OAUTH_CLIENT_SECRET ?? 'canopy-e2e-secret',
  user: JSON.parse(
    env.OAUTH_USER ??
      '{"id":4242,"username":"octavia","name":"Octavia Butler","email":"octavia@example.com"}',
  ),
  callbackUrl: env.OAUTH_CALLBACK_URL,
  ...(env.OAUTH_DIRECTORY ? { directory: JSON.parse(env.OAUTH_DIRECTORY) } : {}),
});
process.stdout.write(`${JSON.stringify({ url: host.url, apiUrl: host.apiUrl })}\n`);
process.on('SIGTERM', () => void host.close().then(() => process.exit(0)));
