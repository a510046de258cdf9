import type { CoverageParser } from '../types';
import { parseLcov } from './lcov-parser';

/** LCOV tracefiles (`lcov.info`): c8, nyc, jest, vitest, lcov/geninfo, grcov, llvm-cov export, Dart, PHP… */
export const lcovParser: CoverageParser = {
  format: 'lcov',
  matches(input) {
    const text = input.text;
    if (text.includes('\nend_of_record')) return true;
    return (text.startsWith('TN:') || text.startsWith('SF:')) && text.includes('end_of_record');
  },
  parse(input, builder) {
    parseLcov(input.text, builder);
  },
};
