import { gzipSync } from 'node:zlib';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { bundleUploadsOf, storedBundle, uploadBundle } from '../../testing/bundle-uploads';

const TOKEN = 'hostile-bundle-token';
const MAX_UPLOAD = 4 * 1024 * 1024;
const MAX_DECOMPRESSED = 8 * 1024 * 1024;

function sha(index: number): string {
  return index.toString(16).padStart(40, 'b');
}

const valid = (patch: Record<string, unknown> = {}) => ({
  version: '3',
  builtAt: 1_795_301_137_789,
  duration: 10,
  bundleName: 'app',
  plugin: { name: '@codecov/webpack-plugin', version: '2.0.1' },
  assets: [{ name: 'main.js', size: 10, gzipSize: 5, normalized: 'main.js' }],
  chunks: [],
  modules: [],
  ...patch,
});

const asset = (index: number) => ({
  name: `a${index}.js`,
  size: index,
  gzipSize: null,
  normalized: `a${index}.js`,
});

interface Case {
  name: string;
  body: Buffer | string;
  encoding?: string;
  /** The error code the upload must end with, and words its message must contain. */
  code: string;
  message: RegExp;
}

const CASES: Case[] = [
  { name: 'a 0-byte body', body: '', code: 'report_empty', message: /^The bundle stats upload is empty\.$/ },
  {
    name: 'not JSON',
    body: 'hello, these are not stats',
    code: 'unsupported_file_format',
    message: /^The bundle stats could not be read: the stats file is not valid JSON$/,
  },
  {
    name: 'truncated JSON',
    body: JSON.stringify(valid()).slice(0, 60),
    code: 'unsupported_file_format',
    message: /not valid JSON/,
  },
  {
    name: 'deeply nested JSON',
    body: `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
    code: 'unsupported_file_format',
    message: /the stats must be a JSON object/,
  },
  {
    name: 'deeply nested JSON inside a field',
    body: JSON.stringify(valid()).replace(
      '"chunks":[]',
      `"chunks":${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    ),
    code: 'unsupported_file_format',
    message: /chunks\[0\] must be an object/,
  },
  {
    name: 'an unsupported stats version',
    body: JSON.stringify(valid({ version: '4' })),
    code: 'unsupported_file_format',
    message: /unsupported stats version "4"/,
  },
  {
    name: 'wrong types',
    body: JSON.stringify(valid({ assets: 'many' })),
    code: 'unsupported_file_format',
    message: /"assets" must be a list/,
  },
  {
    name: 'a negative size',
    body: JSON.stringify(valid({ assets: [{ name: 'x.js', size: -1, normalized: 'x.js' }] })),
    code: 'unsupported_file_format',
    message: /assets\[0\]\.size must be a number of bytes/,
  },
  {
    name: 'a size beyond exact integers',
    body: JSON.stringify(valid({ assets: [{ name: 'x.js', size: 1e300, normalized: 'x.js' }] })),
    code: 'unsupported_file_format',
    message: /assets\[0\] has a size beyond/,
  },
  {
    name: 'a bundle name with bad characters',
    body: JSON.stringify(valid({ bundleName: 'app; drop table uploads' })),
    code: 'unsupported_file_format',
    message: /"bundleName" is missing or has characters outside/,
  },
  {
    name: 'a missing bundle name',
    body: JSON.stringify(valid({ bundleName: undefined })),
    code: 'unsupported_file_format',
    message: /"bundleName" is missing/,
  },
  {
    name: 'a bundle name too long to be one',
    body: JSON.stringify(valid({ bundleName: 'a'.repeat(10_000) })),
    code: 'unsupported_file_format',
    message: /the bundle name is longer than 512 characters/,
  },
  {
    name: 'a NUL character in an asset name',
    body: JSON.stringify(valid({ assets: [{ name: 'x\u0000.js', size: 1, normalized: 'x.js' }] })),
    code: 'unsupported_file_format',
    message: /assets\[0\]\.name contains a NUL character/,
  },
  {
    name: 'more entries than any build makes',
    // Compressed: uncompressed it is over the upload limit this server is given.
    body: gzipSync(
      JSON.stringify(valid({ assets: Array.from({ length: 100_001 }, (_, index) => asset(index)) })),
    ),
    encoding: 'gzip',
    code: 'unsupported_file_format',
    message: /the stats list 100001 assets, chunks and modules together; at most 100000 are accepted/,
  },
  {
    name: 'a gzip bomb',
    body: gzipSync(Buffer.alloc(64 * 1024 * 1024, ' ')),
    encoding: 'gzip',
    code: 'unsupported_file_format',
    message: /expands beyond the limit of 8388608 bytes/,
  },
  {
    name: 'gzip that is not gzip',
    body: Buffer.from('not gzip at all'),
    encoding: 'gzip',
    code: 'unsupported_file_format',
    message: /could not be decompressed/,
  },
];

