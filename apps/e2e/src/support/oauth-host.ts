// Starts a git host's sign-in stand-in (apps/api/src/testing/oauth-host.ts) as a process on 127.0.0.1.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { repoRoot } from '@canopy/tools/harness';

export interface RunningOAuthHost {
  url: string;
  apiUrl: string;
  /** Replaces what the host's directory answers (organisations, repositories): grants or revokes access. */
  setDirectory: (directory: Record<string, unknown>) => Promise<void>;
  /** Bitbucket Cloud sends the browser to the consumer's callback URL, known once the server runs. */
  setCallbackUrl: (url: string) => Promise<void>;
  /** The next sign-in is this person's. */
  setUser: (user: OAuthHostUser) => Promise<void>;
  stop: () => Promise<void>;
}

export interface OAuthHostUser {
  id: number;
  username: string;
  name: string;
  email: string;
}

export async function startOAuthHost(options: {
  kind: 'github' | 'gitlab' | 'bitbucket' | 'bitbucket_server';
  clientId: string;
  clientSecret: string;
  user: OAuthHostUser;
  /**
   * The organisations and repositories the sync reads: GitHub's as apps/api/src/testing/github-directory-host.ts
   * describes them, the other hosts' as host-directory-stand-in.ts does (`orgs`, `repos`).
   */
  directory?: Record<string, unknown>;
}): Promise<RunningOAuthHost> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/testing/oauth-host-cli.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        OAUTH_HOST_KIND: options.kind,
        OAUTH_CLIENT_ID: options.clientId,
        OAUTH_CLIENT_SECRET: options.clientSecret,
        OAUTH_USER: JSON.stringify(options.user),
        ...(options.directory ? { OAUTH_DIRECTORY: JSON.stringify(options.directory) } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
  const address = await new Promise<{ url: string; apiUrl: string }>((resolve, reject) => {
    let line = '';
    child.stdout?.on('data', (data: Buffer) => {
      line += data.toString();
      if (line.includes('\n')) resolve(JSON.parse(line.split('\n')[0]!));
    });
    child.once('exit', (code) => reject(new Error(`the stand-in exited (${code}):\n${output}`)));
    setTimeout(() => reject(new Error(`the stand-in did not start in 30 s:\n${output}`)), 30_000).unref();
  });
  const control = async (name: string, body: unknown) => {
    const answer = await fetch(`${address.url}/__stand-in/${name}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (answer.status !== 204) throw new Error(`the stand-in refused ${name}: ${answer.status}`);
  };
  return {
    ...address,
    setDirectory: (directory) => control('directory', directory),
    setCallbackUrl: (url) => control('callback-url', { url }),
    setUser: (user) => control('user', user),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * The browser remembers a choice of private repositories (the server's `ghpr` cookie, set by
 * `/login/gh?private=true`): its next GitHub sign-in asks for them too.
 */
export async function rememberPrivateRepositories(context: BrowserContext, serverUrl: string): Promise<void> {
  await context.addCookies([{ name: 'ghpr', value: 'true', url: serverUrl }]);
}

/**
 * A new person's sign-in on the login page: 'Log in with <display>' through the stand-in, back on their owner page
 * (`/<short>/<username>`), where they agree to the terms as anyone new does. `privateRepositories`: the browser
 * has chosen private repositories before (GitHub then grants the `repo` scope; the other hosts always read them).
 */
export async function logInAsNewPerson(
  page: Page,
  host: { display: string; short: string; username: string },
  { privateRepositories = false }: { privateRepositories?: boolean } = {},
): Promise<void> {
  await page.goto('/login');
  if (privateRepositories) await rememberPrivateRepositories(page.context(), new URL(page.url()).origin);
  await page.getByRole('link', { name: `Log in with ${host.display}`, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/${host.short}/${host.username}`);
  await page.getByRole('heading', { name: 'Welcome to Canopy' }).waitFor();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Welcome to Canopy' }).waitFor({ state: 'detached' });
}
