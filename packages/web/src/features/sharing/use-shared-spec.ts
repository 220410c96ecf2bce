import { SPEC_MESSAGES } from '@specwright/core';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../api/api-request-error';
import { isWellFormedToken } from './share-link';
import { fetchSharedSpec, type SharedSpecView } from './shares-api';

/** What the shared page shows: the spec, that the link does not work (any more), or that loading failed. */
export type SharedSpecState =
  | { kind: 'loading' }
  | { kind: 'ready'; spec: SharedSpecView }
  | { kind: 'unavailable'; message: string }
  | { kind: 'failed'; message: string; retry: () => void; retrying: boolean };

/** A link the server does not know (any more) answers 404; a malformed one 400. */
const isUnavailable = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** Reads the spec behind a shared link once (no retries of a link that does not work). */
export function useSharedSpec(token: string): SharedSpecState {
  const wellFormed = isWellFormedToken(token);
  const query = useQuery({
    queryKey: ['shared-spec', token],
    queryFn: ({ signal }) => fetchSharedSpec(token, signal),
    enabled: wellFormed,
    retry: (failures, error) => !isUnavailable(error) && failures < 1,
  });
  if (!wellFormed) return { kind: 'unavailable', message: SPEC_MESSAGES.linkNotFound };
  if (query.data) return { kind: 'ready', spec: query.data };
  if (query.isError) {
    if (isUnavailable(query.error)) return { kind: 'unavailable', message: SPEC_MESSAGES.linkNotFound };
    return {
      kind: 'failed',
      message: query.error.message,
      retrying: query.isFetching,
      retry: () => {
        if (!query.isFetching) void query.refetch();
      },
    };
  }
  return { kind: 'loading' };
}
