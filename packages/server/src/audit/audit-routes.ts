import { auditEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { assertSpecRight } from '../specs/spec-policy.js';
import { recordAudit } from './audit-log.js';
import { auditTrail } from './audit-trail.js';

const tags = ['audit'];

/** A spec's audit trail: read by every role that reads the spec; an export the app made is added to it. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const trail = auditTrail(db);

  app.route({
    ...endpointRoute(auditEndpoints.list, {
      tags,
      summary:
        'The audit trail of a spec, newest first, filtered by action, person (user id) or row; `before` pages on',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      await assertSpecRight(db, await requireUser(request), request.params.id, 'read');
      return trail.page(request.params.id, request.query);
    },
  });

  app.route({
    ...endpointRoute(auditEndpoints.recordExport, {
      tags,
      summary: 'Records in the audit trail an export of the spec the app made (its format)',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      const actor = await requireUser(request);
      await assertSpecRight(db, actor, request.params.id, 'read');
      const detail = request.body.format;
      await recordAudit(db, [{ specId: request.params.id, user: actor, action: 'exported', detail }]);
      return { ok: true as const };
    },
  });
};
