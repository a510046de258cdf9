/**
 * Errors that carry a type and a message the UI can show. GraphQL keeps their message and exposes the type;
 * any other error is masked as "INTERNAL SERVER ERROR" (docs/api-contract.md §1.0).
 */
export type AppErrorType =
  'Unauthenticated' | 'Unauthorized' | 'NotFound' | 'ValidationError' | 'MissingService';

export class AppError extends Error {
  constructor(
    readonly type: AppErrorType,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = type;
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super('ValidationError', message, 400);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super('NotFound', message, 404);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'You are not authenticated') {
    super('Unauthenticated', message, 401);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Unauthorized') {
    super('Unauthorized', message, 403);
  }
}

export class MissingServiceError extends AppError {
  constructor(message = 'Missing service: use /graphql/{provider}') {
    super('MissingService', message, 400);
  }
}
