import { captured } from '../testing/captured';
import { bundleData } from './bundle-data';
import { assetLoadTypes, filterAssets } from './load-types';
import type { BundleContent } from './types';

const asset = (name: string, size = 100) => ({ name, size, gzipSize: null, normalized: name });
const chunk = (uniqueId: string, files: string[], entry: boolean, initial: boolean) => ({
  id: uniqueId,
  uniqueId,
  entry,
  initial,
  files,
  names: [],
  dynamicImports: [],
});

const content: BundleContent = {
  assets: [asset('entry.js'), asset('vendor.js'), asset('lazy.js'), asset('shared.js'), asset('logo.png')],
  chunks: [
    chunk('e', ['entry.js', 'shared.js'], true, true),
    chunk('v', ['vendor.js'], false, true),
    chunk('l', ['lazy.js', 'shared.js'], false, false),
  ],
  modules: [],
};

describe('assetLoadTypes', () => {
  it('ranks entry over initial over lazy and leaves assets in no chunk without a type', () => {
    expect(Object.fromEntries(assetLoadTypes(content))).toEqual({
      'entry.js': 'ENTRY',
      'vendor.js': 'INITIAL',
      'lazy.js': 'LAZY',
      'shared.js': 'ENTRY',
      'logo.png': null,
    });
  });

  it('finds the lazy asset of the webpack capture and gives bundle-analyzer assets no type', () => {
    expect(Object.fromEntries(assetLoadTypes(captured('webpack-plugin-token')))).toEqual({
      'main.cd9780c0831556b6524b.js': 'ENTRY',
      '899.daffaab1b35673ebaa20.chunk.js': 'LAZY',
      'main.ac9cd98a0b14587af1cb.css': 'ENTRY',
    });
    expect([...assetLoadTypes(captured('bundle-analyzer-cli')).values()]).toEqual([null, null, null]);
  });
});

describe('filterAssets', () => {
  const names = (filters: Parameters<typeof filterAssets>[1]) =>
    filterAssets(content, filters).map((item) => item.name);

  it('keeps every asset without filters, with empty filters and with all three load types', () => {
    const all = content.assets.map((item) => item.name);
    expect(names({})).toEqual(all);
    expect(names({ groups: [], loadTypes: [] })).toEqual(all);
    expect(names({ loadTypes: ['ENTRY', 'INITIAL', 'LAZY'] })).toEqual(all);
  });

  it('keeps assets held by a chunk of a chosen load type', () => {
    expect(names({ loadTypes: ['ENTRY'] })).toEqual(['entry.js', 'shared.js']);
    expect(names({ loadTypes: ['INITIAL'] })).toEqual(['vendor.js']);
    expect(names({ loadTypes: ['LAZY'] })).toEqual(['lazy.js', 'shared.js']);
    expect(names({ loadTypes: ['INITIAL', 'LAZY'] })).toEqual(['vendor.js', 'lazy.js', 'shared.js']);
  });

  it('keeps assets of the chosen groups, and combines both filters', () => {
    expect(names({ groups: ['IMAGE'] })).toEqual(['logo.png']);
    expect(names({ groups: ['IMAGE'], loadTypes: ['ENTRY'] })).toEqual([]);
  });

  it('gives the JavaScript gzip total of the webpack capture', () => {
    const stats = captured('webpack-plugin-token');
    expect(bundleData(filterAssets(stats, { groups: ['JAVASCRIPT'] })).size).toEqual({
      uncompress: 2876 + 171,
      gzip: 1511 + 153,
    });
    expect(bundleData(filterAssets(stats, { loadTypes: ['LAZY'] })).size.uncompress).toBe(171);
  });
});
