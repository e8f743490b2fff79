import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * Query parameters and path segments that carry credentials (socket token, reset token) or a
 * browser's visitor id (kept only as a keyed hash anywhere else).
 */
const SECRET_QUERY = /([?&](?:token|access_token|auth|visitorId)=)[^&#]*/gi;
const SECRET_PATH = /(\/resetpassword\/)[^/?#]+/gi;

/** A request URL fit for the logs: `?token=...` and reset tokens in the path are replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Structured JSON logs; tokens, passwords, cookies and credentials in URLs are redacted. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
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
    serializers: {
      // Fastify's request serializer with the URL redacted (Fastify merges ours over its own).
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
