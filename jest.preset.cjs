// One Jest preset for every project: swc for speed, jsdom for the browser code.
const path = require('node:path');

// ESM-only packages that Jest must transform (react-router 8 and its dependencies).
const esmOnly = ['react-router', '@remix-run/route-pattern', 'cookie-es'];

module.exports = {
  testEnvironment: 'jsdom',
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
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  testEnvironmentOptions: { customExportConditions: [''] },
};
