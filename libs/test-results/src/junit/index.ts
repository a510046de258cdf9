export {
  parseJUnit,
  parseSeconds,
  trimFailureMessage,
  ATTRIBUTE_LENGTH_LIMIT,
  SUITE_DEPTH_LIMIT,
  TRIMMED_SUFFIX,
} from './parse-junit';
export { computedName, type NamedTestCase } from './computed-name';
export { frameworkFromSuiteName, frameworkOfRun, type FrameworkClues } from './framework';
