import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; tokens, passwords and cookies are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        '*.password',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
}
