import { type AuditPage, type AuditQuery, auditEndpoints, endpointUrl } from '@specwright/core';
import { apiRequest } from '../../api/api-request';

export const TIMEOUT_MS = 30_000;

/** One page of a kept spec's audit trail, newest first. */
export function fetchAuditPage(specId: string, query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  const url = endpointUrl(auditEndpoints.list, {
    params: { id: specId },
    query: Object.fromEntries(entries.map(([key, value]) => [key, String(value)])),
  });
  return apiRequest(url, {
    schema: auditEndpoints.list.response,
    timeoutMs: TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
}

/** Every entry matching the filters, page after page (for the CSV). */
export async function fetchAllAuditEntries(specId: string, query: Omit<AuditQuery, 'before' | 'limit'>) {
  const entries: AuditPage['entries'] = [];
  let before: string | undefined;
  do {
    const page = await fetchAuditPage(specId, { ...query, limit: 500, ...(before ? { before } : {}) });
    entries.push(...page.entries);
    before = page.next ?? undefined;
  } while (before);
  return entries;
}
