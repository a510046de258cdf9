// Starts a git host's sign-in stand-in (apps/api/src/testing/oauth-host.ts) as a process on 127.0.0.1.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@canopy/tools/harness';

export interface RunningOAuthHost {
  url: string;
  apiUrl: string;
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
  /** GitHub only: the organisations and repositories the sync reads (apps/api/src/testing/github-directory-host.ts). */
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
  return {
    ...address,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
