import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { LogLevel } from './config.js';
import { redacted, redactSecretFields, redactUrlSecrets } from './redaction.js';

/** What a request looks like in the log: no headers, and credentials in the URL replaced. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * Pino options for the server's logger: JSON lines at `level`, with credentials removed from headers and
 * from any logged field named like a password, token, secret or API key.
 */
export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: redacted,
    },
    formatters: {
      log: (fields) => {
        const safe = redactSecretFields(fields);
        return typeof safe === 'object' && safe !== null ? { ...safe } : fields;
      },
    },
    serializers: { req: serializeRequest },
  };
}
