import { importSpec, MAX_SPEC_FILE_BYTES, SPEC_MESSAGES, specEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import { assertOwnSpec } from './spec-policy.js';
import type { SpecsService } from './specs-service.js';

const tags = ['specs'];

/** The caller's specs kept in the account: list, add from a spec file, read one. */
export const specRoutes: FastifyPluginAsyncZod<{ specs: SpecsService }> = async (app, { specs }) => {
  app.route({
    ...endpointRoute(specEndpoints.list, {
      tags,
      summary: "The caller's specs, last changed first: id, title, number of rows, version",
      errors: [401],
    }),
    handler: async (request) => ({ specs: await specs.list((await requireUser(request)).id) }),
  });

  app.route({
    ...endpointRoute(specEndpoints.create, {
      tags,
      summary: 'Keeps a spec file in the account (checked as File → Open checks it), at version 1',
      errors: [400, 401, 413],
    }),
    bodyLimit: MAX_SPEC_FILE_BYTES,
    handler: async (request) => {
      const actor = await requireUser(request);
      const imported = importSpec(request.body.spec);
      // The body schema already refused what does not import.
      if (!imported.ok) throw new AppError(400, imported.message);
      return { spec: await specs.create(actor.id, request.body.title, imported.spec) };
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.read, {
      tags,
      summary: 'One of the caller’s specs with its content (404 for anyone else’s)',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      const actor = await requireUser(request);
      assertOwnSpec(actor, await specs.header(request.params.id));
      const spec = await specs.read(request.params.id);
      if (!spec) throw new AppError(404, SPEC_MESSAGES.notFound);
      return { spec };
    },
  });
};
