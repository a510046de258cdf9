import { mkdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { ABANDONED_AFTER_MS, NOT_RECEIVED_MESSAGE, sweepAbandonedUploads } from './sweep';

const SHA = 'f0'.repeat(20);

describeEachBackend('abandoned uploads after a crash', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { env: { CANOPY_GLOBAL_UPLOAD_TOKEN: 'tok' } });
  });
  afterAll(() => server?.close());

  it('marks uploads whose file never came failed, with the reason, and removes unfinished files', async () => {
    // Registered, but the client never sent the file (as when the server is killed during the PUT).
    const posted = await server.app.inject({
      method: 'POST',
      url: `/upload/v4?token=tok&slug=acme/crashy&commit=${SHA}&branch=main`,
    });
    expect(posted.statusCode).toBe(200);
    const root = server.settings.storageDir;
    await mkdir(path.join(root, 'uploads/1/1'), { recursive: true });
    const stale = path.join(root, 'uploads/1/1/a.raw.0000.partial');
    const fresh = path.join(root, 'uploads/1/1/b.raw.0000.partial');
    await writeFile(stale, 'x'.repeat(1000));
    await writeFile(fresh, 'y');
    const old = new Date(Date.now() - 2 * ABANDONED_AFTER_MS);
    await utimes(stale, old, old);

    const early = await sweepAbandonedUploads(
      server.database.db,
      server.app.ingestion.storage,
      server.app.log,
    );
    expect(early).toEqual({ uploads: 0, files: 1, bytes: 1000 });
    await expect(stat(stale)).rejects.toThrow();
    await expect(stat(fresh)).resolves.toBeTruthy();

    const later = new Date(Date.now() + ABANDONED_AFTER_MS + 60_000);
    const swept = await sweepAbandonedUploads(
      server.database.db,
      server.app.ingestion.storage,
      server.app.log,
      later,
    );
    expect(swept.uploads).toBe(1);
    const cookie = await server.signIn('ada');
    const result = await server.graphql<{
      owner: { repository: { commit: { uploads: { edges: { node: Record<string, unknown> }[] } } } };
    }>(
      `{ owner(username: "acme") { repository(name: "crashy") { ... on Repository { commit(id: "${SHA}") {
        uploads { edges { node { state errors { edges { node { errorCode errorMessage } } } } } } } } } } }`,
      { cookie },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.owner.repository.commit.uploads.edges[0]?.node).toEqual({
      state: 'ERROR',
      errors: { edges: [{ node: { errorCode: 'FILE_NOT_IN_STORAGE', errorMessage: NOT_RECEIVED_MESSAGE } }] },
    });
  });
});
