import fs from 'node:fs';
import path from 'node:path';
import { parseBundleStats, readBundleStats } from './bundle-stats';

// The PUT bodies the real clients sent, captured once (apps/api keeps the captures for its protocol tests).
const captured = (run: string) =>
  fs.readFileSync(
    path.join(__dirname, '../../../../apps/api/src/modules/uploads/fixtures/captured', run, '002-body.bin'),
    'utf8',
  );

describe('parseBundleStats', () => {
  it('reads the webpack plugin stats: assets with gzip sizes, chunks with lazy imports, modules', () => {
    const outcome = parseBundleStats(captured('webpack-plugin-token'));
    if (!outcome.ok) throw new Error(outcome.reason);
    const { stats } = outcome;
    expect(stats).toMatchObject({
      version: '3',
      bundleName: 'bundle-app-array-push',
      bundler: { name: 'webpack', version: '5.112.2' },
      plugin: { name: '@codecov/webpack-plugin', version: '2.0.1' },
      outputPath: '/home/ci/project/bundle-app/dist',
    });
    expect(stats.assets[0]).toEqual({
      name: 'main.cd9780c0831556b6524b.js',
      size: 2876,
      gzipSize: 1511,
      normalized: 'main.*.js',
    });
    expect(stats.chunks[0]).toMatchObject({
      uniqueId: '0-792',
      entry: true,
      initial: true,
      dynamicImports: ['899.daffaab1b35673ebaa20.chunk.js'],
    });
    expect(stats.modules.find((m) => m.name === './src/lazy.js')).toEqual({
      name: './src/lazy.js',
      size: 82,
      chunkUniqueIds: ['1-899'],
    });
  });

  it('reads the rollup plugin stats and the bundle-analyzer stats, which carry assets only', () => {
    const rollup = parseBundleStats(captured('rollup-plugin'));
    expect(rollup.ok && rollup.stats.bundler).toEqual({ name: 'rollup', version: '4.68.7' });
    const cli = parseBundleStats(captured('bundle-analyzer-cli'));
    if (!cli.ok) throw new Error(cli.reason);
    expect(cli.stats).toMatchObject({ bundleName: 'my-static-build', bundler: null, outputPath: null });
    expect(cli.stats.assets).toHaveLength(3);
    expect(cli.stats.chunks).toEqual([]);
  });

  it('treats format 1 assets as uncompressed', () => {
    const outcome = readBundleStats({
      version: '1',
      bundleName: 'app',
      plugin: { name: 'p', version: '1' },
      assets: [{ name: 'a.js', size: 10, gzipSize: 3, normalized: 'a.js' }],
    });
    expect(outcome.ok && outcome.stats.assets[0]?.gzipSize).toBeNull();
  });

  it.each([
    ['not json', 'the stats file is not valid JSON'],
    ['[]', 'the stats must be a JSON object'],
    ['{"version":"9","bundleName":"a"}', 'unsupported stats version "9" (expected "1", "2" or "3")'],
    [
      '{"version":"3","bundleName":"has space","plugin":{"name":"p"}}',
      expect.stringContaining('"bundleName"'),
    ],
    ['{"version":"3","bundleName":"a","plugin":{"name":"p"},"assets":{}}', '"assets" must be a list'],
    [
      '{"version":"3","bundleName":"a","plugin":{"name":"p"},"assets":[{"name":"a.js","size":-1}]}',
      'assets[0].size must be a number of bytes',
    ],
    ['{"version":"3","bundleName":"a"}', '"plugin" must have a name'],
  ])('refuses %s with a reason', (text, reason) => {
    expect(parseBundleStats(text)).toEqual({ ok: false, reason });
  });
});