describeEachBackend('hostile and malformed bundle stats', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: {
        CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN,
        CANOPY_MAX_UPLOAD_BYTES: String(MAX_UPLOAD),
        CANOPY_MAX_DECOMPRESSED_BYTES: String(MAX_DECOMPRESSED),
      },
    });
  });
  afterAll(() => server.close());

  const send = (commit: string, body: Buffer | string, encoding?: string) =>
    uploadBundle(server, {
      token: TOKEN,
      request: { commit, branch: 'main', slug: 'acme::::hostile' },
      stats: Buffer.from(body),
      putHeaders: encoding ? { 'content-encoding': encoding } : {},
    });

  it.each(CASES.map((c, index) => [c.name, c, index] as const))(
    '%s ends as a failed upload with its reason, kept, and the server keeps working',
    async (_name, testCase, index) => {
      const commit = sha(index);
      const { post, put } = await send(commit, testCase.body, testCase.encoding);
      expect([post.statusCode, put?.statusCode]).toEqual([200, 200]);
      await server.app.ingestion.queue.idle();

      const [upload] = await bundleUploadsOf(server, commit);
      expect(upload).toMatchObject({ state: 'error', errorCode: testCase.code });
      expect(upload!.errorMessage).toMatch(testCase.message);
      // The body is kept as it arrived, so nothing the user sent is lost.
      expect(await server.app.ingestion.storage.read(upload!.storagePath!)).toEqual(
        Buffer.from(testCase.body),
      );
      const stored = await server.database.db
        .selectFrom('bundleReports')
        .select('id')
        .where('commitId', '=', upload!.commitId)
        .execute();
      expect(stored).toEqual([]);
      const health = await server.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
    },
  );

  it('a body over the upload limit is a 413 that states the limit, and nothing is kept', async () => {
    const commit = 'e'.repeat(40);
    const { put } = await send(commit, Buffer.alloc(MAX_UPLOAD + 1, ' '));
    expect(put!.statusCode).toBe(413);
    expect(put!.json().detail).toBe('Upload too large: the limit is 4 MiB (4194304 bytes)');
    const [upload] = await bundleUploadsOf(server, commit);
    // Still waiting for a body that fits: the sweeper fails it if none comes.
    expect(upload).toMatchObject({ state: 'started', storagePath: null, sizeBytes: null });
  });

  it('a bundle with thousands of assets, chunks and modules is stored whole', async () => {
    const commit = 'f'.repeat(40);
    const count = 5000;
    const stats = valid({
      bundleName: 'big',
      assets: Array.from({ length: count }, (_, index) => asset(index)),
      chunks: Array.from({ length: count }, (_, index) => ({
        id: String(index),
        uniqueId: `${index}-${index}`,
        entry: index === 0,
        initial: index < 10,
        files: [`a${index}.js`],
        names: [],
        dynamicImports: index === 0 ? [`a1.js`, `a2.js`] : [],
      })),
      modules: Array.from({ length: count }, (_, index) => ({
        name: `./src/m${index}.js`,
        size: index + 1,
        chunkUniqueIds: [`${index}-${index}`, '0-0'],
      })),
    });
    const { put } = await send(commit, JSON.stringify(stats));
    expect(put!.statusCode).toBe(200);
    await server.app.ingestion.queue.idle();
    const [upload] = await bundleUploadsOf(server, commit);
    expect(upload).toMatchObject({ state: 'processed', name: 'big' });
    const stored = await storedBundle(server, commit, 'big');
    expect(stored!.assets).toHaveLength(count);
    expect(stored!.assets[4321]).toEqual({
      name: 'a4321.js',
      normalizedName: 'a4321.js',
      size: 4321,
      gzipSize: null,
      assetType: 'JAVASCRIPT',
    });
    expect(stored!.chunks).toHaveLength(count);
    expect(stored!.chunks[0]).toMatchObject({ files: ['a0.js'], dynamicImports: ['a1.js', 'a2.js'] });
    expect(stored!.modules).toHaveLength(count);
    expect(stored!.modules[7]!.chunkUniqueIds).toEqual(['0-0', '7-7']);
  });

  it('a gzip-compressed upload that fits is read', async () => {
    const commit = 'd'.repeat(40);
    const { put } = await send(commit, gzipSync(JSON.stringify(valid({ bundleName: 'zipped' }))), 'gzip');
    expect(put!.statusCode).toBe(200);
    await server.app.ingestion.queue.idle();
    expect((await storedBundle(server, commit, 'zipped'))!.assets).toHaveLength(1);
  });
});
