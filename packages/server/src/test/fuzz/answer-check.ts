/** The statuses of an outside service that is down or slow: fine only where a route documents them. */
const outsideServiceStatuses = new Set([502, 503, 504]);

/** Lines of a stack trace, and the paths of source files or installed packages. */
const stackTracePatterns = [/^\s*at .+:\d+:\d+\)?$/m, /\bat (async )?[\w$.<>]+ \(/, /node_modules\//, /\/src\/\S+\.[jt]s\b/];

export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/** Whether a 4xx body is `{ error, message }` with two non-empty strings. */
function isErrorBody(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return false;
    const { error, message } = parsed as Record<string, unknown>;
    return typeof error === 'string' && error !== '' && typeof message === 'string' && message !== '';
  } catch {
    return false;
  }
}

/**
 * What is wrong with an answer, or undefined when nothing is: a 5xx (but the documented 502/503/504), a
 * 4xx that is not `{ error, message }`, or a stack trace anywhere in the body.
 */
export function answerProblem(answer: Answer, documentedStatuses: ReadonlySet<number>): string | undefined {
  const { statusCode, body } = answer;
  const documentedOutage = outsideServiceStatuses.has(statusCode) && documentedStatuses.has(statusCode);
  if (statusCode >= 500 && !documentedOutage) return `status ${statusCode}`;
  if (stackTracePatterns.some((pattern) => pattern.test(body))) return 'a stack trace in the answer';
  if (statusCode >= 400 && !isErrorBody(body)) return `a ${statusCode} without { error, message }`;
  return undefined;
}
