import { SPEC_MESSAGES, specEndpoints } from '@specwright/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { specRows, user } from '../db/schema.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import { specAccessOf } from '../workspaces/spec-access.js';

export const ROW_NOT_FOUND = 'Row not found.';

/** `GET /api/specs/{id}/rows/{rowId}/change`: who changed a row last and when, for anyone who reads the spec. */
export const rowChangeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(specEndpoints.rowChange, {
      tags: ['specs'],
      summary: 'Who changed a row of a spec last and when (every member who reads the spec; 404 for others)',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      const caller = await requireUser(request);
      const { id, rowId } = request.params;
      const access = await specAccessOf(db, caller.id, id);
      if (!access || access.deletedAt) throw new AppError(404, SPEC_MESSAGES.notFound);
      const [found] = await db
        .select({ changedBy: specRows.changedBy, name: user.name, changedAt: specRows.changedAt })
        .from(specRows)
        .leftJoin(user, eq(user.id, specRows.changedBy))
        .where(and(eq(specRows.specId, id), eq(specRows.rowId, rowId)));
      if (!found) throw new AppError(404, ROW_NOT_FOUND);
      return {
        changed_by: found.changedBy ? { id: found.changedBy, name: found.name ?? '' } : null,
        changed_at: found.changedAt ? found.changedAt.toISOString() : null,
      };
    },
  });
};
