import { okResponseSchema } from './account.js';
import { auditExportSchema, auditPageSchema, auditQuerySchema } from './audit.js';
import { endpoint } from './endpoint.js';
import { specParamsSchema } from './specs.js';

/** A spec's audit trail: append-only, read by its members, exported as CSV. */
export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/specs/:id/audit',
    params: specParamsSchema,
    querystring: auditQuerySchema,
    response: auditPageSchema,
  }),
  recordExport: endpoint({
    method: 'POST',
    path: '/api/specs/:id/audit/exports',
    params: specParamsSchema,
    body: auditExportSchema,
    response: okResponseSchema,
  }),
};
