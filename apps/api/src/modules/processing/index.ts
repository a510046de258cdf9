/** The processing module's public surface: what other modules and the server use (docs/adr/014). */
export { MergeThread } from './merge-thread';
export { coverageJobHandler, PROCESS_COVERAGE } from './process-coverage';
export { unmatchedMessage } from './unmatched-message';
export { decodeBody, RawUploadError } from './raw-upload';
