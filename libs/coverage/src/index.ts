export * from './model/line-coverage';
export * from './model/totals';
export * from './model/report';
export * from './model/report-builder';
export * from './model/serialize';
export * from './model/file-snapshot';
export * from './parsers/types';
export { parseCoverageFile, describeContent, type FileOutcome } from './parsers/detect';
export { lcovParser } from './parsers/lcov';
export * from './yaml';
export * from './path-fixing';
export * from './comparison';
export {
  streamXml,
  invalidContent,
  XmlContentError,
  type XmlVisitor,
  type XmlTag,
  type XmlAttributes,
  type XmlPosition,
} from './parsers/xml/safe-xml';
export { CoverageFileStream } from './streaming/coverage-file-stream';
