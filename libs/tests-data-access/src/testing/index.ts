// Test helpers of @canopy/tests-data-access: fixtures of its documents' answers. Never imported by app code.
export * from './commit-fixtures';
