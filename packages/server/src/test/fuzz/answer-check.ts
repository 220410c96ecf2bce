/** The statuses of an outside service that is down or slow: fine only where a route documents them. */
const outsideServiceStatuses = new Set([502, 503, 504]);

/** Lines of a stack trace, and the paths of source files or installed packages. */
const stackTracePatterns = [
  /^\s*at .+:\d+:\d+\)?$/m,
  /\bat (async )?[\w$]+\.[\w$.<>]+ \(/,
  /node_modules\//,
  /\/src\/\S+\.[jt]s\b/,
];

export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

const isText = (value: unknown) => typeof value === 'string' && value !== '';

/**
 * Whether a 4xx body is `{ error, message }` with two non-empty strings, or, where `jsonRpc`, a JSON-RPC
 * error (`{ jsonrpc, error: { code, message } }`), which the MCP protocol prescribes.
 */
function isErrorBody(body: string, jsonRpc: boolean): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null) return false;
  const { error, message } = parsed as Record<string, unknown>;
  if (isText(error) && isText(message)) return true;
  if (!jsonRpc || typeof error !== 'object' || error === null) return false;
  const { code, message: rpcMessage } = error as Record<string, unknown>;
  return typeof code === 'number' && isText(rpcMessage);
}

/**
 * What is wrong with an answer, or undefined when nothing is: a 5xx (but the documented 502/503/504), a
 * 4xx that is not `{ error, message }`, or a stack trace anywhere in the body.
 */
export function answerProblem(
  answer: Answer,
  documentedStatuses: ReadonlySet<number>,
  { jsonRpc = false } = {},
): string | undefined {
  const { statusCode, body } = answer;
  const documentedOutage = outsideServiceStatuses.has(statusCode) && documentedStatuses.has(statusCode);
  if (statusCode >= 500 && !documentedOutage) return `status ${statusCode}`;
  if (stackTracePatterns.some((pattern) => pattern.test(body))) return 'a stack trace in the answer';
  if (statusCode >= 400 && !isErrorBody(body, jsonRpc)) return `a ${statusCode} without { error, message }`;
  return undefined;
}
