// Ingestion under stress, against the real server process: concurrent uploads to one commit, and a kill -9 in the
// middle of processing followed by a restart on the same data.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, describe, test } from 'node:test';
import { startServer, type RunningServer } from '@canopy/tools/harness';

const TOKEN = 'reliability-global-token';
const ENV = { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN };

const running: RunningServer[] = [];
after(async () => {
  for (const server of running) await server.stop();
});

/** One legacy upload: POST /upload/v4, then PUT the body to the URL it returns (codecov@3's sequence). */
async function upload(base: string, sha: string, repo: string, body: string): Promise<void> {
  const post = await fetch(`${base}/upload/v4?commit=${sha}&branch=main&slug=acme%2F${repo}&token=${TOKEN}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
  });
  const text = await post.text();
  assert.equal(post.status, 200, text);
  const [, putUrl] = text.split('\n');
  const put = await fetch(putUrl!, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body });
  assert.equal(put.status, 200, await put.text());
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/login/dev?username=ada`, { redirect: 'manual' });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

interface CommitView {
  state: string;
  totalUploads: number;
  coverageAnalytics: { totals: { lineCount: number; hitsCount: number; missesCount: number } | null };
  uploads: { edges: Array<{ node: { state: string; id: number | null } }> };
}

async function readCommit(
  base: string,
  cookie: string,
  repo: string,
  sha: string,
): Promise<CommitView | null> {
  const response = await fetch(`${base}/graphql/gh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      query: `query($repo: String!, $sha: String!) { owner(username: "acme") { repository(name: $repo) {
        ... on Repository { commit(id: $sha) { state totalUploads
          coverageAnalytics { totals { lineCount hitsCount missesCount } }
          uploads { edges { node { state id } } } } } } } }`,
      variables: { repo, sha },
    }),
  });
  const body = (await response.json()) as {
    data?: { owner: { repository: { commit: CommitView | null } | null } | null };
    errors?: unknown;
  };
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data?.owner?.repository?.commit ?? null;
}

async function waitForProcessed(base: string, cookie: string, repo: string, sha: string, uploads: number) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const commit = await readCommit(base, cookie, repo, sha);
    const done = commit?.uploads.edges.filter(
      (edge) => edge.node.state !== 'UPLOADED' && edge.node.state !== 'STARTED',
    );
    if (commit && commit.state === 'complete' && done?.length === uploads) return commit;
    if (Date.now() > deadline) throw new Error(`not processed in time: ${JSON.stringify(commit)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Upload i hits line i only, so a lost or half-merged session would leave a miss behind. */
function oneHitLcov(file: string, lines: number, hit: number): string {
  const records = ['TN:', `SF:${file}`];
  for (let line = 1; line <= lines; line++) records.push(`DA:${line},${line === hit ? 1 : 0}`);
  records.push('end_of_record', '');
  return records.join('\n');
}

describe('ingestion reliability', () => {
  test('200 concurrent uploads to one commit end with 200 sessions and exact totals', async () => {
    const server = await startServer(ENV);
    running.push(server);
    const sha = '1'.repeat(40);
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        upload(server.url, sha, 'concurrent', oneHitLcov('src/app.js', 200, i + 1)),
      ),
    );
    const cookie = await signIn(server.url);
    const commit = await waitForProcessed(server.url, cookie, 'concurrent', sha, 200);
    assert.equal(commit.totalUploads, 200);
    assert.ok(commit.uploads.edges.every((edge) => edge.node.state === 'PROCESSED'));
    const sessions = new Set(commit.uploads.edges.map((edge) => edge.node.id));
    assert.equal(sessions.size, 200);
    assert.deepEqual(commit.coverageAnalytics.totals, { lineCount: 200, hitsCount: 200, missesCount: 0 });
  });

  test('kill -9 in the middle of processing loses nothing: the restarted server finishes the work', async () => {
    const first = await startServer(ENV);
    const dataDir = first.dataDir;
    const sha = '2'.repeat(40);
    // Large enough that processing is still under way when the process dies.
    const files = 40;
    const linesPerFile = 20_000;
    const uploads = 4;
    for (let u = 0; u < uploads; u++) {
      const parts: string[] = [];
      for (let f = 0; f < files; f++) parts.push(oneHitLcov(`src/module-${f}.js`, linesPerFile, u + 1));
      await upload(first.url, sha, 'crash', parts.join(''));
    }
    // Work must still be waiting when the process dies, or the test would prove nothing.
    const before = await readCommit(first.url, await signIn(first.url), 'crash', sha);
    assert.ok(
      before?.uploads.edges.some((edge) => edge.node.state === 'UPLOADED'),
      `all uploads were already processed before the kill: ${JSON.stringify(before?.uploads)}`,
    );
    await first.kill();

    const second = await startServer(ENV, { dataDir });
    running.push(second);
    const cookie = await signIn(second.url);
    const commit = await waitForProcessed(second.url, cookie, 'crash', sha, uploads);
    assert.ok(commit.uploads.edges.every((edge) => edge.node.state === 'PROCESSED'));
    assert.deepEqual(commit.coverageAnalytics.totals, {
      lineCount: files * linesPerFile,
      hitsCount: files * uploads,
      missesCount: files * (linesPerFile - uploads),
    });
    assert.ok(fs.existsSync(dataDir));
  });
});
