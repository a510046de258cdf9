import type { CoverageParser } from '../types';
import { GcovReader } from './gcov-reader';

/** gcov text output (`*.gcov`), with or without branch records. */
export const gcovParser: CoverageParser = {
  format: 'gcov',
  matches(_input, firstLine) {
    return firstLine.includes('0:Source:');
  },
  parse(input, builder) {
    new GcovReader(input.text, builder, input.name).read();
  },
};
