import { traceEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import type { CodeScansService } from './code-scan-service.js';

const tags = ['trace'];

/** Drift from code: a spec's last code scan with its links, and starting a scan. */
export const codeTraceRoutes: FastifyPluginAsyncZod<{ scans: CodeScansService }> = async (app, { scans }) => {
  app.route({
    ...endpointRoute(traceEndpoints.codeTrace, {
      tags,
      summary: "The spec's last code scan and where it found requirements named, each marked drifted or not",
      errors: [400, 401, 404],
    }),
    handler: async (request) => scans.trace(await requireUser(request), request.params.id),
  });

  app.route({
    ...endpointRoute(traceEndpoints.scanCode, {
      tags,
      summary: "Starts a scan of a branch of the caller's repository for the spec's requirement ids",
      errors: [400, 401, 403, 404, 409],
    }),
    handler: async (request, reply) => {
      const scan = await scans.start(await requireUser(request), request.params.id, request.body);
      reply.code(201);
      return scan;
    },
  });
};
