import { inboxEndpoints as api, type Inbox } from '@specwright/core';
import { apiRequest } from '../../api/api-request';

const TIMEOUT_MS = 15_000;

export function fetchInbox(): Promise<Inbox> {
  return apiRequest(api.list.path, { schema: api.list.response, timeoutMs: TIMEOUT_MS });
}

/** Marks the items read (all of them with 'all'); the unread count after. */
export async function markRead(ids: readonly string[] | 'all'): Promise<number> {
  const body = ids === 'all' ? { all: true as const } : { ids: [...ids] };
  const { unread } = await apiRequest(api.read.path, {
    method: 'POST',
    body,
    schema: api.read.response,
    timeoutMs: TIMEOUT_MS,
  });
  return unread;
}
