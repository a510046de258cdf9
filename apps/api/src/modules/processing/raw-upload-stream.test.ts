import { gzipSync } from 'node:zlib';
import { parseLegacyPayload, RawUploadError } from './raw-upload';
import { bytesSource, openStreamedUpload } from './raw-upload-stream';

const LCOV = 'SF:src/a.c\nDA:1,1\nDA:2,0\nDA:3,1\nend_of_record\n';

const BODIES: Record<string, string> = {
  'codecov@3 order': `NODEV=20\nOS=linux\n<<<<<< ENV\nsrc/a.c\nsrc/b.c\n<<<<<< network\n# path=/ci/coverage/lcov.info\n${LCOV}\n<<<<<< EOF\n`,
  "the Node uploader's order": `src/a.c\n<<<<<< network\n# path=lcov.info\n${LCOV}<<<<<< EOF\nA=1\n<<<<<< ENV\n`,
  'a bare report': LCOV,
  'a yaml, fixes and two files': `# path=codecov.yml\nignore:\n  - vendor\n<<<<<< EOF\n# path=fixes\nsrc/a.c:2\n<<<<<< EOF\n# path=a.info\n${LCOV}<<<<<< EOF\n\n\n# path=b.info\n${LCOV}<<<<<< EOF\n`,
  'blank sections and an unknown marker': `src/a.c\n<<<<<< network\n\n  \n<<<<<< EOF\n# path=x.info\n${LCOV}<<<<<< other\nmore\n<<<<<< EOF\n`,
  'a marker inside a line and the ignore marker': `src/a.c\n<<<<<< network\n# path=x.info\nTN: <<<<<< EOF\n${LCOV}==FROMNOWONIGNOREDBYCODECOV==>>>\n# path=y.info\n${LCOV}<<<<<< EOF\n`,
  'no newline after the last marker': `src/a.c\n<<<<<< network\n# path=x.info\n${LCOV}<<<<<< EOF`,
  'a name with nothing after it': `src/a.c\n<<<<<< network\n# path=empty.info`,
  'multi-byte names': `src/naïve.c\n<<<<<< network\n# path=ünï.info\nSF:src/naïve.c\nDA:1,1\nend_of_record\n<<<<<< EOF\n`,
};

async function streamed(body: Buffer, chunkBytes: number, encoding: string | null = null) {
  const upload = await openStreamedUpload(bytesSource(body, chunkBytes), encoding, 1 << 20);
  const files: { name: string; text: string }[] = [];
  await upload.readFiles((name) => {
    const file = { name, text: '' };
    files.push(file);
    return { write: (text) => (file.text += text), end: () => {} };
  });
  return { ...upload, files };
}

describe('openStreamedUpload', () => {
  for (const [name, body] of Object.entries(BODIES))
    it(`reads ${name} as the whole-body reader does, in chunks of any size`, async () => {
      const whole = parseLegacyPayload(body);
      for (const chunkBytes of [1, 3, 7, 64, 1 << 20]) {
        const upload = await streamed(Buffer.from(body), chunkBytes);
        expect(upload.files).toEqual(whole.files);
        expect(upload.network).toEqual(whole.network);
        expect(upload.env).toEqual(whole.env);
        expect(upload.yaml).toEqual(whole.yaml);
        expect(upload.fixes).toEqual(whole.fixes);
      }
    });

  it('decompresses a gzip body as it reads it', async () => {
    const body = BODIES['codecov@3 order']!;
    const upload = await streamed(gzipSync(body), 5, 'gzip');
    expect(upload.files).toEqual(parseLegacyPayload(body).files);
  });

  it('refuses a body that expands past the limit, and an empty one', async () => {
    const bomb = gzipSync(Buffer.alloc(4 << 20));
    await expect(openStreamedUpload(bytesSource(bomb), 'gzip', 1 << 20)).rejects.toThrow(
      /expands beyond the limit of 1048576 bytes/,
    );
    await expect(openStreamedUpload(bytesSource(Buffer.alloc(0)), null, 1 << 20)).rejects.toThrow(
      RawUploadError,
    );
  });

  it("reads the CLI's JSON layout whole", async () => {
    const payload = {
      network_files: ['src/a.c'],
      coverage_files: [{ filename: 'lcov.info', data: Buffer.from(LCOV).toString('base64') }],
    };
    const upload = await streamed(Buffer.from(JSON.stringify(payload)), 10);
    expect(upload.network).toEqual(['src/a.c']);
    expect(upload.files).toEqual([{ name: 'lcov.info', text: LCOV }]);
  });
});
