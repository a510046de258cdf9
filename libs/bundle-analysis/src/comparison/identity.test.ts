import { captured } from '../testing/captured';
import type { AssetSnapshot } from './assets';
import { assetIdentity } from './identity';
import { snapshotAssets } from './snapshot';

const asset = (name: string, modules: string[] = []): AssetSnapshot => ({
  name,
  normalized: name,
  size: 1,
  modules: modules.map((module) => ({ name: module, size: 1 })),
});

describe('assetIdentity', () => {
  it('links scripts with the same hashed name, then with the same module names', () => {
    expect(
      assetIdentity(
        [asset('main.aaa.js', ['a', 'b']), asset('vendor.bbb.js', ['r']), asset('main.css', ['a'])],
        [asset('main.ccc.js', ['b', 'a', 'a']), asset('vendor.bbb.js', ['r', 's']), asset('main.css', ['a'])],
      ),
    ).toEqual([
      { previous: 'main.aaa.js', current: 'main.ccc.js', rule: 'same-modules' },
      { previous: 'vendor.bbb.js', current: 'vendor.bbb.js', rule: 'same-name' },
    ]);
  });

  it('never links scripts without modules by their (empty) module sets', () => {
    expect(assetIdentity([asset('a.1.js')], [asset('a.2.js')])).toEqual([]);
    const cli = snapshotAssets(captured('bundle-analyzer-cli'));
    expect(assetIdentity(cli, cli).map((link) => link.rule)).toEqual(['same-name', 'same-name']);
  });
});
