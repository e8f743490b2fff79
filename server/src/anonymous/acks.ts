import type { Ack } from '@serendip/protocol';
import type { Logger } from '../platform/logger';
import { AppError } from '../platform/errors';

/**
 * Runs one socket event's work and answers its acknowledgement: `{ ok: true, ...result }`, or
 * `{ ok: false, message }` with an AppError's message (anything else is logged, answered
 * generically). Handlers stay thin: they only pass the work.
 */
export function answer<T extends object>(
  logger: Logger,
  ack: ((reply: Ack<T>) => void) | undefined,
  work: () => Promise<T>,
): void {
  work().then(
    (result) => {
      if (typeof ack === 'function') ack({ ok: true, ...result });
    },
    (error: unknown) => {
      if (!(error instanceof AppError)) logger.error({ err: error }, 'anonymous chat event failed');
      const message = error instanceof AppError ? error.message : 'Server error. Please try again.';
      if (typeof ack === 'function') ack({ ok: false, message });
    },
  );
}

/** The error of a payload that failed its schema. */
export function payloadError(issues: Array<{ message: string }>): AppError {
  return new AppError('invalid', issues[0]?.message ?? 'Invalid request.');
}
