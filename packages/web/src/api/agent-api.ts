import {
  type AgentRequest,
  type AgentRow,
  ASSISTANT_MESSAGES,
  agentEndpoints,
  agentErrorText,
  agentRowSchema,
  endpointUrl,
} from '@specwright/core';
import { type ApiRequest, apiRequest as defaultRequest } from './api-request';
import { ApiRequestError } from './api-request-error';

export const AGENT_PATH = endpointUrl(agentEndpoints.run);
/** The model rewrites the whole spec inside the request. */
const AGENT_TIMEOUT_MS = 300_000;

export type AgentOutcome =
  /** rows is null when the answer proposes no change (an explanation only). */
  { ok: true; explanation: string; rows: AgentRow[] | null } | { ok: false; message: string };

const passThrough = { parse: (data: unknown): unknown => data };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rows with a non-empty string id; others are skipped (docs/product-rules.md, "Validation"). */
function validRows(items: readonly unknown[]): AgentRow[] {
  return items.flatMap((item) => {
    const parsed = agentRowSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * What the user sees of an agent answer (docs/product-rules.md, "Calls", "Messages"): its `error` as 'Service Error: …'; modified_data as an
 * array or an object with rows; 'Unexpected response structure.' for any other shape and 'Sorry, I received
 * an unexpected or empty response.' when there is neither an explanation nor rows.
 */
export function agentOutcome(data: unknown): AgentOutcome {
  if (!isRecord(data)) return { ok: false, message: ASSISTANT_MESSAGES.emptyResponse };
  if (typeof data.error === 'string' && data.error.trim() !== '') {
    return { ok: false, message: agentErrorText(data.error) };
  }
  const explanation = typeof data.explanation_message === 'string' ? data.explanation_message.trim() : '';
  const modified = data.modified_data;
  const items = Array.isArray(modified)
    ? modified
    : isRecord(modified) && Array.isArray(modified.rows)
      ? modified.rows
      : undefined;
  if (modified !== undefined && modified !== null && items === undefined) {
    return { ok: false, message: ASSISTANT_MESSAGES.unexpectedStructure };
  }
  if (items === undefined) {
    return explanation === ''
      ? { ok: false, message: ASSISTANT_MESSAGES.emptyResponse }
      : { ok: true, explanation, rows: null };
  }
  const rows = validRows(items);
  // Rows that all lack an id would read as "remove everything": that is a broken answer, not a proposal.
  if (items.length > 0 && rows.length === 0)
    return { ok: false, message: ASSISTANT_MESSAGES.unexpectedStructure };
  if (explanation === '' && rows.length === 0)
    return { ok: false, message: ASSISTANT_MESSAGES.emptyResponse };
  return { ok: true, explanation, rows };
}

/** The message for a failed call: 401 is the spec's sign-in message, anything else a 'Service Error: …'. */
export function agentFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 401) return ASSISTANT_MESSAGES.agentNotSignedIn;
  const message = error instanceof Error ? error.message : String(error);
  return agentErrorText(message);
}

export function createAgentApi(request: ApiRequest = defaultRequest) {
  return {
    /** `POST /api/agent/greq_single_file`; never throws, the outcome says what to show. */
    async run(body: AgentRequest, signal?: AbortSignal): Promise<AgentOutcome> {
      try {
        const data = await request(AGENT_PATH, {
          method: agentEndpoints.run.method,
          body,
          schema: passThrough,
          timeoutMs: AGENT_TIMEOUT_MS,
          ...(signal ? { signal } : {}),
        });
        return agentOutcome(data);
      } catch (error) {
        return { ok: false, message: agentFailureMessage(error) };
      }
    },
  };
}

export type AgentApi = ReturnType<typeof createAgentApi>;

export const agentApi = createAgentApi();
