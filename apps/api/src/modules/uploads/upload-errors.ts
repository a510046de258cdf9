/** An upload request that fails with a clear HTTP status and message (401, 404, 400, 413, 429…). */
export class UploadHttpError extends Error {
  override readonly name = 'UploadHttpError';
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new UploadHttpError(400, message);
export const unauthorized = (message: string) => new UploadHttpError(401, message);
export const notFound = (message: string) => new UploadHttpError(404, message);
export const tooManyRequests = (message: string) => new UploadHttpError(429, message);
