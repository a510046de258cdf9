import { threadId } from 'node:worker_threads';
import { MergeThread } from './merge-thread';
import { mergeUploads, type MergeInput } from './merge-batch';

const LCOV =
  'src/a.js\n<<<<<< network\n# path=lcov.info\nSF:src/a.js\nDA:1,1\nDA:2,0\nend_of_record\n<<<<<< EOF\n';

function input(): MergeInput {
  return {
    report: null,
    uploads: [{ id: 7, flags: [], raw: Buffer.from(LCOV), contentEncoding: null }],
    yaml: { owner: null, repository: null, commit: null },
    sessionStart: 0,
    maxDecompressedBytes: 1024 * 1024,
  };
}

describe('MergeThread', () => {
  const thread = new MergeThread();
  afterAll(() => thread.close());

  it('merges in a worker thread exactly as in this one', async () => {
    const output = await thread.run(input());
    const local = await mergeUploads(input());
    expect(threadId).toBe(0);
    expect(output.totals).toEqual(local.totals);
    expect(output.outcomes).toEqual([
      expect.objectContaining({ uploadId: 7, state: 'processed', sessionId: 0, formats: ['lcov'] }),
    ]);
    expect(output.report).toBeInstanceOf(Uint8Array);
    expect((output.report as Uint8Array).length).toBeGreaterThan(0);
  });

  it('runs merges one after another on the same worker', async () => {
    const outputs = await Promise.all([thread.run(input()), thread.run(input())]);
    expect(outputs.map((output) => output.totals?.lines)).toEqual([2, 2]);
  });
});
