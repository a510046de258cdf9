import { captured } from '../testing/captured';
import { assetModules, moduleCount } from './modules';

describe('assetModules', () => {
  it('lists the modules of each asset of the webpack capture through their chunks', () => {
    const modules = assetModules(captured('webpack-plugin-token'));
    expect(modules.get('899.daffaab1b35673ebaa20.chunk.js')?.map((m) => m.name)).toEqual(['./src/lazy.js']);
    const main = modules.get('main.cd9780c0831556b6524b.js')?.map((m) => m.name);
    expect(main).toHaveLength(12);
    expect(main?.slice(0, 3)).toEqual([
      './src/index.js + 2 modules',
      'css ../node_modules/css-loader/dist/cjs.js!./src/styles.css',
      'webpack/runtime/css loading',
    ]);
    // The stylesheet comes out of the same chunk, so it holds the same modules.
    expect(modules.get('main.ac9cd98a0b14587af1cb.css')?.map((m) => m.name)).toEqual(main);
  });

  it('lists modules once per asset even when two chunks holding a module write the asset', () => {
    const modules = assetModules({
      assets: [{ name: 'a.js', size: 1, gzipSize: null, normalized: 'a.js' }],
      chunks: ['1', '2'].map((uniqueId) => ({
        id: uniqueId,
        uniqueId,
        entry: false,
        initial: false,
        files: ['a.js'],
        names: [],
        dynamicImports: [],
      })),
      modules: [{ name: 'm.js', size: 5, chunkUniqueIds: ['1', '2'] }],
    });
    expect(modules.get('a.js')).toHaveLength(1);
  });

  it('gives rollup modules to their assets and bundle-analyzer assets none', () => {
    const rollup = assetModules(captured('rollup-plugin'));
    expect(rollup.get('rollup-entry-uxK9WR-8.js')?.map((m) => m.name)).toEqual([
      './src/greet.js',
      './src/math.js',
      './src/rollup-entry.js',
    ]);
    expect([...assetModules(captured('bundle-analyzer-cli')).values()]).toEqual([[], [], []]);
  });
});

describe('moduleCount', () => {
  it('adds up the modules of each asset, as Codecov counts them', () => {
    const stats = captured('webpack-plugin-token');
    expect(moduleCount(stats)).toBe(12 + 1 + 12);
    expect(moduleCount(stats, { groups: ['JAVASCRIPT'] })).toBe(13);
    expect(moduleCount(captured('rollup-plugin'))).toBe(4);
    expect(moduleCount(captured('bundle-analyzer-cli'))).toBe(0);
  });
});
