// A lean entry (`@canopy/coverage/lcov`): the LCOV parser and the report model it fills, without format
// detection, the XML parser, codecov.yml, path fixing or comparisons, so a process that only parses
// tracefiles loads only this.
export * from './model/line-coverage';
export * from './model/totals';
export * from './model/report';
export * from './model/report-builder';
export * from './model/serialize';
export * from './parsers/types';
export { lcovParser } from './parsers/lcov';
