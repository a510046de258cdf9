/** The processing module's public surface: what other modules and the server use (docs/adr/014). */
export { buildCommitConfig, loadYamlSources, type YamlSources } from './commit-config';
export { MergeThread } from './merge-thread';
export { coverageJobHandler, PROCESS_COVERAGE } from './process-coverage';
export { ReportReader } from './report-reader';
export { unmatchedMessage } from './unmatched-message';
