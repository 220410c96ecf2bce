import { apiTokenEndpoints } from '@specwright/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser, usesApiToken } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { assertCanManageApiTokens, assertCanRevokeApiToken } from './api-token-policy.js';
import type { ApiTokensService } from './api-tokens-service.js';

export interface ApiTokenRoutesOptions {
  apiTokens: ApiTokensService;
}

const tags = ['account'];

/** The caller, who must be signed in to the web app (not calling with an API token). */
async function tokenManager(request: FastifyRequest) {
  return assertCanManageApiTokens(await findUser(request), usesApiToken(request));
}

/** The signed-in user's personal API tokens: list, create (the token is in this answer only) and revoke. */
export const apiTokenRoutes: FastifyPluginAsyncZod<ApiTokenRoutesOptions> = async (app, { apiTokens }) => {
  app.route({
    ...endpointRoute(apiTokenEndpoints.list, {
      tags,
      summary: "The caller's personal API tokens, newest first: names and first characters, never the tokens",
      errors: [401, 403],
    }),
    handler: async (request) => ({ tokens: await apiTokens.list((await tokenManager(request)).id) }),
  });

  app.route({
    ...endpointRoute(apiTokenEndpoints.create, {
      tags,
      summary: 'A new personal API token (`Authorization: Bearer spw_…`), shown in this answer only',
      errors: [400, 401, 403],
    }),
    handler: async (request) => apiTokens.create((await tokenManager(request)).id, request.body.name),
  });

  app.route({
    ...endpointRoute(apiTokenEndpoints.revoke, {
      tags,
      summary: 'Revokes one of the caller’s API tokens (404 for anyone else’s)',
      errors: [400, 401, 403, 404],
    }),
    handler: async (request) => {
      const actor = await tokenManager(request);
      const token = assertCanRevokeApiToken(actor, await apiTokens.find(request.params.id));
      await apiTokens.revoke(token.id);
      return { ok: true as const };
    },
  });
};
