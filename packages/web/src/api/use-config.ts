import { endpointUrl, type PublicConfig, systemEndpoints } from '@specwright/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-request';

export const CONFIG_QUERY_KEY = ['config'] as const;
const CONFIG_TIMEOUT_MS = 10_000;

export function fetchConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest(endpointUrl(systemEndpoints.config), {
    schema: systemEndpoints.config.response,
    timeoutMs: CONFIG_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
}

/** The public client configuration (`GET /api/config`); it does not change while the page is open. */
export function useConfig() {
  return useQuery({
    queryKey: CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => fetchConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    retryDelay: 500,
  });
}
