export { codecovJsonParser } from './codecov-json';
export { coveragePyParser } from './coverage-py';
export { istanbulParser } from './istanbul';
export { llvmCovParser } from './llvm-cov';
export { simplecovParser } from './simplecov';
