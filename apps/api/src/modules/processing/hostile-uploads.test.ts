import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';

const TOKEN = 'hostile-global-token';
const NETWORK = 'src/app.js\n<<<<<< network\n';

function sha(index: number): string {
  return index.toString(16).padStart(40, 'a');
}

const ENTITY_BOMB = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<coverage><packages><package><classes><class filename="&lol3;"><lines><line number="1" hits="1"/></lines></class></classes></package></packages></coverage>`;

const EXTERNAL_ENTITY = `<?xml version="1.0"?>
<!DOCTYPE coverage [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<coverage><packages><package><classes><class filename="&xxe;"><lines><line number="1" hits="1"/></lines></class></classes></package></packages></coverage>`;

interface Case {
  name: string;
  body: Buffer | string;
  encoding?: string;
  /** The error code the upload must end with, and words its message must contain. */
  code: string;
  message: RegExp;
}

const CASES: Case[] = [
  { name: 'a 0-byte body', body: '', code: 'report_empty', message: /empty/ },
  {
    name: 'truncated lcov (no record ever closes)',
    body: `${NETWORK}# path=lcov.info\nTN:\nSF:src/app.js\nDA:1,`,
    code: 'unsupported_file_format',
    message: /lcov\.info/,
  },
  {
    name: 'a wrong format',
    body: `${NETWORK}# path=coverage.txt\nhello, this is not coverage\n<<<<<< EOF\n`,
    code: 'unsupported_file_format',
    message: /unrecognised format.*hello, this is not coverage/,
  },
  {
    name: 'binary junk',
    body: Buffer.concat([Buffer.from(`${NETWORK}# path=junk.bin\n`), randomBytes(4096)]),
    code: 'unsupported_file_format',
    message: /junk\.bin/,
  },
  {
    name: 'an entity-expansion bomb',
    body: `${NETWORK}# path=coverage.xml\n${ENTITY_BOMB}\n<<<<<< EOF\n`,
    code: 'unsupported_file_format',
    message: /coverage\.xml/,
  },
  {
    name: 'an external entity',
    body: `${NETWORK}# path=coverage.xml\n${EXTERNAL_ENTITY}\n<<<<<< EOF\n`,
    code: 'unsupported_file_format',
    message: /coverage\.xml/,
  },
  {
    name: 'a gzip bomb',
    body: gzipSync(Buffer.alloc(64 * 1024 * 1024)),
    encoding: 'gzip',
    code: 'unsupported_file_format',
    message: /expands beyond the limit of 8388608 bytes/,
  },
  {
    name: 'path traversal names',
    body: `${NETWORK}# path=lcov.info\nSF:../../../../etc/passwd\nDA:1,1\nend_of_record\nSF:/etc/shadow\nDA:1,1\nend_of_record\n<<<<<< EOF\n`,
    code: 'report_empty',
    message: /2 files in the report matched no file in the repository/,
  },
];

describeEachBackend('hostile and malformed uploads', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      env: { CANOPY_GLOBAL_UPLOAD_TOKEN: TOKEN, CANOPY_MAX_DECOMPRESSED_BYTES: String(8 * 1024 * 1024) },
    });
  });
  afterAll(() => server.close());

  it.each(CASES.map((c, index) => [c.name, c, index] as const))(
    '%s ends as a failed upload with its reason, and the server keeps working',
    async (_name, testCase, index) => {
      const commit = sha(index);
      const post = await server.app.inject({
        method: 'POST',
        url: `/upload/v4?commit=${commit}&branch=main&slug=acme%2Fhostile&token=${TOKEN}`,
      });
      expect(post.statusCode).toBe(200);
      const put = new URL(post.body.split('\n')[1]!);
      const stored = await server.app.inject({
        method: 'PUT',
        url: `${put.pathname}${put.search}`,
        headers: {
          'content-type': 'text/plain',
          ...(testCase.encoding ? { 'content-encoding': testCase.encoding } : {}),
        },
        payload: testCase.body,
      });
      expect(stored.statusCode).toBe(200);
      await server.app.ingestion.queue.idle();

      const row = await server.database.db
        .selectFrom('uploads')
        .innerJoin('commits', 'commits.id', 'uploads.commitId')
        .select([
          'uploads.state',
          'uploads.errorCode',
          'uploads.errorMessage',
          'uploads.storagePath',
          'commits.state as commitState',
        ])
        .where('commits.commitid', '=', commit)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: 'error', errorCode: testCase.code, commitState: 'error' });
      expect(row.errorMessage).toMatch(testCase.message);
      // The body is kept as it arrived, so nothing the user sent is lost.
      expect(await server.app.ingestion.storage.exists(row.storagePath!)).toBe(true);
      const health = await server.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
    },
  );
});
