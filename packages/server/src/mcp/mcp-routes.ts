import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ACCOUNT_MESSAGES, mcpEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, usesApiToken } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import type { SpecsService } from '../specs/specs-service.js';
import { accountSpecAccess, type SpecCache } from './account-spec-access.js';
import { createSpecMcpServer, runTool } from './spec-mcp-server.js';

export interface McpRoutesOptions {
  specs: SpecsService;
  cache: SpecCache;
  version: string;
}

export const MCP_TOKEN_REQUIRED = `${ACCOUNT_MESSAGES.signInRequired} Send a personal API token: Authorization: Bearer <token>.`;

/**
 * `POST /api/mcp`: the MCP server over the caller's specs, one stateless Streamable HTTP exchange per request
 * (JSON answers), for a personal API token only (a browser session cannot call it).
 */
export const mcpRoutes: FastifyPluginAsyncZod<McpRoutesOptions> = async (app, { specs, cache, version }) => {
  app.route({
    ...endpointRoute(mcpEndpoints.message, {
      tags: ['mcp'],
      summary: 'Model Context Protocol (Streamable HTTP, stateless): the requirement tools over your specs',
      errors: [400, 401],
    }),
    handler: async (request, reply) => {
      if (!usesApiToken(request)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError(401, MCP_TOKEN_REQUIRED);
      }
      const actor = await requireUser(request);
      const onUnexpectedError = (error: unknown) => request.log.error({ err: error }, 'MCP tool failed');
      const server = createSpecMcpServer(accountSpecAccess(specs, actor, cache), {
        version,
        onUnexpectedError,
      });
      server.registerTool(
        'list_specs',
        {
          description:
            'Your specs kept in Specwright: id (the spec_id of the other tools), title, rows, version.',
          annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
        },
        () => runTool(async () => ({ specs: await specs.list(actor.id) }), onUnexpectedError),
      );
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  });
};
