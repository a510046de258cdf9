import type { CoverageParser } from '../types';
import { GoProfileReader } from './go-profile-reader';

/** Go coverprofiles (`go test -coverprofile`), in set, count or atomic mode, merged or not. */
export const goParser: CoverageParser = {
  format: 'go',
  matches(input, firstLine) {
    return input.text.startsWith('mode: ') || firstLine.includes('.go:');
  },
  parse(input, builder) {
    const reader = new GoProfileReader(input.text, builder);
    reader.read();
    reader.emit(builder.options.go?.partials_as_hits === true);
  },
};
