/** The uploads module's public surface: what other modules and the server use (docs/adr/014). */
export { routes } from './routes';
export { startUploadSweeper } from './sweep';
export { createUpload, markUploaded, upsertCommit } from './upload-store';
