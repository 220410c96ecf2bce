import { SPEC_MESSAGES, specEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import { assertSpecRight, type SpecRight } from './spec-policy.js';
import { savedOrThrow } from './spec-routes.js';
import type { SpecVersionsService } from './spec-versions-service.js';

const tags = ['specs'];

/** What a version route found; 404 when the spec has no such version. */
function found<T>(value: T | null): T {
  if (value === null) throw new AppError(404, SPEC_MESSAGES.versionNotFound);
  return value;
}

/** The versions of a spec: list and diff (every role), "Save version…", rename, delete and restore (owners and editors). */
export const specVersionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  versions: SpecVersionsService;
  maxRequirements: number;
}> = async (app, { db, versions, maxRequirements }) => {
  const allowed = async (request: Parameters<typeof requireUser>[0], id: string, right: SpecRight) => {
    const actor = await requireUser(request);
    await assertSpecRight(db, actor, id, right);
    return actor;
  };

  app.route({
    ...endpointRoute(specEndpoints.versions, {
      tags,
      summary: 'The versions of a spec, newest first: save points and named versions',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      await allowed(request, request.params.id, 'read');
      return { versions: await versions.list(request.params.id) };
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.saveVersion, {
      tags,
      summary: 'Keeps the spec as it is now as a named version (a baseline)',
      errors: [400, 401, 403, 404],
    }),
    handler: async (request) => {
      const actor = await allowed(request, request.params.id, 'edit');
      return { version: await versions.saveNamed(request.params.id, request.body.name, actor) };
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.diff, {
      tags,
      summary: 'The requirement-level diff between two versions, or a version and the current spec',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      await allowed(request, request.params.id, 'read');
      const diff = await versions.diff(request.params.id, request.query.from, request.query.to);
      if (!diff) throw new AppError(404, SPEC_MESSAGES.versionNotFound);
      return diff;
    },
  });

  const lockedNote = '(409 for the locked baseline of an approved review)';
  app.route({
    ...endpointRoute(specEndpoints.renameVersion, {
      tags,
      summary: `Renames a version ${lockedNote}`,
      errors: [400, 401, 403, 404, 409],
    }),
    handler: async (request) => {
      const { params, body } = request;
      const actor = await allowed(request, params.id, 'edit');
      return { version: found(await versions.rename(params.id, params.versionId, body.name, actor)) };
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.deleteVersion, {
      tags,
      summary: `Deletes a version ${lockedNote}`,
      errors: [400, 401, 403, 404, 409],
    }),
    handler: async (request) => {
      const { id, versionId } = request.params;
      const removed = await versions.remove(id, versionId, await allowed(request, id, 'edit'));
      return { ok: found(removed || null) };
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.restoreVersion, {
      tags,
      summary: 'Makes a version current as a new version (409 when the spec changed since `version`)',
      errors: [400, 401, 403, 404, 409, 413],
    }),
    handler: async (request) => {
      const actor = await allowed(request, request.params.id, 'edit');
      const result = await versions.restore(
        request.params.id,
        request.params.versionId,
        request.body.version,
        actor,
      );
      return savedOrThrow(result, maxRequirements);
    },
  });
};
