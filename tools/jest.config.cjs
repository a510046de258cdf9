module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'tools',
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/src/**/*.test.{ts,tsx}',
    '<rootDir>/bench/**/*.test.ts',
    '<rootDir>/rspack/**/*.test.ts',
    '<rootDir>/licence/**/*.test.ts',
    '<rootDir>/ai-stand-in/**/*.test.ts',
    '<rootDir>/flags-stand-in/**/*.test.ts',
  ],
};
