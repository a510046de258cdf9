// Starts the real Canopy server (embedded database in a fresh folder) on a free loopback port.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
  /** Kills the process with SIGKILL, as a crash would, and keeps the data folder for a restart. */
  kill: () => Promise<void>;
}

export interface StartOptions {
  /** Reuse a data folder (a restart after kill()); by default a fresh one is made and removed on stop. */
  dataDir?: string;
  /**
   * Run the built server (`apps/api/dist/server/main.js`) as `npm start` does, instead of the sources through tsx:
   * what benchmarks measure. Needs `npx nx build api`.
   */
  built?: boolean;
  /** Also wait (up to 5 minutes) until the server's log has a line matching this, e.g. the demo data processed. */
  waitForLog?: RegExp;
}

/** A free loopback port, for a server about to be started. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-e2e-'));
  let output = '';
  const builtMain = path.join(repoRoot, 'apps/api/dist/server/main.js');
  if (options.built && !fs.existsSync(builtMain))
    throw new Error(`${builtMain} is missing: build the server first (npx nx build api)`);
  // Node itself with tsx's loader, not the tsx wrapper: one process, so a kill reaches the server directly.
  const child: ChildProcess = spawn(
    process.execPath,
    options.built ? [builtMain] : ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...(options.built ? { MALLOC_ARENA_MAX: '2' } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        CANOPY_DATA_DIR: dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'test',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  if (options.waitForLog) {
    const logDeadline = Date.now() + 300_000;
    while (!options.waitForLog.test(output)) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      if (Date.now() > logDeadline) {
        child.kill('SIGKILL');
        throw new Error(`no log line matching ${options.waitForLog} in 5 minutes:\n${output.slice(-4000)}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    dataDir,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    kill: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
