import { type ApiTokenSummary, apiTokenEndpoints, type CreatedApiToken, endpointUrl } from '@specwright/core';
import { apiRequest } from '../../api/api-request';

export type { ApiTokenSummary, CreatedApiToken };

const API_TOKENS_TIMEOUT_MS = 15_000;

/** The signed-in user's personal API tokens (names and first characters only), newest first. */
export async function fetchApiTokens(signal?: AbortSignal): Promise<ApiTokenSummary[]> {
  const { tokens } = await apiRequest(endpointUrl(apiTokenEndpoints.list), {
    schema: apiTokenEndpoints.list.response,
    timeoutMs: API_TOKENS_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
  return tokens;
}

/** A new token: the answer is the only time the token itself is shown. */
export function createApiToken(name: string): Promise<CreatedApiToken> {
  return apiRequest(endpointUrl(apiTokenEndpoints.create), {
    method: 'POST',
    body: { name },
    schema: apiTokenEndpoints.create.response,
    timeoutMs: API_TOKENS_TIMEOUT_MS,
  });
}

export async function revokeApiToken(id: string): Promise<void> {
  await apiRequest(endpointUrl(apiTokenEndpoints.revoke, { params: { id } }), {
    method: 'DELETE',
    schema: apiTokenEndpoints.revoke.response,
    timeoutMs: API_TOKENS_TIMEOUT_MS,
  });
}
