export {
  type Diff,
  type DiffFile,
  type DiffFileType,
  type DiffSegment,
  LineMap,
  addedLines,
  hasLineChanges,
  parseUnifiedDiff,
  removedLines,
  segmentHeaderText,
} from './diff';
export {
  type CoverageMark,
  type FileComparison,
  type LineChange,
  type ReportComparison,
  type ReportView,
  compareReports,
  coverageMark,
  fileTotals,
  missesCount,
  viewTotals,
} from './compare';
export { type LineComparison, type SegmentComparison, type SegmentOptions, fileSegments } from './segments';
export { carryForward } from './carryforward';
export {
  type ComponentDefinition,
  combineViews,
  componentDefinitions,
  componentView,
  flagView,
} from './views';
