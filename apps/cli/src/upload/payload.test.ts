import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { makeTempDir, removeDir, writeFiles } from '../testing/temp-repo';
import {
  encodeCoverageFile,
  readCodecovYaml,
  readCoverageFiles,
  reportFilename,
  serializePayload,
  storagePayload,
} from './payload';

/** The report and the encoded `data` the reference client sent in the captured `cli-upload-coverage` run. */
const CAPTURED_LCOV =
  'TN:\nSF:src/math.js\nFN:1,add\nFN:4,sub\nFNDA:1,add\nFNDA:0,sub\nFNF:2\nFNH:1\nDA:1,1\nDA:2,1\nDA:4,1\n' +
  'DA:5,0\nDA:6,0\nDA:8,0\nLF:6\nLH:3\nBRDA:5,0,0,0\nBRDA:5,0,1,0\nBRF:2\nBRH:0\nend_of_record\nSF:src/util.js\n' +
  'DA:1,1\nLF:1\nLH:1\nend_of_record\n';
const CAPTURED_DATA =
  'eJwL8bPiCnazKi5K1s9NLMnQyyrmcvOzMtRJTEkBMUx0ikuTgAwXR7gYkGkAFXWzMgKSHlaGXGB5MGUEoUwglKmOAYgyg1AWQMrHzcqMy8f' +
  'DypjLKQiiAAQRHEMwB2SyU5CHlQFXal5KfH5afFFqcn5RCsyppSWZOSCnQq0FmmkIMtMQTTUACG84oA==';

const decode = (data: string) => inflateSync(Buffer.from(data, 'base64')).toString('utf8');

describe('encodeCoverageFile', () => {
  it('sends base64 of zlib-format deflate, which decodes like the reference encoding', () => {
    const file = encodeCoverageFile('coverage/lcov.info', Buffer.from(CAPTURED_LCOV));
    expect(file).toEqual({
      filename: 'coverage/lcov.info',
      format: 'base64+compressed',
      data: expect.any(String),
      labels: '',
    });
    // zlib header (0x78), not gzip (0x1f 0x8b).
    expect(Buffer.from(file.data, 'base64')[0]).toBe(0x78);
    expect(decode(file.data)).toBe(CAPTURED_LCOV);
    expect(decode(CAPTURED_DATA)).toBe(CAPTURED_LCOV);
  });

  it('keeps arbitrary bytes intact', () => {
    const bytes = Buffer.from([0, 255, 10, 13, 0xe2, 0x82, 0xac]);
    const file = encodeCoverageFile('x.bin', bytes);
    expect(inflateSync(Buffer.from(file.data, 'base64'))).toEqual(bytes);
  });
});

describe('reportFilename', () => {
  it('is relative to the repository root with forward slashes', () => {
    expect(reportFilename('/repo', '/repo/coverage/lcov.info')).toBe('coverage/lcov.info');
  });

  it('stays absolute for a report outside the repository', () => {
    expect(reportFilename('/repo', '/tmp/lcov.info')).toBe('/tmp/lcov.info');
  });
});

describe('storagePayload', () => {
  it('serialises to the reference payload, key for key and in the same order', () => {
    const payload = storagePayload(
      [
        {
          ...encodeCoverageFile('/home/ci/project/cov-repo/coverage/lcov.info', Buffer.from('')),
          data: CAPTURED_DATA,
        },
      ],
      ['.gitignore', 'src/math.js', 'src/util.js', ''],
      null,
    );
    const captured =
      '{"report_fixes": {"format": "legacy", "value": {}}, "network_files": [".gitignore", "src/math.js", ' +
      '"src/util.js", ""], "coverage_files": [{"filename": "/home/ci/project/cov-repo/coverage/lcov.info", ' +
      `"format": "base64+compressed", "data": "${CAPTURED_DATA}", "labels": ""}], "metadata": {}}`;
    expect(Buffer.from(serializePayload(payload)).toString('utf8')).toBe(
      JSON.stringify(JSON.parse(captured)),
    );
  });

  it('adds git_diff last, only when there is one', () => {
    const diff = { base: 'a'.repeat(40), head: 'b'.repeat(40), text: 'diff --git a/x b/x\n' };
    const payload = storagePayload([], ['x'], diff);
    expect(Object.keys(payload)).toEqual([
      'report_fixes',
      'network_files',
      'coverage_files',
      'metadata',
      'git_diff',
    ]);
    expect(payload.git_diff).toEqual(diff);
    expect(Object.keys(storagePayload([], [], null))).not.toContain('git_diff');
  });
});

describe('readCoverageFiles', () => {
  it('reads and encodes each report under its repository path', async () => {
    const root = makeTempDir();
    try {
      writeFiles(root, { 'coverage/lcov.info': CAPTURED_LCOV, 'go/cover.out': 'mode: set\n' });
      const files = await readCoverageFiles(root, [
        join(root, 'coverage/lcov.info'),
        join(root, 'go/cover.out'),
      ]);
      expect(files.map((file) => file.filename)).toEqual(['coverage/lcov.info', 'go/cover.out']);
      expect(files.map((file) => decode(file.data))).toEqual([CAPTURED_LCOV, 'mode: set\n']);
    } finally {
      removeDir(root);
    }
  });
});

describe('readCodecovYaml', () => {
  it('finds the configuration where teams keep it, first match wins', async () => {
    const root = makeTempDir();
    try {
      expect(await readCodecovYaml(root)).toBeNull();
      writeFiles(root, { '.github/codecov.yml': 'ignore:\n  - vendor\n' });
      const found = await readCodecovYaml(root);
      expect(found?.filename).toBe('.github/codecov.yml');
      expect(decode(found!.data)).toBe('ignore:\n  - vendor\n');
      writeFiles(root, { 'codecov.yml': 'coverage:\n  precision: 1\n' });
      expect((await readCodecovYaml(root))?.filename).toBe('codecov.yml');
    } finally {
      removeDir(root);
    }
  });
});
