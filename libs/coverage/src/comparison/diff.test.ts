import fc from 'fast-check';
import { LineMap, addedLines, parseUnifiedDiff, removedLines, segmentHeaderText } from './diff';
import { diffFixture, diffText } from './test-support';

describe('parseUnifiedDiff on real git output', () => {
  const diff = parseUnifiedDiff(diffFixture('combined.diff'));
  const file = (path: string) => {
    const found = diff.files.get(path);
    if (!found) throw new Error(`${path} is not in the diff`);
    return found;
  };

  it('reads every file of the fixture', () => {
    expect([...diff.files.keys()].sort()).toEqual([
      'added.txt',
      'café.txt',
      'crlf.txt',
      'deleted.txt',
      'image.bin',
      'modified.txt',
      'moved/renamed-pure.txt',
      'no-newline.txt',
      'renamed-new.txt',
      'script.sh',
      'single.txt',
      'with space.txt',
    ]);
  });

  it('reads a new file from /dev/null', () => {
    expect(file('added.txt')).toEqual({
      path: 'added.txt',
      before: null,
      type: 'new',
      binary: false,
      segments: [{ header: [0, 0, 1, 2], lines: ['+new one', '+new two'] }],
    });
    expect(addedLines(file('added.txt'))).toEqual([1, 2]);
  });

  it('reads a deletion under its base path', () => {
    const deleted = file('deleted.txt');
    expect(deleted).toMatchObject({ path: 'deleted.txt', before: null, type: 'deleted' });
    expect(removedLines(deleted)).toEqual([1, 2, 3]);
    expect(addedLines(deleted)).toEqual([]);
  });

  it('numbers the lines of a file with three hunks', () => {
    const modified = file('modified.txt');
    expect(modified.type).toBe('modified');
    expect(modified.segments.map(segmentHeaderText)).toEqual([
      '@@ -1,6 +1,7 @@',
      '@@ -27,7 +28,6 @@',
      '@@ -38,3 +38,4 @@',
    ]);
    // `line 0` is added first, `line three` replaces base line 3, `line 30` goes, `line 41` is appended.
    expect(addedLines(modified)).toEqual([1, 4, 41]);
    expect(removedLines(modified)).toEqual([3, 30]);
  });

  it('reads renames with and without content changes', () => {
    expect(file('moved/renamed-pure.txt')).toEqual({
      path: 'moved/renamed-pure.txt',
      before: 'renamed-pure.txt',
      type: 'modified',
      binary: false,
      segments: [],
    });
    const changed = file('renamed-new.txt');
    expect(changed).toMatchObject({ before: 'renamed-old.txt', type: 'modified' });
    expect(changed.segments.map((s) => s.header)).toEqual([[7, 7, 7, 7]]);
    expect(addedLines(changed)).toEqual([10]);
  });

  it('marks binary files and keeps mode-only changes without hunks', () => {
    expect(file('image.bin')).toMatchObject({ binary: true, type: 'modified', segments: [] });
    expect(file('script.sh')).toMatchObject({ binary: false, type: 'modified', before: null, segments: [] });
  });

  it('decodes quoted names and names with spaces', () => {
    expect(file('café.txt').segments[0]!.lines).toEqual(['-old', '+new']);
    expect(file('with space.txt')).toMatchObject({ before: null, type: 'modified' });
  });

  it('reads omitted hunk lengths as 1', () => {
    expect(file('single.txt').segments[0]!.header).toEqual([1, 1, 1, 1]);
  });

  it('drops the carriage returns of CRLF content and the no-newline markers', () => {
    expect(file('crlf.txt').segments[0]!.lines).toEqual([' first', '-second', '+SECOND', ' third']);
    expect(file('no-newline.txt').segments[0]!.lines).toEqual([' x', '-y', '+z']);
  });
});

