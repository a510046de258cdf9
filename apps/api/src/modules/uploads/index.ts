/** The uploads module's public surface: what other modules and the server use (docs/adr/014). */
export { routes } from './routes';
export { startUploadSweeper } from './sweep';
export { createUpload, failUpload, markUploaded, upsertCommit, uploadsWaiting } from './upload-store';
// What another report type's upload endpoints share with coverage's: targets and tokens, ingestion, signed
// storage URLs and the HTTP edge.
export { ingestUpload, type IngestDeps, type RawBody } from './ingest';
export {
  normaliseFlags,
  normaliseSha,
  optionalBranch,
  optionalPullId,
  optionalSha,
  webUrl,
} from './upload-store';
export { requestUploadTarget, type RequestTargetDeps, type UploadTarget } from './upload-target';
export { decodeSlug, type RepositorySlug, uploadService } from './slug';
export { isForkBranch, type TokenlessClaim } from './tokenless';
export { receiveUploadBody, signedUploadUrl } from './signed-upload';
export { signedStorageRoute } from './storage-route';
export { badRequest, notFound, UploadHttpError } from './upload-errors';
export { acceptBodiesAsStreams, RAW_BODY, readJson, uploadErrorHandler } from './upload-http';
export { text } from './protocols/fields';
