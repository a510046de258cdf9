import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkBudget,
  hostFirstLoadFiles,
  hostFirstLoadFilesFromManifest,
  measureApp,
  remoteFirstLoadFiles,
  sizeOf,
} from './bundle-size.ts';

describe('bundle size', () => {
  it('measures raw and compressed sizes', () => {
    const size = sizeOf(Buffer.from('a'.repeat(10_000)));
    expect(size.raw).toBe(10_000);
    expect(size.gzip).toBeLessThan(100);
    expect(size.brotli).toBeLessThan(100);
  });

  it('takes a remote entry and its exposed module from the federation manifest', () => {
    const files = remoteFirstLoadFiles({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { assets: { js: { sync: ['__federation_expose_Routes.1234.js'] }, css: { sync: ['a.css'] } } },
      ],
    });
    expect(files).toEqual(['remoteEntry.js', '__federation_expose_Routes.1234.js', 'a.css']);
  });

  it('takes the host entry files from index.html but not the runtime configuration', () => {
    const html =
      '<script src="/config.js"></script><link href="/main.1.css" rel="stylesheet"><script defer src="/main.2.js"></script>';
    expect(hostFirstLoadFiles(html)).toEqual(['main.1.css', 'main.2.js']);
  });

  it('counts the shared libraries the host provides as part of its first load', () => {
    const files = hostFirstLoadFilesFromManifest('<script src="/main.js"></script>', {
      shared: [{ assets: { js: { sync: ['react.js'], async: ['lazy.js'] } } }],
    });
    expect(files).toEqual(['main.js', 'react.js']);
  });

  it('measures an app folder and reports budgets that are exceeded', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
    const app = path.join(dir, 'shell');
    fs.mkdirSync(path.join(app, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(app, 'dist', 'index.html'), '<script src="/main.js"></script>');
    fs.writeFileSync(path.join(app, 'dist', 'main.js'), 'console.log(1);'.repeat(100));
    fs.writeFileSync(path.join(app, 'dist', 'lazy.js'), 'x');
    const sizes = measureApp(app);
    expect(sizes.firstLoad.raw).toBe(1500);
    expect(sizes.total.raw).toBe(1501);
    expect(checkBudget([sizes], { shell: { firstLoadGzip: 1, totalGzip: 1_000_000 } })).toEqual([
      expect.stringContaining('shell: first load'),
    ]);
    expect(checkBudget([sizes], {})).toEqual(['shell: no budget set']);
  });
});
