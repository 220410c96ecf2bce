import { SPEC_MESSAGES, specEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import { assertSpecRight } from './spec-policy.js';
import type { SpecSharesService } from './spec-shares-service.js';
import type { SpecsService } from './specs-service.js';

const tags = ['specs'];

/**
 * Read-only links: the spec's keeper (in a workspace, an owner or editor) makes, lists and revokes them;
 * anyone with a link reads the spec.
 */
export const specShareRoutes: FastifyPluginAsyncZod<{
  db: Database;
  specs: SpecsService;
  shares: SpecSharesService;
}> = async (app, { db, specs, shares }) => {
  const own = async (request: Parameters<typeof requireUser>[0], id: string) => {
    const actor = await requireUser(request);
    await assertSpecRight(db, actor, id, 'edit');
    return actor;
  };

  app.route({
    ...endpointRoute(specEndpoints.shares, {
      tags,
      summary: 'The read-only links of a spec (without their tokens)',
      errors: [400, 401, 403, 404],
    }),
    handler: async (request) => {
      await own(request, request.params.id);
      return { shares: await shares.list(request.params.id) };
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.share, {
      tags,
      summary: 'Makes a read-only link; its token is in this answer only',
      errors: [400, 401, 403, 404],
    }),
    handler: async (request) => {
      const actor = await own(request, request.params.id);
      return { share: await shares.create(request.params.id, request.body.expires_in_days, actor) };
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.revokeShare, {
      tags,
      summary: 'Revokes a read-only link',
      errors: [400, 401, 403, 404],
    }),
    handler: async (request) => {
      const actor = await own(request, request.params.id);
      if (!(await shares.revoke(request.params.id, request.params.shareId, actor))) {
        throw new AppError(404, SPEC_MESSAGES.linkNotFound);
      }
      return { ok: true as const };
    },
  });

  app.route({
    ...endpointRoute(specEndpoints.shared, {
      tags,
      summary: 'The spec a read-only link opens (no sign-in); 404 once revoked or expired',
      errors: [400, 404],
    }),
    handler: async (request) => {
      const specId = await shares.resolve(request.params.token);
      const content = specId ? await specs.document(specId) : null;
      if (!content) throw new AppError(404, SPEC_MESSAGES.linkNotFound);
      return {
        spec: { title: content.title, updated_at: content.updatedAt.toISOString(), data: content.data },
      };
    },
  });
};