describe('parseUnifiedDiff on other input', () => {
  it('reads an empty diff', () => {
    expect(parseUnifiedDiff('').files.size).toBe(0);
  });

  it('never throws on garbage and keeps what it can read', () => {
    const garbage = diffText(
      'hello',
      '@@ -1,2 +1,2 @@',
      '+orphan line',
      'diff --git',
      'diff --git a/ok.txt b/ok.txt',
      '--- a/ok.txt',
      '+++ b/ok.txt',
      '@@ -x +y @@',
      '@@ -1,3 +1,3 @@',
      ' a',
      '-b',
      'truncated here',
      'diff --git "a/unterminated b/x',
    );
    const diff = parseUnifiedDiff(garbage);
    expect(diff.files.get('ok.txt')!.segments).toEqual([{ header: [1, 3, 1, 3], lines: [' a', '-b'] }]);
    for (const text of ['\u0000\u0001', '@@@ -1 -1 +1 @@@', '--- ', '+++ b/x', 'diff --git a/x b/x\n@@ -9']) {
      expect(() => parseUnifiedDiff(text)).not.toThrow();
    }
  });

  it('reads provider patches without `diff --git` lines, CRLF line ends included', () => {
    const text = [
      '--- a/one.ts',
      '+++ b/one.ts',
      '@@ -1 +1,2 @@',
      ' keep',
      '+more',
      '--- a/two.ts',
      '+++ b/two.ts',
      '@@ -2,2 +2 @@',
      // A removed line that itself starts with `--`: the hunk still expects one removal.
      '--- not a header',
      ' end',
    ].join('\r\n');
    const diff = parseUnifiedDiff(text);
    expect(addedLines(diff.files.get('one.ts')!)).toEqual([2]);
    expect(diff.files.get('two.ts')!.segments[0]!.lines).toEqual(['--- not a header', ' end']);
  });

  it('reads a rename to a quoted name', () => {
    const diff = parseUnifiedDiff(
      diffText(
        'diff --git a/plain.txt "b/caf\\303\\251 \\"x\\".txt"',
        'similarity index 100%',
        'rename from plain.txt',
        'rename to "caf\\303\\251 \\"x\\".txt"',
      ),
    );
    expect(diff.files.get('café "x".txt')).toMatchObject({ before: 'plain.txt', type: 'modified' });
  });

  it('takes a context line whose space was stripped as context', () => {
    const diff = parseUnifiedDiff(diffText('--- a/x', '+++ b/x', '@@ -1,3 +1,3 @@', ' a', '', '-c', '+C'));
    expect(diff.files.get('x')!.segments[0]!.lines).toEqual([' a', ' ', '-c', '+C']);
  });

  it('reads a large diff whole', () => {
    const lines = [
      'diff --git a/big.txt b/big.txt',
      '--- a/big.txt',
      '+++ b/big.txt',
      '@@ -1,200000 +1,200000 @@',
    ];
    for (let i = 0; i < 100_000; i++) lines.push(`-old ${i}`, `+new ${i}`);
    const diff = parseUnifiedDiff(lines.join('\n'));
    expect(addedLines(diff.files.get('big.txt')!)).toHaveLength(100_000);
    expect(removedLines(diff.files.get('big.txt')!)).toHaveLength(100_000);
  });
});

