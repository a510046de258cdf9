// The data views of @canopy/ui-kit: tables, charts, code and diff viewers and the coverage marks.
// Only the remotes draw these, so they are a second entry point (and shared singleton) of their own: the
// shell, which imports only the core entry (`./index.ts`), does not carry them in its first load.
export { Table, type TableProps, type TableColumn, type TableSort, type SortDirection } from './table/table';
export {
  CoverageBar,
  coverageLevel,
  type CoverageBarProps,
  type CoverageLevel,
} from './coverage-bar/coverage-bar';
export {
  CoverageChange,
  coverageChangeDirection,
  formatCoverageChange,
  type CoverageChangeProps,
  type CoverageChangeDirection,
} from './coverage-change/coverage-change';
export { CiStatus, ciState, type CiStatusProps, type CiState } from './ci-status/ci-status';
export {
  MultiSelect,
  multiSelectSummary,
  type MultiSelectProps,
  type MultiSelectVariant,
} from './multi-select/multi-select';
export {
  CoverageChart,
  NOT_ENOUGH_CHART_DATA,
  type CoverageChartProps,
} from './coverage-chart/coverage-chart';
export {
  formatChartDate,
  formatChartPercent,
  type CoverageChartPoint,
} from './coverage-chart/coverage-chart-data';
export { Sparkline, sparklinePoints, type SparklineProps } from './sparkline/sparkline';
export {
  StackedAreaChart,
  NOT_ENOUGH_STACKED_DATA,
  type StackedAreaChartProps,
} from './stacked-area-chart/stacked-area-chart';
export type { StackedAreaPoint, StackedAreaSeries } from './stacked-area-chart/stacked-area-chart-data';
export {
  formatBytes,
  formatBytesChange,
  formatLoadTime,
  formatLoadTimeChange,
} from './format-size/format-size';
export type { TableRowProps } from './table/table';
export { formatRelativeTime } from './relative-time/relative-time';

export {
  CodeViewer,
  preloadCodeViewer,
  CODE_ROW_HEIGHT,
  CODE_OVERSCAN,
  type CodeViewerProps,
  type CodeViewerLineCoverage,
} from './code-viewer/code-viewer';
export { languageForPath } from './code-viewer/language';
export { coverageMarks, CoverageMarkIcon, type CoverageMark } from './code-viewer/coverage-marks';
export {
  DiffViewer,
  preloadDiffViewer,
  type DiffViewerProps,
  type DiffViewerLine,
  type DiffViewerSegment,
} from './diff-viewer/diff-viewer';
export { diffLineAnchor, shortPathHash } from './diff-viewer/diff-anchor';
export { CoverageLegend, type CoverageLegendProps } from './coverage-legend/coverage-legend';
export { preloadSunburst, Sunburst, SUNBURST_EMPTY, type SunburstProps } from './sunburst/sunburst';
export type { SunburstNode } from './sunburst/sunburst-types';
export {
  YamlEditor,
  yamlProblemText,
  type YamlEditorProps,
  type YamlEditorCheck,
  type YamlEditorProblem,
} from './yaml-editor/yaml-editor';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { CodeSnippet, type CodeSnippetProps } from './code-snippet/code-snippet';
export { SecretShownOnce, type SecretShownOnceProps } from './secret-shown-once/secret-shown-once';
export { GuideSteps, type GuideStep, type GuideStepsProps } from './guide-steps/guide-steps';
export { SecretVariable, type SecretVariableProps } from './secret-variable/secret-variable';
export {
  MEMBER_STATUS_LABELS,
  INSTALL_USER_STATUS_LABELS,
  MEMBER_ROLE_LABELS,
  memberFiltersQuery,
  useMemberFilterParams,
  type MemberFilterState,
  type MemberFilterUpdate,
  type MemberStatusLabels,
} from './member-activation/member-filters';
export { MemberFilters, type MemberFiltersProps } from './member-activation/member-filters-bar';
export { ActivationToggle, type ActivationToggleProps } from './member-activation/activation-toggle';
export {
  MemberActivationPanel,
  SeatLimitNotice,
  SEAT_USAGE_UNAVAILABLE,
  contactSalesUrl,
  type MemberActivationPanelProps,
  type SeatLimitNoticeProps,
  type AutoActivateSetting,
} from './member-activation/activation-panel';
