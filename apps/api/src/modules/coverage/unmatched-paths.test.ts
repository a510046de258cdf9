import { summariseUnmatchedPaths } from './unmatched-paths';

describe('summariseUnmatchedPaths', () => {
  it('counts paths shared by several uploads once', () => {
    expect(
      summariseUnmatchedPaths([
        { unmatchedPaths: ['a.js', 'b/c.ts'], unmatchedCount: 2 },
        { unmatchedPaths: ['b/c.ts', 'd.py'], unmatchedCount: 2 },
      ]),
    ).toEqual({
      count: 3,
      paths: ['a.js', 'b/c.ts', 'd.py'],
      message: '3 files in the report matched no file in the repository: a.js, b/c.ts, d.py',
    });
  });

  it('adds the paths an upload left unlisted, and lists 20 at most', () => {
    const many = Array.from({ length: 25 }, (_, index) => `f${index}.js`);
    const summary = summariseUnmatchedPaths([{ unmatchedPaths: many, unmatchedCount: 40 }]);
    expect(summary.count).toBe(40);
    expect(summary.paths).toEqual(many.slice(0, 20));
    expect(summary.message).toMatch(/^40 files in .*: f0\.js, .*, f19\.js, and 20 more$/);
  });

  it('has no message when everything matched', () => {
    expect(summariseUnmatchedPaths([])).toEqual({ count: 0, paths: [], message: null });
    expect(summariseUnmatchedPaths([{ unmatchedPaths: [], unmatchedCount: 0 }]).message).toBeNull();
  });
});
