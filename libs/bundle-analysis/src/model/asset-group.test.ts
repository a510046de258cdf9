import { assetGroup, fileExtension } from './asset-group';

describe('fileExtension', () => {
  it.each([
    ['main.cd9780c0831556b6524b.js', 'js'],
    ['./src/index.js + 2 modules', 'js'],
    ['./src/styles.css?module', 'css'],
    ['fonts/inter.woff2#iefix', 'woff2'],
    ['dist.v2/LICENSE', ''],
    ['.env', ''],
    ['webpack/runtime/global', ''],
  ])('%s → %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('assetGroup', () => {
  it.each([
    ['a.js', 'JAVASCRIPT'],
    ['a.MJS', 'JAVASCRIPT'],
    ['a.cjs?v=3', 'JAVASCRIPT'],
    ['main.ac9cd98a0b14587af1cb.css', 'STYLESHEET'],
    ...['woff', 'woff2', 'ttf', 'otf', 'eot'].map((ext) => [`font.${ext}`, 'FONT']),
    ...['jpg', 'jpeg', 'png', 'gif', 'svg', 'webp', 'apng', 'avif'].map((ext) => [`img.${ext}`, 'IMAGE']),
    ['index.html', 'UNKNOWN'],
    ['main.js.map', 'UNKNOWN'],
    ['README', 'UNKNOWN'],
    ['a.constructor', 'UNKNOWN'],
  ])('%s → %s', (name, group) => {
    expect(assetGroup(name)).toBe(group);
  });
});
