export * from './types';
export * from './junit';
export { testId } from './test-id';
export * from './comment';
