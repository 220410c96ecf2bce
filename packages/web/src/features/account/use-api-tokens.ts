import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createApiToken, fetchApiTokens, revokeApiToken } from './api-tokens-api';

const apiTokensQueryKey = ['api-tokens'] as const;

/** The signed-in user's API tokens, and creating and revoking them (the list reloads after each). */
export function useApiTokens() {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: apiTokensQueryKey });
  const tokens = useQuery({ queryKey: apiTokensQueryKey, queryFn: ({ signal }) => fetchApiTokens(signal) });
  const create = useMutation({ mutationFn: createApiToken, onSuccess: reload });
  const revoke = useMutation({ mutationFn: revokeApiToken, onSuccess: reload });
  return { tokens, create, revoke };
}
