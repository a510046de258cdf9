// Starts the Okta stand-in (apps/api/src/testing/okta-issuer-cli.ts, an oauth2-mock-server issuer that approves
// every sign-in) as a process on 127.0.0.1.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@canopy/tools/harness';

export interface RunningOktaIssuer {
  url: string;
  stop: () => Promise<void>;
}

export async function startOktaIssuer(): Promise<RunningOktaIssuer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/testing/okta-issuer-cli.ts')],
    { cwd: repoRoot, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
  const { url } = await new Promise<{ url: string }>((resolve, reject) => {
    let line = '';
    child.stdout?.on('data', (data: Buffer) => {
      line += data.toString();
      if (line.includes('\n')) resolve(JSON.parse(line.split('\n')[0]!));
    });
    child.once('exit', (code) => reject(new Error(`the Okta stand-in exited (${code}):\n${output}`)));
    setTimeout(
      () => reject(new Error(`the Okta stand-in did not start in 30 s:\n${output}`)),
      30_000,
    ).unref();
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
