// A git host's sign-in stand-in as its own process, for the browser suite (apps/e2e), which starts the server as a
// process too. Reads OAUTH_HOST_KIND, OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET, OAUTH_USER (JSON: id, username, name,
// email), OAUTH_CALLBACK_URL (Bitbucket Cloud) and OAUTH_DIRECTORY: the organisations and repositories the sync
// reads, as github-directory-host.ts describes them for GitHub and host-directory-stand-in.ts for the others.
// Prints one JSON line `{ "url", "apiUrl" }` once listening; stops on SIGTERM. While it runs, from the loopback
// interface: `PUT /__stand-in/directory` replaces the directory data (to grant or revoke access) and
// `PUT /__stand-in/callback-url` with `{ "url" }` sets Bitbucket Cloud's callback URL, `PUT /__stand-in/user` makes
// the next sign-in another person's (same fields as OAUTH_USER).
import { emptyGithubDirectory, type GithubDirectoryData } from './github-directory-host';
import { directoryAnswers, type DirectoryData, type DirectoryKind } from './host-directory-stand-in';
import { type OAuthHostKind, type OAuthHostStandIn, startOAuthHost } from './oauth-host';

const env = process.env;
const kind = (env.OAUTH_HOST_KIND ?? 'github') as OAuthHostKind;
const user = JSON.parse(
  env.OAUTH_USER ?? '{"id":4242,"username":"octavia","name":"Octavia Butler","email":"octavia@example.com"}',
);
const initial: unknown = env.OAUTH_DIRECTORY ? JSON.parse(env.OAUTH_DIRECTORY) : null;

// The other hosts' directory: what the `extraApi` answers read, replaced as a whole by the control endpoint.
let hostDirectory: DirectoryData = {
  user: { id: user.id, username: user.username, name: user.name },
  orgs: [],
  repos: [],
  pageSize: 100,
  ...(kind === 'github' ? {} : (initial as Partial<DirectoryData> | null)),
};

function replaceDirectory(host: OAuthHostStandIn, data: unknown): void {
  if (kind === 'github') {
    Object.assign(host.directory, emptyGithubDirectory(), data as Partial<GithubDirectoryData>);
  } else {
    hostDirectory = { ...hostDirectory, orgs: [], repos: [], ...(data as Partial<DirectoryData>) };
  }
}

const host: OAuthHostStandIn = await startOAuthHost({
  kind,
  clientId: env.OAUTH_CLIENT_ID ?? 'canopy-e2e',
  clientSecret: env.OAUTH_CLIENT_SECRET ?? 'canopy-e2e-secret',
  user,
  callbackUrl: env.OAUTH_CALLBACK_URL,
  ...(kind === 'github' && initial ? { directory: initial as Partial<GithubDirectoryData> } : {}),
  ...(kind === 'github'
    ? {}
    : {
        extraApi: (path: string, query: URLSearchParams, apiRoot: string) =>
          directoryAnswers(kind as DirectoryKind, hostDirectory)(path, query, apiRoot),
      }),
  control: (name, body) => {
    if (name === 'directory') replaceDirectory(host, body);
    else if (name === 'callback-url') host.setCallbackUrl(String((body as { url?: unknown }).url));
    // Another person signs in next: the sign-in and the API answer as them.
    else if (name === 'user') {
      Object.assign(user, body, { siteAdmin: false });
      hostDirectory = { ...hostDirectory, user: { id: user.id, username: user.username, name: user.name } };
    } else return false;
    return true;
  },
});
process.stdout.write(`${JSON.stringify({ url: host.url, apiUrl: host.apiUrl })}\n`);
process.on('SIGTERM', () => void host.close().then(() => process.exit(0)));
