import { captured } from '../testing/captured';
import { duplicatePackages, packageOf } from './packages';

describe('packageOf', () => {
  it.each([
    [
      '../node_modules/css-loader/dist/runtime/api.js',
      { name: 'css-loader', root: '../node_modules/css-loader', version: null },
    ],
    ['css ../node_modules/css-loader/dist/cjs.js!./src/styles.css', null],
    [
      './node_modules/@tanstack/query-core/build/modern/index.js',
      { name: '@tanstack/query-core', root: './node_modules/@tanstack/query-core', version: null },
    ],
    [
      'node_modules/.pnpm/react-dom@18.2.0_react@18.2.0/node_modules/react-dom/index.js',
      {
        name: 'react-dom',
        root: 'node_modules/.pnpm/react-dom@18.2.0_react@18.2.0/node_modules/react-dom',
        version: '18.2.0',
      },
    ],
    [
      'node_modules/.pnpm/@babel+runtime@7.24.0/node_modules/@babel/runtime/helpers/extends.js',
      {
        name: '@babel/runtime',
        root: 'node_modules/.pnpm/@babel+runtime@7.24.0/node_modules/@babel/runtime',
        version: '7.24.0',
      },
    ],
    [
      'node_modules/a/node_modules/lodash/get.js + 3 modules',
      { name: 'lodash', root: 'node_modules/a/node_modules/lodash', version: null },
    ],
    ['./src/index.js', null],
    ['webpack/runtime/global', null],
  ])('%s → %j', (moduleName, expected) => {
    expect(packageOf(moduleName)).toEqual(expected);
  });
});

describe('duplicatePackages', () => {
  const module = (name: string, size: number, chunk: string) => ({ name, size, chunkUniqueIds: [chunk] });

  it('finds packages at several versions or in several folders, with what each copy costs', () => {
    const duplicates = duplicatePackages({
      modules: [
        module('node_modules/.pnpm/lodash@4.17.21/node_modules/lodash/get.js', 300, 'a'),
        module('node_modules/.pnpm/lodash@4.17.21/node_modules/lodash/set.js', 200, 'a'),
        module('node_modules/.pnpm/lodash@3.10.1/node_modules/lodash/index.js', 900, 'b'),
        module('node_modules/tslib/tslib.es6.js', 100, 'a'),
        module('node_modules/pkg/node_modules/tslib/tslib.es6.js', 100, 'b'),
        module('node_modules/react/index.js', 50, 'a'),
        module('node_modules/react/cjs/react.js', 5000, 'b'),
        module('./src/index.js', 10, 'a'),
      ],
    });
    expect(duplicates).toEqual([
      {
        name: 'lodash',
        versions: ['3.10.1', '4.17.21'],
        extraBytes: 500,
        copies: [
          {
            root: 'node_modules/.pnpm/lodash@3.10.1/node_modules/lodash',
            version: '3.10.1',
            size: 900,
            chunks: ['b'],
          },
          {
            root: 'node_modules/.pnpm/lodash@4.17.21/node_modules/lodash',
            version: '4.17.21',
            size: 500,
            chunks: ['a'],
          },
        ],
      },
      {
        name: 'tslib',
        versions: [],
        extraBytes: 100,
        copies: [
          { root: 'node_modules/pkg/node_modules/tslib', version: null, size: 100, chunks: ['b'] },
          { root: 'node_modules/tslib', version: null, size: 100, chunks: ['a'] },
        ],
      },
    ]);
  });

  it('counts a module listed twice once', () => {
    const duplicates = duplicatePackages({
      modules: [
        module('node_modules/a/x.js', 10, 'c'),
        module('node_modules/a/x.js', 10, 'd'),
        module('node_modules/b/node_modules/a/x.js', 10, 'c'),
      ],
    });
    expect(duplicates[0]?.copies[0]).toEqual({
      root: 'node_modules/a',
      version: null,
      size: 10,
      chunks: ['c', 'd'],
    });
  });

  it('finds none in the captures, which hold one copy of each package', () => {
    expect(duplicatePackages(captured('webpack-plugin-token'))).toEqual([]);
    expect(duplicatePackages(captured('bundle-analyzer-cli'))).toEqual([]);
  });
});
