import { globToRegExp } from './glob';

describe('globToRegExp', () => {
  it.each([
    ['*.js', 'main.cd97.js', true],
    ['*.js', 'static/main.js', false],
    ['**/*.js', 'static/js/main.js', true],
    ['**', 'anything/at/all', true],
    ['main.*.{js,css}', 'main.ac9c.css', true],
    ['main.*.{js,css}', 'main.ac9c.map', false],
    ['chunk-?.js', 'chunk-a.js', true],
    ['[0-9]*.chunk.js', '899.daff.chunk.js', true],
    ['[!0-9]*.js', '899.js', false],
    ['a+b.js', 'a+b.js', true],
    ['a.js', 'aXjs', false],
  ])('%s matches %s: %s', (glob, name, matches) => {
    expect(globToRegExp(glob).test(name)).toBe(matches);
  });
});
