import type { UploadErrorEnum, UploadResolvers, UploadState } from '../../graphql/generated/resolvers';
import { toShortProvider } from '@canopy/graphql-schema/providers';
import type { UploadRecord } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { wholeList } from '../../graphql/in-memory-page';
import type { MercuriusContext } from 'mercurius';
import { publicOrigin } from '../../http/origin';

const UPLOAD_STATES: ReadonlySet<string> = new Set<UploadState>([
  'STARTED',
  'UPLOADED',
  'PROCESSED',
  'ERROR',
  'COMPLETE',
  'MERGED',
]);

const UPLOAD_ERRORS: ReadonlySet<string> = new Set<UploadErrorEnum>([
  'FILE_NOT_IN_STORAGE',
  'REPORT_EXPIRED',
  'REPORT_EMPTY',
  'PROCESSING_TIMEOUT',
  'UNSUPPORTED_FILE_FORMAT',
  'UNKNOWN_PROCESSING',
  'UNKNOWN_STORAGE',
]);

/** Stored states are lowercase; one the schema does not know counts as an error. */
export function uploadState(state: string): UploadState {
  const name = state.toUpperCase();
  return UPLOAD_STATES.has(name) ? (name as UploadState) : 'ERROR';
}

/** Stored error codes are lowercase (`report_empty`); unknown ones keep being errors under a catch-all code. */
export function uploadErrorCode(code: string | null): UploadErrorEnum | null {
  if (code === null) return null;
  const name = code.toUpperCase();
  return UPLOAD_ERRORS.has(name) ? (name as UploadErrorEnum) : 'UNKNOWN_ERROR_CODE';
}

async function downloadUrl(upload: UploadRecord, context: GraphQLContext): Promise<string> {
  const repo = await context.loaders.repositoryById.load(upload.repoid);
  const owner = repo && (await context.loaders.ownerById.load(repo.ownerid));
  if (!repo || !owner) throw new Error(`upload ${upload.id} has no repository ${upload.repoid}`);
  const route = [toShortProvider(owner.service) ?? owner.service, owner.username, repo.name]
    .map(encodeURIComponent)
    .join('/');
  return `${publicOrigin((context as MercuriusContext).reply.request)}/upload/${route}/download?path=${encodeURIComponent(upload.storagePath ?? '')}`;
}

export const Upload: UploadResolvers<GraphQLContext> = {
  // The session number within the commit, not the row id.
  id: (upload) => upload.sessionId,
  state: (upload) => uploadState(upload.state),
  uploadType: (upload) => (upload.sessionType === 'carriedforward' ? 'CARRIEDFORWARD' : 'UPLOADED'),
  carriedForwardFrom: (upload) => upload.carriedFrom,
  carriedForwardDepth: (upload) => upload.carriedDepth,
  carriedForwardMessage: (upload) => {
    if (upload.sessionType !== 'carriedforward' || !upload.carriedFrom) return null;
    const depth = upload.carriedDepth ?? 1;
    return `carried forward from ${upload.carriedFrom.slice(0, 7)}, ${depth} commit${depth === 1 ? '' : 's'} back`;
  },
  ciUrl: (upload) => upload.buildUrl,
  downloadUrl: (upload, _args, context) => downloadUrl(upload, context),
  errors: (upload) => {
    const failed = upload.errorCode !== null || upload.errorMessage !== null;
    const errors = failed
      ? [{ errorCode: uploadErrorCode(upload.errorCode), errorMessage: upload.errorMessage }]
      : [];
    return wholeList(errors);
  },
};
