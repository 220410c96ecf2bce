import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';
import { type LogFn, type Logger, type LoggerOptions, symbols as pinoSymbols, stdSerializers } from 'pino';
import type { LogLevel } from '../config/app-config.js';
import { redacted, redactQueryValues, redactSecretFields, redactUrlSecrets } from './redaction.js';

/** What a request looks like in the log: no headers, and credentials in the URL replaced. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** What an error looks like in the log: pino's usual fields, without the values of a failed query. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized: Record<string, unknown> = { ...stdSerializers.err(error) };
  return redactQueryValues(error, serialized);
}

/** Errors anywhere in logged fields (not only `err`) serialized like `err`; other values unchanged. */
function serializeNestedErrors(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return serializeError(value);
  if (depth > 8 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => serializeNestedErrors(item, depth + 1));
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, serializeNestedErrors(field, depth + 1)]),
  );
}

/**
 * Set on a log call's fields (`{ [showLinks]: true, … }`) to keep the links of its message as they are: only
 * for the mail text that MAIL_LOG_LINKS asks to see on a development machine.
 */
export const showLinks: unique symbol = Symbol('showLinks');

function asksToShowLinks(args: Parameters<LogFn>): boolean {
  const fields: unknown = args[0];
  return typeof fields === 'object' && fields !== null && showLinks in fields;
}

/** A log call's arguments with the credentials of URLs (and secret query values) out of its message strings. */
function withoutUrlSecrets(args: Parameters<LogFn>): Parameters<LogFn> {
  if (asksToShowLinks(args)) return args;
  return args.map((arg: unknown) =>
    typeof arg === 'string' ? redactUrlSecrets(arg) : arg,
  ) as Parameters<LogFn>;
}

/**
 * Pino options for the server's logger: JSON lines at `level`, with credentials removed from headers, from
 * any logged field (a child logger's too) named like a password, token, secret or API key, and from every
 * URL in a logged string or message (`redactUrlSecrets`), and no values of failed queries.
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
        const safe = redactSecretFields(serializeNestedErrors(fields));
        return typeof safe === 'object' && safe !== null ? { ...safe } : fields;
      },
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, withoutUrlSecrets(args));
      },
    },
    serializers: { req: serializeRequest, err: serializeError },
    onChild: redactChildFields,
  };
}

/**
 * A child logger's fields (`log.child({ … })`, Fastify's per request) are written on each of its lines as
 * pino made them when the child was created, past the formatters above: they are redacted alike here.
 */
function redactChildFields(child: Logger): void {
  const holder = child as unknown as Record<symbol, unknown>;
  const text = holder[pinoSymbols.chindingsSym];
  if (typeof text !== 'string' || !text.startsWith(',')) return;
  const safe = JSON.stringify(redactSecretFields(JSON.parse(`{${text.slice(1)}}`)));
  holder[pinoSymbols.chindingsSym] = `,${safe.slice(1, -1)}`;
}

/** Pino options plus Fastify's (e.g. `stream`). */
export type ServerLoggerOptions = FastifyLoggerOptions & LoggerOptions;

/** false for no logging; an object adds to (or overrides) the server's pino options. Default: on. */
export type ServerLogger = boolean | ServerLoggerOptions;

/** Fastify's logger setting: the server's options at `level`, with the caller's additions. */
export function loggerSetting(
  level: LogLevel,
  logger: ServerLogger | undefined,
): false | ServerLoggerOptions {
  if (logger === false) return false;
  return { ...loggerOptions(level), ...(logger === true || logger === undefined ? {} : logger) };
}
