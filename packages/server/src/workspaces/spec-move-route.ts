import { SPEC_MESSAGES, tooManySpecsMessage, workspaceEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonInPieces } from '../analysis/json-reply.js';
import { requireUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import { assertSpecRight } from '../specs/spec-policy.js';
import type { SpecsService } from '../specs/specs-service.js';
import { specAccessOf } from './spec-access.js';
import { assertCanAddSpecs } from './workspace-policy.js';
import { roleIn } from './workspaces-service.js';

export interface SpecMoveRouteOptions {
  db: Database;
  specs: SpecsService;
  maxSpecsPerUser: number;
}

/**
 * `PUT /api/specs/{id}/workspace`: who may place the spec (its keeper; in a workspace, an owner or its
 * keeper while an editor) moves it into a workspace they own or edit in, or out of its workspace into
 * their own specs, becoming its keeper.
 */
export const specMoveRoute: FastifyPluginAsyncZod<SpecMoveRouteOptions> = async (
  app,
  { db, specs, maxSpecsPerUser },
) => {
  app.route({
    ...endpointRoute(workspaceEndpoints.moveSpec, {
      tags: ['specs', 'workspaces'],
      summary: 'Moves a spec into a workspace, or out of it (null) into the caller’s own specs',
      errors: [400, 401, 403, 404],
    }),
    handler: async (request, reply) => {
      const actor = await requireUser(request);
      const { id } = request.params;
      const target = request.body.workspace_id;
      const access = await assertSpecRight(db, actor, id, 'place');
      if (target !== null) assertCanAddSpecs(await roleIn(db, target, actor.id));
      if (
        target === null &&
        access.keeperId !== actor.id &&
        (await specs.count(actor.id)) >= maxSpecsPerUser
      ) {
        throw new AppError(403, tooManySpecsMessage(maxSpecsPerUser));
      }
      if (target !== access.workspaceId) await specs.move(id, target, actor);
      const moved = await specAccessOf(db, actor.id, id);
      const spec = moved ? await specs.read(id, await specs.viewOf(moved)) : null;
      if (!spec) throw new AppError(404, SPEC_MESSAGES.notFound);
      return sendJsonInPieces(reply, { spec });
    },
  });
};
