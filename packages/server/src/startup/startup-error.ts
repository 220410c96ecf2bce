/**
 * A problem that stops the server from starting, with a message that fits on one line and tells the
 * operator what to change. `main.ts` prints it as `Specwright could not start: <message>`.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** A configuration variable has an invalid value. */
export class ConfigError extends StartupError {
  override name = 'ConfigError';
}

/** The error's `code` (ENOENT, ECONNREFUSED, …) when it has one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error !== 'object' || error === null) return String(error);
  if ('message' in error && typeof error.message === 'string') return error.message;
  // Emscripten (PGlite) throws plain { name: 'ErrnoError', errno } objects.
  const name = 'name' in error && typeof error.name === 'string' ? error.name : 'Error';
  return 'errno' in error ? `${name} ${String(error.errno)}` : name;
}

/** The first line of any thrown value's message. */
export function firstLineOf(error: unknown): string {
  return messageOf(error).split('\n', 1)[0]?.trim() || 'Unknown error';
}

/** Why a connection failed: a system error code (ECONNREFUSED) when there is one, else the first line. */
export function connectionFailureReason(error: unknown): string {
  const code = errorCode(error);
  return code && /^E[A-Z]+$/.test(code) ? code : firstLineOf(error);
}
