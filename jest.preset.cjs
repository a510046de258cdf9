// One Jest preset for every project: swc for speed, jsdom for the browser code.
const path = require('node:path');

// ESM-only packages that Jest must transform (react-router 8, MSW 2 and their dependencies).
const esmOnly = [
  'react-router',
  '@remix-run/route-pattern',
  'cookie-es',
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'd3-hierarchy',
  'd3-shape',
  'd3-path',
];

module.exports = {
  // jsdom plus Node's fetch, Request and Response, so MSW can intercept requests (see the file).
  testEnvironment: path.join(__dirname, 'tools/jest/jsdom-environment.cjs'),
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [
      path.join(__dirname, 'tools/jest/swc-transform.cjs'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: { '\\.(css|scss)$': 'identity-obj-proxy' },
  setupFiles: [path.join(__dirname, 'tools/jest/polyfills.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'tools/jest/setup.ts')],
  reporters: ['default', path.join(__dirname, 'tools/jest/results-reporter.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // Page tests walk many steps; with the server suite running beside them on two cores, 5 s is not always enough.
  testTimeout: 20_000,
  testEnvironmentOptions: { customExportConditions: [''] },
};
