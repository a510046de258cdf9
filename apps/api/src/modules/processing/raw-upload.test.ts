import { deflateSync, gzipSync } from 'node:zlib';
import { mergeUploads } from './merge-batch';
import { openRawUpload, parseLegacyFixes, parseLegacyPayload, RawUploadError } from './raw-upload';

const LCOV = 'SF:src/a.c\nDA:1,1\nDA:2,0\nDA:3,1\nDA:4,0\nDA:9,1\nend_of_record\n';

describe('parseLegacyPayload', () => {
  it('reads codecov@3 order: environment, file list, then files', () => {
    const body = `NODEV=20\nOS=linux\n<<<<<< ENV\nsrc/a.c\nsrc/b.c\n<<<<<< network\n# path=/ci/coverage/lcov.info\n${LCOV}\n<<<<<< EOF\n`;
    const upload = parseLegacyPayload(body);
    expect(upload.env).toEqual({ NODEV: '20', OS: 'linux' });
    expect(upload.network).toEqual(['src/a.c', 'src/b.c']);
    expect(upload.files).toEqual([{ name: '/ci/coverage/lcov.info', text: `${LCOV}\n` }]);
  });

  it("reads the Node uploader's order: file list, files, then the environment", () => {
    const body = `src/a.c\n<<<<<< network\n# path=lcov.info\n${LCOV}<<<<<< EOF\nA=1\n<<<<<< ENV\n`;
    const upload = parseLegacyPayload(body);
    expect(upload.env).toEqual({ A: '1' });
    expect(upload.files).toHaveLength(1);
  });

  it('takes a bare report without any section markers as one file', () => {
    expect(parseLegacyPayload(LCOV).files).toEqual([{ name: '', text: LCOV }]);
  });

  it('unquotes the names git quotes', () => {
    const upload = parseLegacyPayload('"src/na\\303\\257ve.c"\n<<<<<< network\n');
    expect(upload.network).toEqual(['src/naïve.c']);
  });

  it('keeps a codecov.yml sent along as the commit configuration, not as a report', () => {
    const upload = parseLegacyPayload(
      `# path=codecov.yml\nignore:\n  - vendor\n<<<<<< EOF\n# path=lcov.info\n${LCOV}<<<<<< EOF\n`,
    );
    expect(upload.yaml).toBe('ignore:\n  - vendor\n');
    expect(upload.files.map((file) => file.name)).toEqual(['lcov.info']);
  });
});

describe('report fixes', () => {
  it('reads listed lines, EOF markers and exclusion ranges of the legacy block', () => {
    const fixes = parseLegacyFixes(
      ['src/a.c:2,4', 'EOF: 5 src/a.c', 'src/b.c:10:// LCOV_EXCL_START', 'src/b.c:14:// LCOV_EXCL_STOP'].join(
        '\n',
      ),
    );
    expect(fixes.get('src/a.c')).toEqual({ lines: new Set([2, 4]), eof: 5 });
    expect(fixes.get('src/b.c')).toEqual({ lines: new Set([11, 12, 13]), eof: null });
  });

  it("drops the lines the CLI's report_fixes names, and lines past the file's end", async () => {
    const payload = {
      network_files: ['src/a.c'],
      coverage_files: [
        {
          filename: 'lcov.info',
          format: 'base64+compressed',
          data: deflateSync(LCOV).toString('base64'),
          labels: '',
        },
      ],
      report_fixes: { format: 'legacy', value: { 'src/a.c': { eof: 8, lines: [2] } } },
    };
    const output = await mergeUploads({
      report: null,
      uploads: [{ id: 1, flags: [], raw: Buffer.from(JSON.stringify(payload)), contentEncoding: null }],
      yaml: { owner: null, repository: null, commit: null },
      sessionStart: 0,
      maxDecompressedBytes: 1 << 20,
    });
    // Lines 1..4 and 9 were reported; 2 is not code and 9 is past the end.
    expect(output.totals).toMatchObject({ lines: 3, hits: 2, misses: 1 });
  });
});

describe('openRawUpload', () => {
  it('reads the CLI payload and inflates its files', () => {
    const payload = {
      network_files: ['src/a.c', ''],
      coverage_files: [
        {
          filename: '/abs/lcov.info',
          format: 'base64+compressed',
          data: deflateSync(LCOV).toString('base64'),
        },
      ],
      metadata: {},
    };
    const upload = openRawUpload(Buffer.from(JSON.stringify(payload)), null, 1 << 20);
    expect(upload.network).toEqual(['src/a.c']);
    expect(upload.files).toEqual([{ name: '/abs/lcov.info', text: LCOV }]);
  });

  it('refuses to expand a compressed body past the limit', () => {
    const bomb = gzipSync(Buffer.alloc(4 << 20));
    expect(() => openRawUpload(bomb, 'gzip', 1 << 20)).toThrow(RawUploadError);
    expect(() => openRawUpload(bomb, 'gzip', 1 << 20)).toThrow(/expands beyond the limit of 1048576 bytes/);
  });

  it('calls an empty body what it is', () => {
    expect(() => openRawUpload(Buffer.alloc(0), null, 1 << 20)).toThrow(/empty \(0 bytes\)/);
  });
});
