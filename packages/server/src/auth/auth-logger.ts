import type { FastifyBaseLogger } from 'fastify';
import type { LogLevel } from '../config/app-config.js';
import { redactSecretFields } from '../http/redaction.js';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

function authLogLevel(level: LogLevel): AuthLogLevel | null {
  if (level === 'silent') return null;
  if (level === 'trace') return 'debug';
  if (level === 'fatal') return 'error';
  return level;
}

function detailsOf(args: unknown[]): Record<string, unknown> {
  const error = args.find((arg) => arg instanceof Error);
  const rest = args.filter((arg) => !(arg instanceof Error));
  return {
    ...(error ? { err: error } : {}),
    ...(rest.length > 0 ? { details: redactSecretFields(rest) } : {}),
  };
}

/** better-auth's log lines go to our pino logger (module "auth"), secrets redacted like ours. */
export function betterAuthLogger(log: FastifyBaseLogger, level: LogLevel) {
  const authLog = log.child({ module: 'auth' });
  const minimum = authLogLevel(level);
  return {
    disabled: minimum === null,
    level: minimum ?? 'error',
    log: (messageLevel: AuthLogLevel, message: string, ...args: unknown[]) => {
      authLog[messageLevel](detailsOf(args), message);
    },
  };
}
