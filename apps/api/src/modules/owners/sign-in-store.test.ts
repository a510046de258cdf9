import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { upsertSignedInOwner, type SignedInProfile } from './sign-in-store';

const PROFILE: SignedInProfile = {
  service: 'github',
  serviceId: '98765',
  username: 'octavia',
  name: 'Octavia Butler',
  email: 'octavia@example.com',
  avatarUrl: null,
  privateAccess: false,
};

describeEachBackend('upsertSignedInOwner', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.close());

  it('keeps the stored name and email when a later sign-in gives none, and takes new ones when given', async () => {
    const { db } = server.database;
    const first = await upsertSignedInOwner(db, PROFILE, null);
    expect(first).toMatchObject({ name: 'Octavia Butler', email: 'octavia@example.com' });

    const again = await upsertSignedInOwner(db, { ...PROFILE, name: null, email: null }, null);
    expect(again.ownerid).toBe(first.ownerid);
    expect(again).toMatchObject({ name: 'Octavia Butler', email: 'octavia@example.com' });

    const renamed = await upsertSignedInOwner(
      db,
      { ...PROFILE, name: 'O. E. Butler', email: 'oeb@example.com' },
      null,
    );
    expect(renamed).toMatchObject({ name: 'O. E. Butler', email: 'oeb@example.com' });
  });

  it("keeps the host's address apart from the editable one: exactly what the latest sign-in gave", async () => {
    const { db } = server.database;
    const profile = { ...PROFILE, serviceId: '98766', username: 'olive', email: 'olive@example.com' };
    const first = await upsertSignedInOwner(db, profile, null);
    expect(first).toMatchObject({ email: 'olive@example.com', hostEmail: 'olive@example.com' });

    await db
      .updateTable('owners')
      .set({ email: 'edited@example.com' })
      .where('ownerid', '=', first.ownerid)
      .execute();
    const hidden = await upsertSignedInOwner(db, { ...profile, email: null }, null);
    expect(hidden).toMatchObject({ email: 'edited@example.com', hostEmail: null });
  });
});
