// A throw-away git project that uploads its coverage to a running server with canopy-cli, as a CI job would.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, type RunningServer } from '@canopy/tools/harness';

const run = promisify(execFile);

/** `line:hits` pairs separated by spaces, one per DA record: '1:1 2:0 4:3'. */
export type Hits = string;

/** An lcov report of the given files. */
export function lcov(files: Record<string, Hits>): string {
  const records = Object.entries(files).flatMap(([file, hits]) => {
    const pairs = hits.split(' ').map((pair) => pair.split(':'));
    return [
      `SF:${file}`,
      ...pairs.map(([line, count]) => `DA:${line},${count}`),
      `LF:${pairs.length}`,
      `LH:${pairs.filter(([, count]) => count !== '0').length}`,
      'end_of_record',
    ];
  });
  return ['TN:', ...records, ''].join('\n');
}

export interface CommitState {
  state: string;
  pullId: number | null;
  branchName: string | null;
  parent: { commitid: string } | null;
  uploads: { edges: Array<{ node: { id: number | null; state: string } }> };
}

export class GitProject {
  readonly dir: string;
  private readonly home: string;
  private readonly workspace: string;
  private cookie = '';
  private readonly server: RunningServer;
  readonly owner: string;
  readonly repo: string;
  private readonly token: string;

  constructor(server: RunningServer, owner: string, repo: string, token: string) {
    this.server = server;
    this.owner = owner;
    this.repo = repo;
    this.token = token;
    this.workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'canopy-project-'));
    this.dir = path.join(this.workspace, repo);
    this.home = path.join(this.workspace, 'home');
    fs.mkdirSync(this.dir, { recursive: true });
    fs.mkdirSync(this.home, { recursive: true });
  }

  /** A bare environment: no CI variables and no user git configuration leak in from the machine. */
  env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    return { PATH: process.env.PATH ?? '', HOME: this.home, GIT_CONFIG_NOSYSTEM: '1', ...extra };
  }

  async init(): Promise<void> {
    await this.git('init', '-q', '-b', 'main');
  }

  write(file: string, lines: readonly string[] | string): void {
    const target = path.join(this.dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, typeof lines === 'string' ? lines : `${lines.join('\n')}\n`);
  }

  async git(...args: string[]): Promise<string> {
    return (await run('git', args, { cwd: this.dir, env: this.env() })).stdout.trim();
  }

  async commitAll(message: string): Promise<string> {
    await this.git('add', '-A');
    await this.git('-c', 'user.name=CI', '-c', 'user.email=ci@example.com', 'commit', '-q', '-m', message);
    return this.git('rev-parse', 'HEAD');
  }

  /** `canopy-cli upload` with the server, token and slug filled in. */
  async canopyCli(...args: string[]): Promise<string> {
    const cli = path.join(repoRoot, 'node_modules/.bin/canopy-cli');
    const common = ['--url', this.server.url, '--token', this.token, '--slug', `${this.owner}/${this.repo}`];
    const { stdout } = await run(
      process.execPath,
      [cli, 'upload', ...common, '--git-service', 'github', ...args],
      { cwd: this.dir, env: this.env() },
    );
    return stdout;
  }

  /** Signs in as `username` through the development login and keeps the session for `graphql`. */
  async signIn(username = 'ada'): Promise<string> {
    const response = await fetch(`${this.server.url}/login/dev?username=${username}`, { redirect: 'manual' });
    this.cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    return this.cookie;
  }

  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${this.server.url}/graphql/gh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  /** Waits until the commit's uploads are processed (or failed) and returns what the commit then says. */
  async settled(commitid: string, timeoutMs = 30_000): Promise<CommitState> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const data = await this.graphql<{ owner: { repository: { commit: CommitState | null } } }>(
        `query($sha: String!) { owner(username: "${this.owner}") { repository(name: "${this.repo}") {
          ... on Repository { commit(id: $sha) { state pullId branchName parent { commitid }
            uploads { edges { node { id state } } } } } } } }`,
        { sha: commitid },
      );
      const commit = data.owner.repository.commit;
      if (commit && commit.state !== 'pending') return commit;
      if (Date.now() > deadline) throw new Error(`${commitid} is still pending:\n${this.server.logs()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  remove(): void {
    fs.rmSync(this.workspace, { recursive: true, force: true });
  }
}
