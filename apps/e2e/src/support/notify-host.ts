// Starts a git host's notification API stand-in (apps/api/src/testing/notify-host-cli.ts) as a process on
// 127.0.0.1: where the server posts commit statuses and pull request comments, and what it was sent.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@canopy/tools/harness';

export interface ReceivedStatus {
  sha: string;
  context: string;
  state: string;
  description: string;
  url: string;
}

export interface ReceivedComment {
  id: string;
  pullid: number;
  body: string;
  edits: string[];
  deleted: boolean;
}

export interface Received {
  statuses: ReceivedStatus[];
  comments: ReceivedComment[];
  requests: string[];
}

export interface RunningNotifyHost {
  /** The API root to configure the server with (`CANOPY_GITHUB_API_URL`). */
  url: string;
  received: () => Promise<Received>;
  stop: () => Promise<void>;
}

export async function startNotifyHost(options: { kind?: string; token: string }): Promise<RunningNotifyHost> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/testing/notify-host-cli.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, NOTIFY_HOST_KIND: options.kind ?? 'github', NOTIFY_HOST_TOKEN: options.token },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
  const address = await new Promise<{ url: string; controlUrl: string }>((resolve, reject) => {
    let line = '';
    child.stdout?.on('data', (data: Buffer) => {
      line += data.toString();
      if (line.includes('\n')) resolve(JSON.parse(line.split('\n')[0]!));
    });
    child.once('exit', (code) => reject(new Error(`the stand-in exited (${code}):\n${output}`)));
    setTimeout(() => reject(new Error(`the stand-in did not start in 30 s:\n${output}`)), 30_000).unref();
  });
  return {
    url: address.url,
    received: async () => (await (await fetch(`${address.controlUrl}/received`)).json()) as Received,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
