import { captured } from '../testing/captured';
import { type AssetSnapshot, compareAssets, compareModules, contributingModules } from './assets';
import { snapshotAssets } from './snapshot';

const asset = (name: string, normalized: string, size: number, modules: string[] = []): AssetSnapshot => ({
  name,
  normalized,
  size,
  modules: modules.map((module) => ({ name: module, size: 10 })),
});

describe('compareAssets', () => {
  it('matches by normalized name and reports added, removed and changed assets', () => {
    const changes = compareAssets(
      [asset('main.aaa.js', 'main.*.js', 1000), asset('old.bbb.js', 'old.*.js', 300)],
      [asset('main.ccc.js', 'main.*.js', 1200), asset('new.ddd.js', 'new.*.js', 50)],
    );
    expect(changes.map(({ modules: _, headModules: __, ...rest }) => rest)).toEqual([
      {
        name: 'main.*.js',
        baseName: 'main.aaa.js',
        headName: 'main.ccc.js',
        changeType: 'changed',
        sizeDelta: 200,
        percentageDelta: 20,
        baseSize: 1000,
        headSize: 1200,
      },
      {
        name: 'new.*.js',
        baseName: null,
        headName: 'new.ddd.js',
        changeType: 'added',
        sizeDelta: 50,
        percentageDelta: 100,
        baseSize: 0,
        headSize: 50,
      },
      {
        name: 'old.*.js',
        baseName: 'old.bbb.js',
        headName: null,
        changeType: 'removed',
        sizeDelta: -300,
        percentageDelta: -100,
        baseSize: 300,
        headSize: 0,
      },
    ]);
  });

  it('pairs same-name duplicates by module set before size', () => {
    const changes = compareAssets(
      [asset('1.a.js', '*.js', 100, ['x']), asset('2.b.js', '*.js', 500, ['y'])],
      [asset('3.c.js', '*.js', 480, ['x']), asset('4.d.js', '*.js', 120, ['z'])],
    );
    expect(changes.map((c) => [c.baseName, c.headName])).toEqual([
      ['1.a.js', '3.c.js'],
      ['2.b.js', '4.d.js'],
    ]);
  });

  it('pairs same-name duplicates by closest size when nothing else tells them apart, and leaves extras', () => {
    const changes = compareAssets(
      [asset('1.js', '*.js', 100), asset('2.js', '*.js', 500), asset('3.js', '*.js', 900)],
      [asset('4.js', '*.js', 480)],
    );
    expect(changes.map((c) => [c.changeType, c.baseName, c.headName])).toEqual([
      ['changed', '2.js', '4.js'],
      ['removed', '1.js', null],
      ['removed', '3.js', null],
    ]);
  });

  it('prefers a stored identity, then the same hashed name', () => {
    const base = [
      { ...asset('a.js', '*.js', 100), uuid: 'u1' },
      { ...asset('b.js', '*.js', 100), uuid: 'u2' },
    ];
    expect(compareAssets(base, [{ ...asset('c.js', '*.js', 100), uuid: 'u2' }])[0]?.baseName).toBe('b.js');
    expect(compareAssets(base, [asset('b.js', '*.js', 100)])[0]?.baseName).toBe('b.js');
  });

  it('compares a capture with itself as unchanged, module by module', () => {
    const assets = snapshotAssets(captured('webpack-plugin-token'));
    const changes = compareAssets(assets, assets);
    expect(
      changes.every((c) => c.changeType === 'changed' && c.sizeDelta === 0 && c.modules.length === 0),
    ).toBe(true);
  });
});

describe('compareModules', () => {
  it('lists modules that grew, appeared or went', () => {
    expect(
      compareModules(
        [
          { name: 'a', size: 1 },
          { name: 'b', size: 2 },
          { name: 'c', size: 3 },
        ],
        [
          { name: 'a', size: 1 },
          { name: 'b', size: 5 },
          { name: 'd', size: 4 },
        ],
      ),
    ).toEqual([
      { name: 'b', changeType: 'changed', sizeDelta: 3, baseSize: 2, headSize: 5 },
      { name: 'd', changeType: 'added', sizeDelta: 4, baseSize: 0, headSize: 4 },
      { name: 'c', changeType: 'removed', sizeDelta: -3, baseSize: 3, headSize: 0 },
    ]);
  });
});

describe('contributingModules', () => {
  const modules = [
    { name: './src/lazy.js', size: 82 },
    { name: './src/index.js + 2 modules', size: 406 },
    { name: '../node_modules/css-loader/dist/runtime/api.js', size: 2303 },
  ];

  it('keeps modules whose file the pull request changed (paths relative to the repository)', () => {
    expect(contributingModules(modules, ['bundle-app/src/lazy.js', './bundle-app/src/index.js'])).toEqual([
      modules[0],
      modules[1],
    ]);
    expect(contributingModules(modules, ['bundle-app/mysrc/lazy.js'])).toEqual([]);
  });

  it('keeps every module when the changed files are unknown', () => {
    expect(contributingModules(modules, null)).toEqual(modules);
  });
});
