import type { RefusalDetails } from '@serendip/protocol';

/**
 * Errors with a stable kind, mapped in one place (the Fastify error handler) to a status and
 * the body `{ message }`. Code throws these; nothing matches on message text.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'unsupported'
  | 'tooMany'
  | 'rangeNotSatisfiable'
  | 'unavailable';

const statusOf: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupported: 415,
  tooMany: 429,
  rangeNotSatisfiable: 416,
  unavailable: 503,
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** Extra fields of the answer beside `message` (e.g. a sanction's statement of reasons). */
    readonly details?: RefusalDetails,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusOf[kind];
  }
}

export const invalid = (message: string) => new AppError('invalid', message);
export const unauthorized = (message = 'Please log in.') => new AppError('unauthorized', message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError('forbidden', message);
export const notFound = (message = 'Not found.') => new AppError('notFound', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const tooLarge = (message: string) => new AppError('tooLarge', message);
export const unsupported = (message: string) => new AppError('unsupported', message);
export const tooMany = (message = 'Too many requests. Please slow down and try again shortly.') =>
  new AppError('tooMany', message);
export const unavailable = (message: string) => new AppError('unavailable', message);

/** True for PostgreSQL's unique-violation, which drizzle wraps (code at err.cause.code). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((candidate) => {
    const pgError = candidate as { code?: string; constraint?: string } | undefined;
    return pgError?.code === '23505' && (!constraint || pgError.constraint === constraint);
  });
}
