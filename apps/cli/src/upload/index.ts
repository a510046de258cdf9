export { emptyUpload, sendNotifications, uploadCoverage, type CommandRun } from './commands';
export { resolveUploadContext, type UploadContext, type UploadOptions } from './context';
export type { Environment } from './ci';
export { uploadTestResults } from './test-results';
