import { compareReports, viewTotals } from './compare';
import { parseUnifiedDiff } from './diff';
import { reportOf } from './test-support';
import { combineViews, componentDefinitions, componentView, flagView } from './views';

const report = reportOf({
  0: { 'src/api/a.ts': { 1: 1, 2: 0 }, 'src/web/b.ts': { 1: 1 } },
  1: { 'src/api/a.ts': { 2: 1, 3: 0 }, 'src/web/b.ts': { 2: 0 } },
  2: { 'src/web/b.ts': { 3: 1 } },
});
const sessionFlags = new Map<number, readonly string[]>([
  [0, ['unit']],
  [1, ['integration', 'slow']],
  [2, ['e2e-unit']],
]);

describe('componentDefinitions', () => {
  it('overlays each component on the default rules and names it by id when unnamed', () => {
    const definitions = componentDefinitions({
      component_management: {
        default_rules: { paths: ['src/'], flag_regexes: ['unit'] },
        individual_components: [
          { component_id: 'api', name: 'API', paths: ['src/api/'] },
          { component_id: 'web', flag_regexes: [] },
        ],
      },
    });
    expect(definitions).toEqual([
      { id: 'api', name: 'API', paths: ['src/api/'], flagRegexes: ['unit'] },
      { id: 'web', name: 'web', paths: ['src/'], flagRegexes: [] },
    ]);
    expect(componentDefinitions({})).toEqual([]);
  });
});

describe('flagView', () => {
  it('keeps the sessions with any of the flags', () => {
    const view = flagView(report, sessionFlags, ['unit']);
    expect([...view.sessions!]).toEqual([0]);
    // Session 0: a.ts 1 hit, 1 miss; b.ts 1 hit → 2 of 3.
    expect(viewTotals(view)).toMatchObject({ files: 2, lines: 3, hits: 2, misses: 1, sessions: 1 });
    expect([...flagView(report, sessionFlags, ['slow', 'e2e-unit']).sessions!]).toEqual([1, 2]);
  });
});

describe('componentView', () => {
  it('narrows to files by path', () => {
    const view = componentView(report, sessionFlags, {
      id: 'api',
      name: 'API',
      paths: ['src/api/**'],
      flagRegexes: [],
    });
    expect(view.sessions).toBeUndefined();
    // a.ts folded over every session: line 1 hit, line 2 hit (session 1), line 3 miss → 2 of 3.
    expect(viewTotals(view)).toMatchObject({ files: 1, lines: 3, hits: 2, misses: 1 });
  });

  it('narrows to sessions by flag regex matched at the start only', () => {
    const view = componentView(report, sessionFlags, {
      id: 'u',
      name: 'u',
      paths: [],
      flagRegexes: ['uni.*', 'slo'],
    });
    // `e2e-unit` contains "unit" but does not start with it; `slow` starts with "slo".
    expect([...view.sessions!].sort()).toEqual([0, 1]);
    // Sessions 0 and 1: a.ts lines 1 H, 2 H, 3 M; b.ts 1 H, 2 M → 3 of 5.
    expect(viewTotals(view)).toMatchObject({ lines: 5, hits: 3, misses: 2 });
  });

  it('lets an invalid regex match nothing', () => {
    const view = componentView(report, sessionFlags, {
      id: 'x',
      name: 'x',
      paths: [],
      flagRegexes: ['(unclosed'],
    });
    expect(view.sessions!.size).toBe(0);
    expect(viewTotals(view)).toMatchObject({ files: 0, lines: 0, coverage: null });
  });

  it('honours a leading (?i)', () => {
    const view = componentView(report, sessionFlags, {
      id: 'x',
      name: 'x',
      paths: [],
      flagRegexes: ['(?i)UNIT'],
    });
    expect([...view.sessions!]).toEqual([0]);
  });
});

describe('combineViews', () => {
  it('intersects sessions and paths', () => {
    const byFlag = flagView(report, sessionFlags, ['unit', 'integration']);
    const byPath = componentView(report, sessionFlags, {
      id: 'web',
      name: 'web',
      paths: ['src/web/'],
      flagRegexes: [],
    });
    const bySession = { report, sessions: new Set([1, 2]) };
    const combined = combineViews(byFlag, byPath, bySession);
    expect([...combined.sessions!]).toEqual([1]);
    expect(combined.includePath!('src/api/a.ts')).toBe(false);
    // Session 1 on b.ts: line 2 miss.
    expect(viewTotals(combined)).toMatchObject({ files: 1, lines: 1, misses: 1 });
    expect(() => combineViews()).toThrow(RangeError);
  });

  it('compares a component across commits', () => {
    const head = reportOf({ 0: { 'src/api/a.ts': { 1: 1, 2: 1 }, 'src/web/b.ts': { 1: 0 } } });
    const component = { id: 'api', name: 'API', paths: ['src/api/'], flagRegexes: ['unit'] };
    const comparison = compareReports(
      componentView(report, sessionFlags, component),
      componentView(head, sessionFlags, component),
      parseUnifiedDiff(''),
    );
    // Only a.ts under session 0: line 2 went from miss to hit; b.ts lost a hit outside the component.
    expect(comparison.files.map((file) => file.headPath)).toEqual(['src/api/a.ts']);
    expect(comparison.files[0]!.indirectChanges).toEqual([
      { baseLine: 2, headLine: 2, before: 'M', after: 'H' },
    ]);
  });
});
