import { auditEndpoints, endpointUrl } from '@specwright/core';
import { apiRequest } from '../../api/api-request';
import { useAccountSpecsStore } from '../../state/account-specs';
import { TIMEOUT_MS } from './audit-api';

/**
 * Adds an export of the open spec `fileId` to its audit trail when it is kept in the account (exports are
 * made in the browser). A failure to record it does not undo the download, so it is not shown.
 */
export function recordSpecExport(fileId: string, format: string): void {
  const link = useAccountSpecsStore.getState().links[fileId];
  if (!link) return;
  void apiRequest(endpointUrl(auditEndpoints.recordExport, { params: { id: link.specId } }), {
    method: 'POST',
    body: { format },
    schema: auditEndpoints.recordExport.response,
    timeoutMs: TIMEOUT_MS,
  }).catch(() => undefined);
}