describe('LineMap', () => {
  const modified = parseUnifiedDiff(diffFixture('combined.diff')).files.get('modified.txt')!;
  const map = LineMap.of(modified);

  it('maps head lines to base lines through three hunks', () => {
    // Head: line 0, 1, 2, three, 4 … 29, 31 … 40, 41 (base has 1 … 40).
    expect([1, 2, 3, 4, 5, 10, 30, 31, 35, 40, 41, 50].map((line) => map.headToBase(line))).toEqual([
      null,
      1,
      2,
      null,
      4,
      9,
      29,
      31,
      35,
      40,
      null,
      49,
    ]);
    expect(map.isAdded(41)).toBe(true);
    expect(map.isAdded(40)).toBe(false);
  });

  it('maps base lines to head lines', () => {
    expect([1, 3, 9, 29, 30, 31, 40, 45].map((line) => map.baseToHead(line))).toEqual([
      2,
      null,
      10,
      30,
      null,
      31,
      40,
      46,
    ]);
    expect(map.isRemoved(30)).toBe(true);
    expect(map.isRemoved(29)).toBe(false);
  });

  it('is the identity without a diff entry', () => {
    const identity = LineMap.of(null);
    expect([
      identity.headToBase(7),
      identity.baseToHead(7),
      identity.isAdded(7),
      identity.isRemoved(7),
    ]).toEqual([7, 7, false, false]);
  });

  it('numbers pure insertions and deletions from the line before them', () => {
    const insertion = LineMap.of(
      parseUnifiedDiff(diffText('--- a/f', '+++ b/f', '@@ -4,0 +5,2 @@', '+x', '+y')).files.get('f')!,
    );
    expect([4, 5, 6, 7].map((line) => insertion.headToBase(line))).toEqual([4, null, null, 5]);
    expect(insertion.baseToHead(5)).toBe(7);
    const deletion = LineMap.of(
      parseUnifiedDiff(diffText('--- a/f', '+++ b/f', '@@ -5,2 +4,0 @@', '-x', '-y')).files.get('f')!,
    );
    expect([4, 5, 6, 7].map((line) => deletion.baseToHead(line))).toEqual([4, null, null, 5]);
    expect(deletion.headToBase(5)).toBe(7);
  });
});

type Edit = 'keep' | 'remove' | 'add';

/** A zero-context diff of an edit script, with where each kept line sits on both sides. */
function diffOfEdits(edits: readonly Edit[]): {
  text: string;
  kept: [number, number][];
  added: number[];
  removed: number[];
} {
  const lines = ['--- a/f', '+++ b/f'];
  const kept: [number, number][] = [];
  const added: number[] = [];
  const removed: number[] = [];
  let base = 1;
  let head = 1;
  let i = 0;
  while (i < edits.length) {
    if (edits[i] === 'keep') {
      kept.push([base++, head++]);
      i += 1;
      continue;
    }
    const body: string[] = [];
    const [baseFrom, headFrom] = [base, head];
    while (i < edits.length && edits[i] !== 'keep') {
      if (edits[i] === 'remove') {
        body.push('-x');
        removed.push(base++);
      } else {
        body.push('+y');
        added.push(head++);
      }
      i += 1;
    }
    const baseLength = base - baseFrom;
    const headLength = head - headFrom;
    // An empty side is numbered from the line before it, as git does.
    const baseStart = baseLength === 0 ? baseFrom - 1 : baseFrom;
    const headStart = headLength === 0 ? headFrom - 1 : headFrom;
    lines.push(`@@ -${baseStart},${baseLength} +${headStart},${headLength} @@`, ...body);
  }
  return { text: lines.join('\n'), kept, added, removed };
}

describe('LineMap properties', () => {
  it('maps kept lines both ways and knows every added and removed line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<Edit>('keep', 'keep', 'remove', 'add'), { maxLength: 60 }),
        (edits) => {
          const { text, kept, added, removed } = diffOfEdits(edits);
          const map = LineMap.of(parseUnifiedDiff(text).files.get('f') ?? null);
          for (const [base, head] of kept) {
            expect(map.headToBase(head)).toBe(base);
            expect(map.baseToHead(base)).toBe(head);
          }
          for (const head of added) expect([map.isAdded(head), map.headToBase(head)]).toEqual([true, null]);
          for (const base of removed)
            expect([map.isRemoved(base), map.baseToHead(base)]).toEqual([true, null]);
          // Past the end, lines shift by the net change.
          const end = edits.length + 5;
          expect(map.headToBase(end + added.length - removed.length)).toBe(end);
        },
      ),
    );
  });
});
