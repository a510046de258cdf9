import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-policy';

describe('cacheControlFor', () => {
  it.each(['main.1a2b3c4d.js', 'vendors.0123abcd.css', 'main.1a2b3c4d.js.map', '6f1e2d3c4b5a69788796.svg'])(
    'caches the hashed file %s for a year',
    (file) => {
      expect(cacheControlFor(`/dist/${file}`)).toBe(IMMUTABLE);
    },
  );

  it.each([
    'index.html',
    'config.js',
    'remotes.json',
    'mf-manifest.json',
    'remoteEntry.js',
    'favicon.ico',
    'main.js',
  ])('revalidates %s on every use', (file) => {
    expect(cacheControlFor(`/dist/${file}`)).toBe(NO_CACHE);
  });
});
