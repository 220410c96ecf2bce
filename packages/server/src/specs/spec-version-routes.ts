import { SPEC_MESSAGES, specEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import { assertOwnSpec } from './spec-policy.js';
import { savedOrThrow } from './spec-routes.js';
import type { SpecVersionsService } from './spec-versions-service.js';
import type { SpecsService } from './specs-service.js';

const tags = ['specs'];

/** The versions of the caller's specs: list, "Save version…", diff and restore. */
export const specVersionRoutes: FastifyPluginAsyncZod<{
  specs: SpecsService;
  versions: SpecVersionsService;
  maxRequirements: number;
}> = async (app, { specs, versions, maxRequirements }) => {
  const own = async (request: Parameters<typeof requireUser>[0], id: string) =>
    assertOwnSpec(await requireUser(request), await specs.header(id));

  app.route({
    ...endpointRoute(specEndpoints.versions, {
      tags,
      summary: 'The versions of one of the caller’s specs, newest first: save points and named versions',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      await own(request, request.params.id);
      return { versions: await versions.list(request.params.id) };
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.saveVersion, {
      tags,
      summary: 'Keeps the spec as it is now as a named version (a baseline)',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      await own(request, request.params.id);
      return { version: await versions.saveNamed(request.params.id, request.body.name) };
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.diff, {
      tags,
      summary: 'The requirement-level diff between two versions, or a version and the current spec',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      await own(request, request.params.id);
      const diff = await versions.diff(request.params.id, request.query.from, request.query.to);
      if (!diff) throw new AppError(404, SPEC_MESSAGES.versionNotFound);
      return diff;
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.restoreVersion, {
      tags,
      summary: 'Makes a version current as a new version (409 when the spec changed since `version`)',
      errors: [400, 401, 404, 409, 413],
    }),
    handler: async (request) => {
      await own(request, request.params.id);
      const result = await versions.restore(
        request.params.id,
        request.params.versionId,
        request.body.version,
      );
      return savedOrThrow(result, maxRequirements);
    },
  });
};
